CREATE TABLE "experience_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closure_range" CHECK ("experience_closures"."ends_on" >= "experience_closures"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "experience_sessions" ADD COLUMN "origin" text DEFAULT 'one_off' NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_sessions" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_closures" ADD CONSTRAINT "experience_closures_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_closures_experience" ON "experience_closures" USING btree ("experience_id","starts_on");--> statement-breakpoint
ALTER TABLE "experience_sessions" ADD CONSTRAINT "session_origin" CHECK ("experience_sessions"."origin" in ('rule', 'one_off'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "booking_cancelled_by" CHECK ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('traveller', 'partner'));--> statement-breakpoint
-- Bookings cancelled before this column existed were all cancelled by their travellers.
UPDATE "bookings" SET "cancelled_by" = 'traveller' WHERE "status" = 'cancelled';
--> statement-breakpoint
-- Sessions of experiences with a weekly schedule were generated from it.
UPDATE "experience_sessions" SET "origin" = 'rule' WHERE "experience_id" IN (SELECT "experience_id" FROM "experience_schedules");
