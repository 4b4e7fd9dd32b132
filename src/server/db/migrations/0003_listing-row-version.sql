CREATE TABLE "listing_removals" (
	"id" integer PRIMARY KEY NOT NULL,
	"row_version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "row_version" bigint;--> statement-breakpoint
CREATE INDEX "listings_row_version_idx" ON "listings" USING btree ("row_version");--> statement-breakpoint
-- Change tracking for the in-memory listing index (services/listing-index):
-- every insert and update takes the next number of one sequence, a delete
-- leaves its id in listing_removals, and a TRUNCATE leaves id 0 there. The
-- index polls for versions above the last it has seen. Rows that existed
-- before this migration keep a null version (read as 0): no table rewrite.
CREATE SEQUENCE IF NOT EXISTS "listing_row_version_seq";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listings_stamp_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.row_version := nextval('listing_row_version_seq');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_row_version" BEFORE INSERT OR UPDATE ON "listings"
  FOR EACH ROW EXECUTE FUNCTION "listings_stamp_row_version"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listings_record_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_removals (id, row_version) VALUES (OLD.id, nextval('listing_row_version_seq'))
    ON CONFLICT (id) DO UPDATE SET row_version = excluded.row_version;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listings_record_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_removals (id, row_version) VALUES (0, nextval('listing_row_version_seq'))
    ON CONFLICT (id) DO UPDATE SET row_version = excluded.row_version;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_removed" AFTER DELETE ON "listings"
  FOR EACH ROW EXECUTE FUNCTION "listings_record_removal"();
--> statement-breakpoint
CREATE TRIGGER "listings_truncated" AFTER TRUNCATE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "listings_record_truncate"();
