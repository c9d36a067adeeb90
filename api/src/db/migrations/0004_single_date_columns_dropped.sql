ALTER TABLE "bookings" DROP COLUMN "unit_price_cents";--> statement-breakpoint
ALTER TABLE "experiences" DROP COLUMN "tickets_count";--> statement-breakpoint
ALTER TABLE "experiences" DROP COLUMN "ticket_price_cents";--> statement-breakpoint
ALTER TABLE "experiences" DROP COLUMN "starts_at";