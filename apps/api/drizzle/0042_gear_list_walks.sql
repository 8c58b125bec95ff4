DROP INDEX "surfboards_public_gear_length_idx";--> statement-breakpoint
CREATE INDEX "surfboards_public_gear_listed_idx" ON "surfboards" USING btree ("kind","listed_at","id","seller_id","expires_at","price","condition","brand_id","attributes") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true and "surfboards"."kind" <> 'board';--> statement-breakpoint
CREATE INDEX "surfboards_public_gear_price_idx" ON "surfboards" USING btree ("kind","price","id","seller_id","expires_at","listed_at","condition","brand_id","attributes") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true and "surfboards"."kind" <> 'board';--> statement-breakpoint
-- How many of a kind's listings a length or a number of boards takes in (leashes, bags, racks): the
-- planner has no figures for a value inside `attributes`, guesses one in 200, and sorted the whole
-- price range rather than walk the newest first. Counted together with the kind.
CREATE STATISTICS "surfboards_gear_length_stats" (mcv) ON "kind", (("attributes"->>'length')::real) FROM "surfboards";--> statement-breakpoint
CREATE STATISTICS "surfboards_gear_boards_stats" (mcv) ON "kind", (("attributes"->>'boards')::real) FROM "surfboards";
