// GET /api/property/{id}?currency=usd&languageId=2&transactionsPage=2
import { z } from "zod";
import { CURRENCIES } from "../money/currency.ts";

const codes = CURRENCIES.map((c) => c.code.toLowerCase());

export const listingDetailParamsSchema = z.strictObject({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const listingDetailQuerySchema = z.strictObject({
  /** A currency code (any case); without it the currency cookie decides. */
  currency: z
    .string()
    .max(3)
    .refine((s) => codes.includes(s.toLowerCase()), { error: "unknown currency" })
    .optional(),
  languageId: z.coerce.number().int().min(0).max(3).default(1),
  transactionsPage: z.coerce.number().int().min(1).max(10_000).default(1),
});
