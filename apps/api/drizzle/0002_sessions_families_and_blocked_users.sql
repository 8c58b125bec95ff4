ALTER TABLE "sessions" ADD COLUMN "family_id" text DEFAULT substr(md5(random()::text), 1, 24) NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "family_created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");