// GET /api/map/placelabels?south=22.26&west=114.16&north=22.28&east=114.18&languageId=2:
// the names of estates and buildings inside a rectangle, for the offline map
// at street zoom (see domain/map/place-label-cells.ts).
import { z } from "zod";
import { PLACE_LABEL_LIMIT, PLACE_LABEL_MAX_SPAN } from "../map/place-label-cells.ts";

/** A coordinate as written in an address: a plain decimal, no exponent, no empty text. */
const coordinate = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,17})?$/, { error: "a decimal number of degrees" })
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));

export const placeLabelsQuerySchema = z
  .strictObject({
    south: coordinate(90),
    west: coordinate(180),
    north: coordinate(90),
    east: coordinate(180),
    languageId: z.coerce.number().int().min(1).max(3).default(1),
    limit: z.coerce.number().int().min(1).max(PLACE_LABEL_LIMIT.max).default(PLACE_LABEL_LIMIT.default),
  })
  .superRefine((q, ctx) => {
    if (q.south >= q.north) ctx.addIssue({ code: "custom", path: ["south"], message: "south is not below north" });
    if (q.west >= q.east) ctx.addIssue({ code: "custom", path: ["west"], message: "west is not left of east" });
    if (q.north - q.south > PLACE_LABEL_MAX_SPAN || q.east - q.west > PLACE_LABEL_MAX_SPAN)
      ctx.addIssue({ code: "custom", path: ["north"], message: `more than ${String(PLACE_LABEL_MAX_SPAN)} degrees on a side` });
  });
export type PlaceLabelsQuery = z.output<typeof placeLabelsQuerySchema>;

export const placeLabelsResponseSchema = z.strictObject({
  /** The most prominent first (an estate or building with more homes), at most `limit`. */
  places: z.array(
    z.strictObject({
      id: z.number().int(),
      kind: z.enum(["estate", "building"]),
      name: z.string(),
      at: z.tuple([z.number(), z.number()]),
      /** 0 for the place with the most homes of all: a map merging answers keeps the lower ranks when names collide. */
      rank: z.number().int().min(0),
    }),
  ),
});
export type PlaceLabels = z.output<typeof placeLabelsResponseSchema>;
