DROP INDEX "surfboards_public_created_idx";--> statement-breakpoint
DROP INDEX "surfboards_public_price_idx";--> statement-breakpoint
DROP INDEX "surfboards_public_length_idx";--> statement-breakpoint
DROP INDEX "surfboards_public_volume_idx";--> statement-breakpoint
CREATE INDEX "surfboards_public_created_idx" ON "surfboards" USING btree ("created_at","id","seller_id") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_public_price_idx" ON "surfboards" USING btree ("price","id","seller_id") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_public_length_idx" ON "surfboards" USING btree ("length","id","seller_id") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_public_volume_idx" ON "surfboards" USING btree ("volume","id","seller_id") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;