// The browse side's answers as the API document shows them: the fields a
// caller reads, each object open to the fields a later release adds. The
// server does not parse its answers with these (the cards' JSON is written
// once and kept, decision 0015); they are the document's contract.
import { z } from "zod";

const count = z.number().int().min(0);
/** A result card as search answers it. */
const resultCard = z.looseObject({ id: z.number().int(), referenceId: z.string(), price: z.number().nullable() });

export const searchResponseSchema = z.object({
  pager: z.object({ currentPage: z.number().int(), totalPages: count, totalItems: count }),
  properties: z.array(resultCard),
});
export const searchCountResponseSchema = z.object({ totalItems: count });
/** Off-market listings come back with isAvaliable false (the spec's spelling); unknown ids are left out. */
export const propertiesByIdsResponseSchema = z.object({
  data: z.object({ properties: z.array(resultCard.extend({ isAvaliable: z.boolean() })) }),
});
export const keywordSuggestionsResponseSchema = z.object({
  data: z.object({
    groups: z.array(
      z.object({
        key: z.string(),
        items: z.array(z.looseObject({ resultId: z.number().int(), result: z.string(), type: z.number().int(), count })),
      }),
    ),
  }),
});
export const mapPinsResponseSchema = z.looseObject({
  layer: z.enum(["PROPERTY", "BUILDING", "DISTRICT", "AREA"]),
  pins: z.array(z.looseObject({})),
});
export const baseLayerResponseSchema = z.looseObject({
  councils: z.array(z.looseObject({})),
  localities: z.array(z.looseObject({})),
  lines: z.array(z.looseObject({})),
  stations: z.array(z.looseObject({})),
});
const photos = z.array(z.looseObject({}));
/** The listing page's data: the card, its photos (PP listing, BP building, FP floor plans), facts, agent and history. */
export const listingDetailResponseSchema = z.looseObject({
  listing: resultCard,
  /** When the listing was first advertised (ISO 8601): the advertisement date its page shows. */
  listedAt: z.iso.datetime(),
  photos: z.object({ PP: photos, BP: photos, FP: photos }),
  agent: z.looseObject({ id: z.number().int(), name: z.string(), licenceNo: z.string() }).nullable(),
});
/** A building's, block's, estate's, phase's, district's or development's page data. */
export const placeResponseSchema = z.looseObject({
  kind: z.string(),
  id: z.number().int(),
  name: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
