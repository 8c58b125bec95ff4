CREATE TABLE "activity_log" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_id" text,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"brand_rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" text PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"category" text DEFAULT 'כללי' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"brand_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"user_id" text,
	"visitor_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"reporter_id" text,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_likes" (
	"user_id" text NOT NULL,
	"service_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_likes_user_id_service_id_pk" PRIMARY KEY("user_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "service_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"service_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" integer,
	"price_type" text DEFAULT 'hourly' NOT NULL,
	"currency" text DEFAULT 'ILS' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_index" integer DEFAULT 0 NOT NULL,
	"location" jsonb NOT NULL,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"operating_regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"target_skill_levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_size" jsonb,
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"status_notes" text,
	"moderated_at" timestamp with time zone,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surfboard_inquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"surfboard_id" text NOT NULL,
	"user_id" text,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surfboard_likes" (
	"user_id" text NOT NULL,
	"surfboard_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surfboard_likes_user_id_surfboard_id_pk" PRIMARY KEY("user_id","surfboard_id")
);
--> statement-breakpoint
CREATE TABLE "surfboard_views" (
	"surfboard_id" text NOT NULL,
	"viewer_key" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surfboard_views_surfboard_id_viewer_key_day_pk" PRIMARY KEY("surfboard_id","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "surfboards" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"brand_id" text,
	"model_id" text,
	"category_id" text,
	"technology_id" text,
	"condition" text NOT NULL,
	"volume" real,
	"length" real,
	"width" real,
	"thickness" real,
	"fin_setup" integer,
	"fin_system" text,
	"color" text,
	"skill_level" text,
	"availability" boolean DEFAULT true NOT NULL,
	"seller_type" text DEFAULT 'private' NOT NULL,
	"show_contact" boolean DEFAULT true NOT NULL,
	"location_text" text DEFAULT '' NOT NULL,
	"lat" double precision DEFAULT 0 NOT NULL,
	"lng" double precision DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_index" integer DEFAULT 0 NOT NULL,
	"is_sold" boolean DEFAULT false NOT NULL,
	"sold_date" timestamp with time zone,
	"sold_price" integer,
	"sold_through_website" boolean,
	"archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"moderation_status" text DEFAULT 'pending' NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderation_notes" text,
	"view_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technologies" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"google_sub" text,
	"display_name" text DEFAULT '' NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"gender" text,
	"date_of_birth" text,
	"profile_image" text,
	"profile_image_set_by_user" boolean DEFAULT false NOT NULL,
	"slug" text,
	"region" text,
	"surfing_level" text,
	"bio" text,
	"business_name" text,
	"role" text DEFAULT 'user' NOT NULL,
	"public_profile" jsonb DEFAULT '{"visible":false,"showRegion":true,"showSkillLevel":true,"showBio":true}'::jsonb NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_likes" ADD CONSTRAINT "service_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_likes" ADD CONSTRAINT "service_likes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surfboard_inquiries" ADD CONSTRAINT "surfboard_inquiries_surfboard_id_surfboards_id_fk" FOREIGN KEY ("surfboard_id") REFERENCES "public"."surfboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surfboard_inquiries" ADD CONSTRAINT "surfboard_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surfboard_likes" ADD CONSTRAINT "surfboard_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surfboard_likes" ADD CONSTRAINT "surfboard_likes_surfboard_id_surfboards_id_fk" FOREIGN KEY ("surfboard_id") REFERENCES "public"."surfboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surfboard_views" ADD CONSTRAINT "surfboard_views_surfboard_id_surfboards_id_fk" FOREIGN KEY ("surfboard_id") REFERENCES "public"."surfboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surfboards" ADD CONSTRAINT "surfboards_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surfboards" ADD CONSTRAINT "surfboards_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surfboards" ADD CONSTRAINT "surfboards_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surfboards" ADD CONSTRAINT "surfboards_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surfboards" ADD CONSTRAINT "surfboards_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_title_key" ON "brands" USING btree (lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "categories_title_key" ON "categories" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "faq_items_category_order_idx" ON "faq_items" USING btree ("category","order");--> statement-breakpoint
CREATE UNIQUE INDEX "models_brand_title_key" ON "models" USING btree ("brand_id",lower("title"));--> statement-breakpoint
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_user_idx" ON "page_views" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_reviews_one_per_user" ON "service_reviews" USING btree ("service_id","user_id");--> statement-breakpoint
CREATE INDEX "services_type_status_idx" ON "services" USING btree ("service_type","status","created_at");--> statement-breakpoint
CREATE INDEX "services_provider_idx" ON "services" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "services_city_idx" ON "services" USING btree ("city");--> statement-breakpoint
CREATE INDEX "services_search_trgm_idx" ON "services" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "surfboard_inquiries_board_idx" ON "surfboard_inquiries" USING btree ("surfboard_id");--> statement-breakpoint
CREATE INDEX "surfboard_likes_board_idx" ON "surfboard_likes" USING btree ("surfboard_id");--> statement-breakpoint
CREATE INDEX "surfboard_views_day_idx" ON "surfboard_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "surfboards_seller_idx" ON "surfboards" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "surfboards_moderation_idx" ON "surfboards" USING btree ("moderation_status","created_at");--> statement-breakpoint
CREATE INDEX "surfboards_public_created_idx" ON "surfboards" USING btree ("created_at","id") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_public_price_idx" ON "surfboards" USING btree ("price","id") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_public_length_idx" ON "surfboards" USING btree ("length","id") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_public_volume_idx" ON "surfboards" USING btree ("volume","id") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_public_views_idx" ON "surfboards" USING btree ("view_count","id") WHERE "surfboards"."moderation_status" = 'approved' and "surfboards"."archived" = false and "surfboards"."is_sold" = false and "surfboards"."availability" = true;--> statement-breakpoint
CREATE INDEX "surfboards_brand_idx" ON "surfboards" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "surfboards_model_idx" ON "surfboards" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "surfboards_category_idx" ON "surfboards" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "surfboards_technology_idx" ON "surfboards" USING btree ("technology_id");--> statement-breakpoint
CREATE INDEX "surfboards_search_trgm_idx" ON "surfboards" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "surfboards_location_trgm_idx" ON "surfboards" USING gin ("location_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "technologies_title_key" ON "technologies" USING btree (lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_key" ON "users" USING btree ("google_sub");--> statement-breakpoint
CREATE UNIQUE INDEX "users_slug_key" ON "users" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");