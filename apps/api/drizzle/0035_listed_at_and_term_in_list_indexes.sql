DROP INDEX "surfboards_public_created_idx";--> statement-breakpoint
DROP INDEX "surfboards_public_price_idx";--> statement-breakpoint
DROP INDEX "surfboards_public_length_idx";--> statement-breakpoint
DROP INDEX "surfboards_public_volume_idx";--> statement-breakpoint
ALTER TABLE "surfboards" ADD COLUMN "listed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "surfboards" ADD COLUMN "offer_changed_at" timestamp with time zone;--> statement-breakpoint
-- A listing keeps its place: it went on the list when it was published. A price already changed
-- counts as a change a renewal may move up for.
UPDATE "surfboards" SET "listed_at" = "created_at", "offer_changed_at" = (
  SELECT max(c."changed_at") FROM "board_price_changes" c WHERE c."surfboard_id" = "surfboards"."id"
);--> statement-breakpoint
CREATE INDEX "surfboards_public_listed_idx" ON "surfboards" USING btree ("listed_at","id","seller_id","expires_at") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_public_price_idx" ON "surfboards" USING btree ("price","id","seller_id","expires_at") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_public_length_idx" ON "surfboards" USING btree ("length","id","seller_id","expires_at") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_public_volume_idx" ON "surfboards" USING btree ("volume","id","seller_id","expires_at") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;