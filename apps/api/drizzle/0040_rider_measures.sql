ALTER TABLE "users" ADD COLUMN "fit_height_cm" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fit_chest_cm" integer;