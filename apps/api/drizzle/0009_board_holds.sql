CREATE TABLE "board_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"surfboard_id" text NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" text
);
--> statement-breakpoint
ALTER TABLE "board_holds" ADD CONSTRAINT "board_holds_surfboard_id_surfboards_id_fk" FOREIGN KEY ("surfboard_id") REFERENCES "public"."surfboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_holds" ADD CONSTRAINT "board_holds_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_holds_open_once" ON "board_holds" USING btree ("surfboard_id","kind") WHERE "board_holds"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "board_holds_open_idx" ON "board_holds" USING btree ("created_at") WHERE "board_holds"."cleared_at" is null;