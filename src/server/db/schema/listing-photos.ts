import { integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { listings } from "./listings.ts";

// One row per photo. The image itself is generated on first request from its
// key (see server/services/photos), so a row is a few bytes: kind and key make
// the path /media/{kind}/{key}/{size}.webp; caption is a code whose words are
// in data/photo-captions.json.
export const listingPhotos = pgTable(
  "listing_photos",
  {
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    /** PP property, BP building, FP floor plan. */
    type: text("type").notNull(),
    /** property | building | floorplan */
    kind: text("kind").notNull(),
    imageKey: text("image_key").notNull(),
    captionCode: smallint("caption_code").notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.position] })],
);
