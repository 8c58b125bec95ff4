CREATE TABLE "photo_hashes" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"surfboard_id" text,
	"service_id" text,
	"image_key" text NOT NULL,
	"hash" bigint NOT NULL,
	"band0" integer NOT NULL,
	"band1" integer NOT NULL,
	"band2" integer NOT NULL,
	"band3" integer NOT NULL,
	"band4" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_surfboard_id_surfboards_id_fk" FOREIGN KEY ("surfboard_id") REFERENCES "public"."surfboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_hashes_board_image" ON "photo_hashes" USING btree ("surfboard_id","image_key");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_hashes_service_image" ON "photo_hashes" USING btree ("service_id","image_key");--> statement-breakpoint
CREATE INDEX "photo_hashes_band0" ON "photo_hashes" USING btree ("band0");--> statement-breakpoint
CREATE INDEX "photo_hashes_band1" ON "photo_hashes" USING btree ("band1");--> statement-breakpoint
CREATE INDEX "photo_hashes_band2" ON "photo_hashes" USING btree ("band2");--> statement-breakpoint
CREATE INDEX "photo_hashes_band3" ON "photo_hashes" USING btree ("band3");--> statement-breakpoint
CREATE INDEX "photo_hashes_band4" ON "photo_hashes" USING btree ("band4");