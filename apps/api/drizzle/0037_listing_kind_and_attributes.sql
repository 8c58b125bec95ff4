-- Issue 53, decision 055: every kind of gear shares this table. A row is a board unless it says
-- otherwise; other kinds keep their facts in "attributes". The boards' public list indexes are
-- partial on the kind too, so gear never costs a board list a row.
DROP INDEX "surfboards_public_listed_idx";--> statement-breakpoint
DROP INDEX "surfboards_public_price_idx";--> statement-breakpoint
DROP INDEX "surfboards_public_length_idx";--> statement-breakpoint
DROP INDEX "surfboards_public_volume_idx";--> statement-breakpoint
DROP INDEX "surfboards_public_views_idx";--> statement-breakpoint
DROP INDEX "surfboards_public_point_idx";--> statement-breakpoint
ALTER TABLE "surfboards" ADD COLUMN "kind" text DEFAULT 'board' NOT NULL;--> statement-breakpoint
ALTER TABLE "surfboards" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "surfboards_public_listed_idx" ON "surfboards" USING btree ("listed_at","id","seller_id","expires_at") WHERE "surfboards"."kind" = 'board' and "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_public_price_idx" ON "surfboards" USING btree ("price","id","seller_id","expires_at") WHERE "surfboards"."kind" = 'board' and "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_public_length_idx" ON "surfboards" USING btree ("length","id","seller_id","expires_at") WHERE "surfboards"."kind" = 'board' and "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_public_volume_idx" ON "surfboards" USING btree ("volume","id","seller_id","expires_at") WHERE "surfboards"."kind" = 'board' and "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_public_views_idx" ON "surfboards" USING btree ("view_count","id") WHERE "surfboards"."kind" = 'board' and "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_public_point_idx" ON "surfboards" USING btree ("lat","lng","id") WHERE "surfboards"."kind" = 'board' and "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
ALTER TABLE "surfboards" ADD CONSTRAINT "surfboards_kind_check" CHECK ("kind" in ('board', 'wetsuit', 'fins', 'leash', 'bag', 'traction', 'rack', 'other'));