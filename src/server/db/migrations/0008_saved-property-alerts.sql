CREATE TABLE "saved_property_alert_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"frequency" smallint DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_property_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"saved_property_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"listing_id" integer NOT NULL,
	"event" smallint NOT NULL,
	"price" double precision NOT NULL,
	"previous_price" double precision,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alert_unsubscribe_tokens" ADD COLUMN "saved_properties" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_properties" ADD COLUMN "known_sale_price" bigint;--> statement-breakpoint
ALTER TABLE "saved_properties" ADD COLUMN "known_rent_price" integer;--> statement-breakpoint
ALTER TABLE "saved_properties" ADD COLUMN "known_available" boolean;--> statement-breakpoint
ALTER TABLE "saved_property_alert_settings" ADD CONSTRAINT "saved_property_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_property_alerts" ADD CONSTRAINT "saved_property_alerts_saved_property_id_saved_properties_id_fk" FOREIGN KEY ("saved_property_id") REFERENCES "public"."saved_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_property_alerts" ADD CONSTRAINT "saved_property_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_property_alerts" ADD CONSTRAINT "saved_property_alerts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_property_alerts_property_event_price_key" ON "saved_property_alerts" USING btree ("saved_property_id","event","price");--> statement-breakpoint
CREATE INDEX "saved_property_alerts_pending_idx" ON "saved_property_alerts" USING btree ("user_id") WHERE mailed_at is null;--> statement-breakpoint
-- Favourites saved before this migration start from the listing as it stands: what is already so is not news.
UPDATE "saved_properties" s SET "known_sale_price" = l."sale_price", "known_rent_price" = l."rent_price", "known_available" = l."available"
  FROM "listings" l WHERE l."id" = s."listing_id" AND s."saved_type" = 1;
