-- Issue 53: the kinds of gear a brand makes or a category sorts. Every row made before is the
-- boards'.
ALTER TABLE "brands" ADD COLUMN "kinds" text[] DEFAULT '{board}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "kinds" text[] DEFAULT '{board}'::text[] NOT NULL;