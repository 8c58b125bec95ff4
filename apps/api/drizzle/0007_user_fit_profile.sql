ALTER TABLE "users" ADD COLUMN "fit_weight_kg" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fit_level" text;