// GET /api/place/{kind}/{id}?currency=usd&languageId=2&transactionsPage=2
import { z } from "zod";
import { listingDetailQuerySchema } from "./listing-detail-request.ts";
import { PLACE_PAGE_KINDS } from "../places/place-kinds.ts";

export const placeParamsSchema = z.strictObject({
  kind: z.enum(PLACE_PAGE_KINDS),
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const placeQuerySchema = listingDetailQuerySchema;
