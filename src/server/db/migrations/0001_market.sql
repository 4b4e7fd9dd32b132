CREATE TABLE "agent_testimonials" (
	"id" integer PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"language_id" smallint NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"written_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" integer PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"licence_no" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_hk" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh_hk" text NOT NULL,
	"title_zh_cn" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text NOT NULL,
	"email" text NOT NULL,
	"languages" text[] NOT NULL,
	"district_ids" integer[] NOT NULL,
	"photo_key" text NOT NULL,
	"bio_en" text NOT NULL,
	"bio_zh_hk" text NOT NULL,
	"bio_zh_cn" text NOT NULL,
	"joined_on" date NOT NULL,
	CONSTRAINT "agents_licence_no_unique" UNIQUE("licence_no")
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_hk" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"district_id" smallint NOT NULL,
	"address_en" text NOT NULL,
	"address_zh_hk" text NOT NULL,
	"address_zh_cn" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text NOT NULL,
	"wechat_id" text,
	"email" text NOT NULL,
	"opening_hours" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "offices_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "article_translations" (
	"article_id" integer NOT NULL,
	"language_id" smallint NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "article_translations_article_id_language_id_pk" PRIMARY KEY("article_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"district_id" smallint,
	"cover_key" text NOT NULL,
	"author_agent_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_hk" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"estate_id" integer,
	"phase_id" integer,
	"block_id" integer,
	"district_id" smallint NOT NULL,
	"region_id" smallint NOT NULL,
	"street_id" integer NOT NULL,
	"street_no" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"built_year" smallint NOT NULL,
	"floors" smallint NOT NULL,
	"units_per_floor" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"has_clubhouse" boolean NOT NULL,
	"photo_key" text NOT NULL,
	"is_curated" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" smallint PRIMARY KEY NOT NULL,
	"region_id" smallint NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_hk" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"radius_km" real NOT NULL,
	"council_district" text NOT NULL,
	CONSTRAINT "districts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "special_district_members" (
	"special_district_id" smallint NOT NULL,
	"district_id" smallint NOT NULL,
	CONSTRAINT "special_district_members_special_district_id_district_id_pk" PRIMARY KEY("special_district_id","district_id")
);
--> statement-breakpoint
CREATE TABLE "special_districts" (
	"id" smallint PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_hk" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	CONSTRAINT "special_districts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" integer PRIMARY KEY NOT NULL,
	"estate_id" integer NOT NULL,
	"phase_id" integer,
	"name_en" text NOT NULL,
	"name_zh_hk" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"full_name_en" text NOT NULL,
	"full_name_zh_hk" text NOT NULL,
	"full_name_zh_cn" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estates" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_hk" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"district_id" smallint NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"built_year" smallint NOT NULL,
	"is_curated" boolean NOT NULL,
	CONSTRAINT "estates_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "phases" (
	"id" integer PRIMARY KEY NOT NULL,
	"estate_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_hk" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"full_name_en" text NOT NULL,
	"full_name_zh_hk" text NOT NULL,
	"full_name_zh_cn" text NOT NULL,
	"built_year" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"listing_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"image_key" text NOT NULL,
	"caption_code" smallint NOT NULL,
	CONSTRAINT "listing_photos_listing_id_position_pk" PRIMARY KEY("listing_id","position")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" integer PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"purpose" smallint NOT NULL,
	"available" boolean NOT NULL,
	"building_id" integer NOT NULL,
	"estate_id" integer,
	"block_id" integer,
	"district_id" smallint NOT NULL,
	"region_id" smallint NOT NULL,
	"built_year" smallint NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"layout" smallint NOT NULL,
	"sale_price" bigint,
	"rent_price" integer,
	"gross_size" integer NOT NULL,
	"saleable_size" integer NOT NULL,
	"sale_ppsf_gross" integer,
	"sale_ppsf_saleable" integer,
	"rent_ppsf_gross" real,
	"rent_ppsf_saleable" real,
	"bedrooms" smallint NOT NULL,
	"bathrooms" smallint NOT NULL,
	"maid_rooms" smallint NOT NULL,
	"floor_level" smallint NOT NULL,
	"floor_name" text NOT NULL,
	"has_carpark" boolean NOT NULL,
	"has_maid_room" boolean NOT NULL,
	"has_outdoor_space" boolean NOT NULL,
	"has_balcony" boolean NOT NULL,
	"has_terrace" boolean NOT NULL,
	"has_garden" boolean NOT NULL,
	"has_roof" boolean NOT NULL,
	"is_virtual" boolean NOT NULL,
	"is_video" boolean NOT NULL,
	"is_exclusive" boolean NOT NULL,
	"is_sole_agent" boolean NOT NULL,
	"is_joint_sole_agent" boolean NOT NULL,
	"management_fee" char(1) DEFAULT '' NOT NULL,
	"is_sale_subject_to_offer" boolean NOT NULL,
	"is_lease_subject_to_offer" boolean NOT NULL,
	"banners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quality_score" smallint NOT NULL,
	"photo_count" smallint NOT NULL,
	"agent_id" integer NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_confirmed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listings_reference_id_unique" UNIQUE("reference_id")
);
--> statement-breakpoint
CREATE TABLE "market_seed" (
	"id" smallint PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"listings" integer NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mtr_lines" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_hk" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"colour" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mtr_station_lines" (
	"station_id" integer NOT NULL,
	"line_code" text NOT NULL,
	CONSTRAINT "mtr_station_lines_station_id_line_code_pk" PRIMARY KEY("station_id","line_code")
);
--> statement-breakpoint
CREATE TABLE "mtr_stations" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_hk" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"district_id" smallint NOT NULL,
	CONSTRAINT "mtr_stations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"listing_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"purpose" smallint NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"old_price" bigint NOT NULL,
	"new_price" bigint NOT NULL,
	CONSTRAINT "price_history_listing_id_seq_pk" PRIMARY KEY("listing_id","seq")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" smallint PRIMARY KEY NOT NULL,
	"area_id" smallint NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_hk" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "regions_area_id_unique" UNIQUE("area_id"),
	CONSTRAINT "regions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "streets" (
	"id" integer PRIMARY KEY NOT NULL,
	"district_id" smallint NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_hk" text NOT NULL,
	"name_zh_cn" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" integer PRIMARY KEY NOT NULL,
	"building_id" integer NOT NULL,
	"district_id" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"transacted_on" date NOT NULL,
	"floor_level" smallint NOT NULL,
	"flat" text NOT NULL,
	"saleable_size" integer NOT NULL,
	"gross_size" integer NOT NULL,
	"price" bigint NOT NULL,
	"ppsf_saleable" real NOT NULL,
	"ppsf_gross" real NOT NULL,
	"agent_id" integer
);
--> statement-breakpoint
ALTER TABLE "agent_testimonials" ADD CONSTRAINT "agent_testimonials_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_street_id_streets_id_fk" FOREIGN KEY ("street_id") REFERENCES "public"."streets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_district_members" ADD CONSTRAINT "special_district_members_special_district_id_special_districts_id_fk" FOREIGN KEY ("special_district_id") REFERENCES "public"."special_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_district_members" ADD CONSTRAINT "special_district_members_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_station_lines" ADD CONSTRAINT "mtr_station_lines_station_id_mtr_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."mtr_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_station_lines" ADD CONSTRAINT "mtr_station_lines_line_code_mtr_lines_code_fk" FOREIGN KEY ("line_code") REFERENCES "public"."mtr_lines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_stations" ADD CONSTRAINT "mtr_stations_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streets" ADD CONSTRAINT "streets_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_testimonials_agent_idx" ON "agent_testimonials" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "agents_office_idx" ON "agents" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "articles_kind_published_idx" ON "articles" USING btree ("kind","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "buildings_district_idx" ON "buildings" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "buildings_estate_idx" ON "buildings" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "buildings_block_idx" ON "buildings" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "buildings_street_idx" ON "buildings" USING btree ("street_id");--> statement-breakpoint
CREATE INDEX "buildings_lat_lng_idx" ON "buildings" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "buildings_name_en_trgm" ON "buildings" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "buildings_name_zh_hk_trgm" ON "buildings" USING gin ("name_zh_hk" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "districts_region_idx" ON "districts" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "districts_name_en_trgm" ON "districts" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "districts_name_zh_hk_trgm" ON "districts" USING gin ("name_zh_hk" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blocks_estate_idx" ON "blocks" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "blocks_phase_idx" ON "blocks" USING btree ("phase_id");--> statement-breakpoint
CREATE INDEX "blocks_full_name_en_trgm" ON "blocks" USING gin ("full_name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blocks_full_name_zh_hk_trgm" ON "blocks" USING gin ("full_name_zh_hk" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "estates_district_idx" ON "estates" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "estates_name_en_trgm" ON "estates" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "estates_name_zh_hk_trgm" ON "estates" USING gin ("name_zh_hk" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "phases_estate_idx" ON "phases" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "phases_full_name_en_trgm" ON "phases" USING gin ("full_name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "phases_full_name_zh_hk_trgm" ON "phases" USING gin ("full_name_zh_hk" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_purpose_quality_idx" ON "listings" USING btree ("purpose","quality_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "listings_district_quality_idx" ON "listings" USING btree ("district_id","quality_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "listings_sale_price_idx" ON "listings" USING btree ("sale_price") WHERE "listings"."sale_price" is not null;--> statement-breakpoint
CREATE INDEX "listings_rent_price_idx" ON "listings" USING btree ("rent_price") WHERE "listings"."rent_price" is not null;--> statement-breakpoint
CREATE INDEX "listings_saleable_size_idx" ON "listings" USING btree ("saleable_size");--> statement-breakpoint
CREATE INDEX "listings_gross_size_idx" ON "listings" USING btree ("gross_size");--> statement-breakpoint
CREATE INDEX "listings_bedrooms_idx" ON "listings" USING btree ("bedrooms");--> statement-breakpoint
CREATE INDEX "listings_building_idx" ON "listings" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "listings_estate_idx" ON "listings" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "listings_block_idx" ON "listings" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "listings_lat_lng_idx" ON "listings" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "listings_updated_idx" ON "listings" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_agent_idx" ON "listings" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "mtr_stations_lat_lng_idx" ON "mtr_stations" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "streets_district_idx" ON "streets" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "streets_name_en_trgm" ON "streets" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "streets_name_zh_hk_trgm" ON "streets" USING gin ("name_zh_hk" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_building_date_idx" ON "transactions" USING btree ("building_id","transacted_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_district_date_idx" ON "transactions" USING btree ("district_id","transacted_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_agent_date_idx" ON "transactions" USING btree ("agent_id","transacted_on" DESC NULLS LAST);