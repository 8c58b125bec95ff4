CREATE TABLE "listing_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_changes_xid_idx" ON "listing_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "listing_changes_at_idx" ON "listing_changes" USING btree ("at");--> statement-breakpoint
-- A listing of gear changed in a way its public lists see (decision 068): written, archived,
-- sold, approved, repriced, deleted. Its id is logged with the transaction's; boards are listed
-- from PostgreSQL alone and log nothing. A copy of the whole database (ops/tables.ts) sets
-- `galim.copying` and copies the log itself.
CREATE FUNCTION "listing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('galim.copying', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF OLD.kind <> 'board' THEN
      INSERT INTO listing_changes (listing_id) VALUES (OLD.id);
    END IF;
  ELSIF NEW.kind <> 'board' OR (TG_OP = 'UPDATE' AND OLD.kind <> 'board') THEN
    INSERT INTO listing_changes (listing_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "surfboards_listing_written" AFTER INSERT OR DELETE ON "surfboards"
  FOR EACH ROW EXECUTE FUNCTION "listing_changed"();--> statement-breakpoint
-- Only what a list reads: a view counted or a reminder sent logs nothing.
CREATE TRIGGER "surfboards_listing_changed" AFTER UPDATE ON "surfboards" FOR EACH ROW
  WHEN ((OLD.kind, OLD.seller_id, OLD.price, OLD.listed_at, OLD.expires_at, OLD.condition,
         OLD.brand_id, OLD.attributes, OLD.moderation_status, OLD.archived, OLD.is_sold,
         OLD.availability)
        IS DISTINCT FROM
        (NEW.kind, NEW.seller_id, NEW.price, NEW.listed_at, NEW.expires_at, NEW.condition,
         NEW.brand_id, NEW.attributes, NEW.moderation_status, NEW.archived, NEW.is_sold,
         NEW.availability))
  EXECUTE FUNCTION "listing_changed"();--> statement-breakpoint
-- A seller blocked or let back: every listing of gear they have leaves or returns to the lists.
CREATE FUNCTION "seller_block_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('galim.copying', true) = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO listing_changes (listing_id)
    SELECT id FROM surfboards WHERE seller_id = NEW.id AND kind <> 'board';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_listing_changed" AFTER UPDATE OF "blocked_at" ON "users" FOR EACH ROW
  WHEN (OLD.blocked_at IS DISTINCT FROM NEW.blocked_at)
  EXECUTE FUNCTION "seller_block_changed"();
