CREATE TABLE "listing_images" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"content" bytea NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Partners' listings: every experience already here is published (the default); a partner's new listing starts as a draft.
ALTER TABLE "experiences" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_images_provider" ON "listing_images" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "experiences_provider_status" ON "experiences" USING btree ("provider_id","status");--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experience_status" CHECK ("experiences"."status" in ('draft', 'in_review', 'published'));