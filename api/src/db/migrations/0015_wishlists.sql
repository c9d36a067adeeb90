CREATE TABLE "wishlist_items" (
	"user_id" integer NOT NULL,
	"experience_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_price_minor" integer NOT NULL,
	"saved_currency" text NOT NULL,
	CONSTRAINT "wishlist_items_user_id_experience_id_pk" PRIMARY KEY("user_id","experience_id")
);
--> statement-breakpoint
CREATE TABLE "wishlist_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "wishlist_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_shares" ADD CONSTRAINT "wishlist_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_items_experience" ON "wishlist_items" USING btree ("experience_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_shares_live" ON "wishlist_shares" USING btree ("user_id") WHERE "wishlist_shares"."revoked_at" is null;