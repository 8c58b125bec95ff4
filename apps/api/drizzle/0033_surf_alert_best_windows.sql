ALTER TABLE "surf_alerts" ADD COLUMN "min_hours" integer;--> statement-breakpoint
ALTER TABLE "surf_alerts" ADD COLUMN "daylight_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "surf_alerts" ADD COLUMN "wind" text;--> statement-breakpoint
ALTER TABLE "surf_alerts" ADD COLUMN "min_height_m" real;--> statement-breakpoint
ALTER TABLE "surf_alerts" ADD COLUMN "max_height_m" real;--> statement-breakpoint
ALTER TABLE "surf_alerts" ADD COLUMN "min_period_s" real;--> statement-breakpoint
ALTER TABLE "surf_alerts" ADD COLUMN "max_period_s" real;--> statement-breakpoint
ALTER TABLE "surf_alerts" ADD COLUMN "delivery" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "surf_alerts" ADD COLUMN "window_told_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "surf_alerts" ADD COLUMN "window_told_at" timestamp with time zone;