CREATE TABLE "experience_translations" (
	"experience_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"details" text NOT NULL,
	"location_label" text,
	"meeting_point" text,
	CONSTRAINT "experience_translations_experience_id_language_pk" PRIMARY KEY("experience_id","language"),
	CONSTRAINT "experience_translation_language" CHECK ("experience_translations"."language" ~ '^[a-z]{2}$' and "experience_translations"."language" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "governorate_translations" (
	"name" text NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	"capital" text NOT NULL,
	CONSTRAINT "governorate_translations_name_language_pk" PRIMARY KEY("name","language"),
	CONSTRAINT "governorate_translation_language" CHECK ("governorate_translations"."language" ~ '^[a-z]{2}$' and "governorate_translations"."language" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "provider_translations" (
	"provider_id" integer NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	"location" text,
	CONSTRAINT "provider_translations_provider_id_language_pk" PRIMARY KEY("provider_id","language"),
	CONSTRAINT "provider_translation_language" CHECK ("provider_translations"."language" ~ '^[a-z]{2}$' and "provider_translations"."language" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "ticket_category_translations" (
	"category_id" integer NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "ticket_category_translations_category_id_language_pk" PRIMARY KEY("category_id","language"),
	CONSTRAINT "ticket_category_translation_language" CHECK ("ticket_category_translations"."language" ~ '^[a-z]{2}$' and "ticket_category_translations"."language" <> 'en')
);
--> statement-breakpoint
ALTER TABLE "experience_translations" ADD CONSTRAINT "experience_translations_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_translations" ADD CONSTRAINT "provider_translations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_category_translations" ADD CONSTRAINT "ticket_category_translations_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE cascade ON UPDATE no action;