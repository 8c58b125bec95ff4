-- A text search of one kind finds its matches by the words' trigrams and the kind together
-- (decision 067): btree_gin lets a GIN entry hold the kind beside the trigrams. A trusted
-- extension, as pg_trgm is: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "surfboards_public_kind_words_idx" ON "surfboards" USING gin ("kind","search_text" gin_trgm_ops) WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;
