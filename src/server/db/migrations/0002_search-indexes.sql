-- Search indexes (issue 5). Searches read only available listings of one
-- purpose group (sale: purpose 1 or 3; rent: 2 or 3), so the indexes are
-- partial on exactly those predicates (the search SQL writes the purposes as
-- constants so the planner can match them). Each carries every filter column
-- in INCLUDE, so the exact count and the page of ids are index-only scans
-- once the visibility map is set (autovacuum, or VACUUM after a bulk seed).
-- The key order matches the default sort: quality score descending, id.
CREATE INDEX IF NOT EXISTS "search_sale_quality_idx" ON "listings" ("quality_score" DESC, "id")
  INCLUDE ("district_id", "region_id", "sale_price", "bedrooms", "saleable_size", "gross_size", "layout", "building_id",
           "has_carpark", "has_maid_room", "has_outdoor_space", "is_virtual", "is_video", "is_exclusive")
  WHERE "available" AND "purpose" IN (1, 3);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_rent_quality_idx" ON "listings" ("quality_score" DESC, "id")
  INCLUDE ("district_id", "region_id", "rent_price", "bedrooms", "saleable_size", "gross_size", "layout", "building_id",
           "has_carpark", "has_maid_room", "has_outdoor_space", "is_virtual", "is_video", "is_exclusive")
  WHERE "available" AND "purpose" IN (2, 3);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_sale_district_idx" ON "listings" ("district_id", "quality_score" DESC, "id")
  INCLUDE ("region_id", "sale_price", "bedrooms", "saleable_size", "gross_size", "layout", "building_id",
           "has_carpark", "has_maid_room", "has_outdoor_space", "is_virtual", "is_video", "is_exclusive")
  WHERE "available" AND "purpose" IN (1, 3);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_rent_district_idx" ON "listings" ("district_id", "quality_score" DESC, "id")
  INCLUDE ("region_id", "rent_price", "bedrooms", "saleable_size", "gross_size", "layout", "building_id",
           "has_carpark", "has_maid_room", "has_outdoor_space", "is_virtual", "is_video", "is_exclusive")
  WHERE "available" AND "purpose" IN (2, 3);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_building_idx" ON "listings" ("building_id", "quality_score" DESC, "id")
  INCLUDE ("purpose", "sale_price", "rent_price", "bedrooms", "saleable_size", "gross_size", "layout")
  WHERE "available";
