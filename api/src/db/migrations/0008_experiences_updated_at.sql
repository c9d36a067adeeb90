ALTER TABLE "experiences" ADD COLUMN IF NOT EXISTS "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- updated_at follows content changes: any change of the row, and any change of one of its translations.
CREATE FUNCTION experiences_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.updated_at := now();
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER experiences_updated_at BEFORE UPDATE ON "experiences"
	FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION experiences_touch();
--> statement-breakpoint
CREATE FUNCTION experience_translations_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "experiences" SET "updated_at" = now() WHERE "id" = COALESCE(NEW.experience_id, OLD.experience_id);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER experience_translations_updated_at AFTER INSERT OR UPDATE OR DELETE ON "experience_translations"
	FOR EACH ROW EXECUTE FUNCTION experience_translations_touch();
