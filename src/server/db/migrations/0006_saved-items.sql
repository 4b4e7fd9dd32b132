CREATE TABLE "alert_cursor" (
	"id" smallint PRIMARY KEY NOT NULL,
	"row_version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"saved_search_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"listing_id" integer NOT NULL,
	"price" double precision NOT NULL,
	"reason" smallint NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"saved_search_id" bigint,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_properties" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"saved_type" smallint NOT NULL,
	"listing_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_sets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"search_type" smallint NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"criteria_key" text NOT NULL,
	"notification_enabled" boolean DEFAULT true NOT NULL,
	"notification_frequency" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_saved_search_id_saved_search_sets_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_search_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_unsubscribe_tokens" ADD CONSTRAINT "alert_unsubscribe_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_unsubscribe_tokens" ADD CONSTRAINT "alert_unsubscribe_tokens_saved_search_id_saved_search_sets_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_search_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_properties" ADD CONSTRAINT "saved_properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_properties" ADD CONSTRAINT "saved_properties_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_sets" ADD CONSTRAINT "saved_search_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_set_listing_price_key" ON "alert_deliveries" USING btree ("saved_search_id","listing_id","price");--> statement-breakpoint
CREATE INDEX "alert_deliveries_pending_idx" ON "alert_deliveries" USING btree ("user_id") WHERE mailed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_properties_user_type_listing_key" ON "saved_properties" USING btree ("user_id","saved_type","listing_id");--> statement-breakpoint
CREATE INDEX "saved_properties_user_type_created_idx" ON "saved_properties" USING btree ("user_id","saved_type","created_at");--> statement-breakpoint
CREATE INDEX "saved_properties_listing_idx" ON "saved_properties" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "saved_search_sets_user_key_idx" ON "saved_search_sets" USING btree ("user_id","criteria_key");--> statement-breakpoint
CREATE INDEX "saved_search_sets_user_created_idx" ON "saved_search_sets" USING btree ("user_id","created_at");