ALTER TABLE "holds" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "client" text;