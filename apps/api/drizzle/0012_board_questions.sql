CREATE TABLE "board_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"board_id" text NOT NULL,
	"asker_id" text NOT NULL,
	"body" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_questions" ADD CONSTRAINT "board_questions_board_id_surfboards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."surfboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_questions" ADD CONSTRAINT "board_questions_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_questions_board_idx" ON "board_questions" USING btree ("board_id","created_at");--> statement-breakpoint
CREATE INDEX "board_questions_asker_idx" ON "board_questions" USING btree ("asker_id","created_at");