CREATE TABLE "conversation_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"message_id" bigint NOT NULL,
	"decision_message_id" bigint,
	"from_user_id" text,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "conversation_offers_amount_check" CHECK ("conversation_offers"."amount" between 1 and 50000)
);
--> statement-breakpoint
ALTER TABLE "surfboards" ADD COLUMN "reserved_for_user_id" text;--> statement-breakpoint
ALTER TABLE "surfboards" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_offers" ADD CONSTRAINT "conversation_offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_offers" ADD CONSTRAINT "conversation_offers_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_offers" ADD CONSTRAINT "conversation_offers_decision_message_id_conversation_messages_id_fk" FOREIGN KEY ("decision_message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_offers" ADD CONSTRAINT "conversation_offers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_offers_thread_idx" ON "conversation_offers" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_offers_message_idx" ON "conversation_offers" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "conversation_offers_decision_idx" ON "conversation_offers" USING btree ("decision_message_id");--> statement-breakpoint
CREATE INDEX "conversation_offers_from_idx" ON "conversation_offers" USING btree ("from_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_offers_one_open_idx" ON "conversation_offers" USING btree ("conversation_id") WHERE "conversation_offers"."status" = 'open';--> statement-breakpoint
ALTER TABLE "surfboards" ADD CONSTRAINT "surfboards_reserved_for_user_id_users_id_fk" FOREIGN KEY ("reserved_for_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;