CREATE TABLE "owner_listing_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_listing_id" bigint,
	"owner_user_id" uuid NOT NULL,
	"image_key" text NOT NULL,
	"file_keys" text[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "owner_listing_photos_image_key_unique" UNIQUE("image_key")
);
--> statement-breakpoint
CREATE TABLE "owner_listings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"purpose" text,
	"building_id" integer,
	"address" text DEFAULT '' NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"saleable_area" integer,
	"other_areas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gross_area" integer,
	"bedrooms" smallint,
	"bathrooms" smallint,
	"maid_room" boolean DEFAULT false NOT NULL,
	"parking" boolean DEFAULT false NOT NULL,
	"outdoor_space" boolean DEFAULT false NOT NULL,
	"asking_price" bigint,
	"rent" integer,
	"management_fee_included" boolean,
	"description" text DEFAULT '' NOT NULL,
	"contact_by" text[] DEFAULT '{}'::text[] NOT NULL,
	"agent_id" integer,
	"review_note" text,
	"reject_reason" text,
	"agreement_document_key" text,
	"listing_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"live_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "owner_listings_listing_id_unique" UNIQUE("listing_id")
);
--> statement-breakpoint
ALTER TABLE "owner_listing_photos" ADD CONSTRAINT "owner_listing_photos_owner_listing_id_owner_listings_id_fk" FOREIGN KEY ("owner_listing_id") REFERENCES "public"."owner_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_listing_photos" ADD CONSTRAINT "owner_listing_photos_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_listings" ADD CONSTRAINT "owner_listings_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_listings" ADD CONSTRAINT "owner_listings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_listings" ADD CONSTRAINT "owner_listings_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_listings" ADD CONSTRAINT "owner_listings_agreement_document_key_documents_document_key_fk" FOREIGN KEY ("agreement_document_key") REFERENCES "public"."documents"("document_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_listings" ADD CONSTRAINT "owner_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_listing_photos_listing_idx" ON "owner_listing_photos" USING btree ("owner_listing_id","position");--> statement-breakpoint
CREATE INDEX "owner_listing_photos_owner_idx" ON "owner_listing_photos" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "owner_listing_photos_unattached_idx" ON "owner_listing_photos" USING btree ("created_at") WHERE owner_listing_id is null;--> statement-breakpoint
CREATE INDEX "owner_listings_owner_idx" ON "owner_listings" USING btree ("owner_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "owner_listings_agent_idx" ON "owner_listings" USING btree ("agent_id","status");--> statement-breakpoint
CREATE INDEX "owner_listings_agreement_idx" ON "owner_listings" USING btree ("agreement_document_key");