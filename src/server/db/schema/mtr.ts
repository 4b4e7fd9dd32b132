import { index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { geoPoint, trilingualNames } from "./columns.ts";
import { districts } from "./districts.ts";

export const mtrLines = pgTable("mtr_lines", {
  code: text("code").primaryKey(),
  ...trilingualNames(),
  colour: text("colour").notNull(),
});

export const mtrStations = pgTable(
  "mtr_stations",
  {
    id: integer("id").primaryKey(),
    code: text("code").notNull().unique(),
    ...trilingualNames(),
    ...geoPoint(),
    /** Nearest locality centre, for "stations in this district". */
    districtId: smallint("district_id")
      .notNull()
      .references(() => districts.id),
  },
  (t) => [index("mtr_stations_lat_lng_idx").on(t.lat, t.lng)],
);

export const mtrStationLines = pgTable(
  "mtr_station_lines",
  {
    stationId: integer("station_id")
      .notNull()
      .references(() => mtrStations.id),
    lineCode: text("line_code")
      .notNull()
      .references(() => mtrLines.code),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.lineCode] })],
);
