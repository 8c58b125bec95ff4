CREATE TABLE "conversation_meetings" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"message_id" bigint NOT NULL,
	"decision_message_id" bigint,
	"place_id" text NOT NULL,
	"from_user_id" text,
	"at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meeting_places" (
	"id" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"kind" text NOT NULL,
	"name_he" text NOT NULL,
	"name_en" text NOT NULL,
	"address_he" text NOT NULL,
	"address_en" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_meetings" ADD CONSTRAINT "conversation_meetings_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_meetings" ADD CONSTRAINT "conversation_meetings_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_meetings" ADD CONSTRAINT "conversation_meetings_decision_message_id_conversation_messages_id_fk" FOREIGN KEY ("decision_message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_meetings" ADD CONSTRAINT "conversation_meetings_place_id_meeting_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."meeting_places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_meetings" ADD CONSTRAINT "conversation_meetings_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_meetings_thread_idx" ON "conversation_meetings" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_meetings_message_idx" ON "conversation_meetings" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "conversation_meetings_decision_idx" ON "conversation_meetings" USING btree ("decision_message_id");--> statement-breakpoint
CREATE INDEX "conversation_meetings_from_idx" ON "conversation_meetings" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "conversation_meetings_place_idx" ON "conversation_meetings" USING btree ("place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_meetings_one_open_idx" ON "conversation_meetings" USING btree ("conversation_id") WHERE "conversation_meetings"."status" = 'open';--> statement-breakpoint
CREATE INDEX "meeting_places_city_idx" ON "meeting_places" USING btree ("city") WHERE "meeting_places"."active";