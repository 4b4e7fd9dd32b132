// Map pins: the search query plus the viewport bounds and zoom.
import { z } from "zod";
import { checkRanges, searchQueryFields } from "./search-query-fields.ts";
import { MAP_LIMITS } from "../map/constants.ts";

const point = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export const mapPinsRequestSchema = z
  .strictObject({
    ...searchQueryFields,
    bounds: z.strictObject({ ne: point, sw: point }),
    zoom: z.number().int().min(0).max(MAP_LIMITS.maxZoom),
  })
  .superRefine((value, ctx) => {
    checkRanges(value, ctx);
    if (value.bounds.sw.lat > value.bounds.ne.lat) {
      ctx.addIssue({ code: "custom", path: ["bounds"], message: "south-west is north of north-east" });
    }
  });

/** GET /api/map/baselayer?languageId=2: the offline base layer's names in a language (1 en, 2 zh-hk, 3 zh-cn). */
export const baseLayerQuerySchema = z.strictObject({
  languageId: z.coerce.number().int().min(1).max(3).default(1),
});
