CREATE TABLE "booking_lines" (
	"booking_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"sale_price_minor" integer NOT NULL,
	CONSTRAINT "booking_lines_booking_id_category_id_pk" PRIMARY KEY("booking_id","category_id"),
	CONSTRAINT "booking_line_quantity" CHECK ("booking_lines"."quantity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "experience_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"local_time" time NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"booking_cutoff_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_weekday" CHECK ("experience_schedules"."weekday" between 0 and 6),
	CONSTRAINT "schedule_capacity" CHECK ("experience_schedules"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "experience_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"places_taken" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"booking_cutoff_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_status" CHECK ("experience_sessions"."status" in ('open', 'closed', 'cancelled')),
	CONSTRAINT "session_places" CHECK ("experience_sessions"."places_taken" between 0 and "experience_sessions"."capacity"),
	CONSTRAINT "session_ends_after_start" CHECK ("experience_sessions"."ends_at" > "experience_sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"places" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hold_status" CHECK ("holds"."status" in ('active', 'confirmed', 'released', 'expired')),
	CONSTRAINT "hold_places" CHECK ("holds"."places" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "ticket_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"code" text NOT NULL,
	"residency" text NOT NULL,
	"label" text NOT NULL,
	"min_age" integer DEFAULT 0 NOT NULL,
	"max_age" integer,
	"proof" text NOT NULL,
	"takes_place" boolean DEFAULT true NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_code" CHECK ("ticket_categories"."code" in ('adult', 'child', 'student', 'senior', 'infant')),
	CONSTRAINT "category_residency" CHECK ("ticket_categories"."residency" in ('egyptian', 'foreign', 'any')),
	CONSTRAINT "category_proof" CHECK ("ticket_categories"."proof" in ('national_id', 'passport', 'student_card', 'none')),
	CONSTRAINT "category_price_non_negative" CHECK ("ticket_categories"."price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "booking_status";--> statement-breakpoint
ALTER TABLE "experiences" DROP CONSTRAINT "tickets_count_non_negative";--> statement-breakpoint
ALTER TABLE "experiences" DROP CONSTRAINT "price_non_negative";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "places" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "kind" text DEFAULT 'event' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "free_cancellation_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_schedules" ADD CONSTRAINT "experience_schedules_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_sessions" ADD CONSTRAINT "experience_sessions_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_session_id_experience_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."experience_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD CONSTRAINT "ticket_categories_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experience_schedules_slot" ON "experience_schedules" USING btree ("experience_id","weekday","local_time");--> statement-breakpoint
CREATE UNIQUE INDEX "experience_sessions_start" ON "experience_sessions" USING btree ("experience_id","starts_at");--> statement-breakpoint
CREATE INDEX "experience_sessions_starts_at" ON "experience_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "holds_active_expiry" ON "holds" USING btree ("expires_at") WHERE "holds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "holds_user_session" ON "holds" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_categories_experience_code" ON "ticket_categories" USING btree ("experience_id","code","residency");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_experience_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."experience_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_hold" ON "bookings" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "bookings_session" ON "bookings" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "booking_status" CHECK ("bookings"."status" in ('pending', 'confirmed', 'cancelled', 'failed'));--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experience_kind" CHECK ("experiences"."kind" in ('event', 'tour'));--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "free_cancellation_hours_non_negative" CHECK ("experiences"."free_cancellation_hours" >= 0);--> statement-breakpoint
-- Today's data, converted (docs/product/rules.md#sessions-and-ticket-categories): each experience gets an adult
-- category at its price and a session at its date whose capacity is the tickets left plus those confirmed, and each
-- booking moves to that session and category at the price it paid (its full price is at least that: a price lowered
-- since the booking must not show a negative saving).
INSERT INTO "ticket_categories" ("experience_id", "code", "residency", "label", "min_age", "proof", "price_minor", "currency")
SELECT "id", 'adult', 'any', 'Adult', 12, 'none', "ticket_price_cents", 'USD' FROM "experiences";--> statement-breakpoint
INSERT INTO "experience_sessions" ("experience_id", "starts_at", "ends_at", "capacity", "places_taken")
SELECT e."id", e."starts_at", e."starts_at" + interval '3 hours', e."tickets_count" + coalesce(b."taken", 0), coalesce(b."taken", 0)
FROM "experiences" e
LEFT JOIN (SELECT "experience_id", sum("quantity")::integer AS "taken" FROM "bookings" WHERE "status" = 'confirmed' GROUP BY "experience_id") b
  ON b."experience_id" = e."id";--> statement-breakpoint
UPDATE "bookings" SET "session_id" = s."id", "places" = "bookings"."quantity"
FROM "experience_sessions" s WHERE s."experience_id" = "bookings"."experience_id";--> statement-breakpoint
INSERT INTO "booking_lines" ("booking_id", "category_id", "quantity", "unit_price_minor", "sale_price_minor")
SELECT b."id", c."id", b."quantity", greatest(e."ticket_price_cents", b."unit_price_cents"), b."unit_price_cents"
FROM "bookings" b
JOIN "experiences" e ON e."id" = b."experience_id"
JOIN "ticket_categories" c ON c."experience_id" = b."experience_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "session_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "places" SET NOT NULL;
