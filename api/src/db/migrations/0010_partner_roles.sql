CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"provider_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operations_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"provider_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" integer,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "partner_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "partner_invitation_role" CHECK ("partner_invitations"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "provider_id" integer;--> statement-breakpoint
ALTER TABLE "provider_staff" ADD COLUMN "role" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "operations_members" ADD CONSTRAINT "operations_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_application_id_partner_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."partner_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_provider" ON "audit_log" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "partner_invitations_provider" ON "partner_invitations" USING btree ("provider_id");--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_applications_status" ON "partner_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "provider_staff_provider" ON "provider_staff" USING btree ("provider_id");--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_application_status" CHECK ("partner_applications"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "provider_staff" ADD CONSTRAINT "provider_staff_role" CHECK ("provider_staff"."role" in ('owner', 'staff'));