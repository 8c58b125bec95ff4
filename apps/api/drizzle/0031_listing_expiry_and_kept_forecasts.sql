CREATE TABLE "kept_forecasts" (
	"spot_id" text NOT NULL,
	"model" text NOT NULL,
	"target_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"height" real,
	"period" real,
	CONSTRAINT "kept_forecasts_spot_id_model_target_at_issued_at_pk" PRIMARY KEY("spot_id","model","target_at","issued_at")
);
--> statement-breakpoint
ALTER TABLE "surfboards" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '60 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "surfboards" ADD COLUMN "clock_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "surfboards" ADD COLUMN "renewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "surfboards" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "surfboards" ADD COLUMN "likers_offer_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "kept_forecasts_target_idx" ON "kept_forecasts" USING btree ("target_at");--> statement-breakpoint
CREATE INDEX "surfboards_public_point_idx" ON "surfboards" USING btree ("lat","lng","id") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_expires_idx" ON "surfboards" USING btree ("expires_at");