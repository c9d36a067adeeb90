CREATE TABLE "checkin_scans" (
	"provider_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"ticket_id" text,
	"result" text,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkin_scans_provider_id_nonce_pk" PRIMARY KEY("provider_id","nonce"),
	CONSTRAINT "checkin_result" CHECK ("checkin_scans"."result" is null or "checkin_scans"."result" in ('valid', 'already_used', 'revoked', 'wrong_provider', 'not_today', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "provider_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "provider_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_staff" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_checkins" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"kid" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "meeting_point" text;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "meeting_latitude" double precision;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "meeting_longitude" double precision;--> statement-breakpoint
ALTER TABLE "checkin_scans" ADD CONSTRAINT "checkin_scans_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_keys" ADD CONSTRAINT "provider_keys_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_staff" ADD CONSTRAINT "provider_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_staff" ADD CONSTRAINT "provider_staff_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_checkins" ADD CONSTRAINT "ticket_checkins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_checkins" ADD CONSTRAINT "ticket_checkins_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkin_scans_created" ON "checkin_scans" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_keys_one_live" ON "provider_keys" USING btree ("provider_id") WHERE "provider_keys"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_booking_number" ON "tickets" USING btree ("booking_id","number");--> statement-breakpoint
CREATE INDEX "tickets_revoked_at" ON "tickets" USING btree ("revoked_at") WHERE "tickets"."revoked_at" is not null;--> statement-breakpoint
CREATE INDEX "tickets_kid_expiry" ON "tickets" USING btree ("kid","expires_at");