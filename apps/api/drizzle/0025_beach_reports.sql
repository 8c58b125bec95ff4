CREATE TABLE "beach_report_thanks" (
	"report_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beach_report_thanks_report_id_user_id_pk" PRIMARY KEY("report_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "beach_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"spot_id" text NOT NULL,
	"user_id" text NOT NULL,
	"size" text NOT NULL,
	"surface" text NOT NULL,
	"crowd" text NOT NULL,
	"text" text,
	"photo" jsonb,
	"photo_hash" bigint,
	"on_beach" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "surf_alerts" ADD COLUMN "push_on_report" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "beach_report_thanks" ADD CONSTRAINT "beach_report_thanks_report_id_beach_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."beach_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beach_report_thanks" ADD CONSTRAINT "beach_report_thanks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beach_reports" ADD CONSTRAINT "beach_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beach_reports" ADD CONSTRAINT "beach_reports_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beach_report_thanks_user_idx" ON "beach_report_thanks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "beach_reports_spot_idx" ON "beach_reports" USING btree ("spot_id","seen_at");--> statement-breakpoint
CREATE INDEX "beach_reports_user_idx" ON "beach_reports" USING btree ("user_id","spot_id","created_at");--> statement-breakpoint
CREATE INDEX "beach_reports_photo_key_idx" ON "beach_reports" USING btree (("photo"->>'key')) WHERE "beach_reports"."photo" is not null;