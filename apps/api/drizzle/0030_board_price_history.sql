CREATE TABLE "board_price_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"surfboard_id" text NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_price_changes" ADD CONSTRAINT "board_price_changes_surfboard_id_surfboards_id_fk" FOREIGN KEY ("surfboard_id") REFERENCES "public"."surfboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_price_changes_board_idx" ON "board_price_changes" USING btree ("surfboard_id","changed_at");