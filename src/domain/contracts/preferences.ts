import { z } from "zod";
import { CURRENCIES } from "../money/currency.ts";

const currencyIds = CURRENCIES.map((c) => c.id) as number[];

/**
 * GET /preferences/currency?id=3&return=/en/...: stores the currency cookie and
 * goes back. The return path must stay on this site (one leading slash), so the
 * route cannot be used as an open redirect.
 */
export const currencyPreferenceQuery = z.strictObject({
  id: z.coerce
    .number()
    .int()
    .refine((id) => currencyIds.includes(id), "Unknown currency id"),
  return: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])[^\u0000-\u001f]*$/, "Must be a path on this site")
    .default("/"),
});
