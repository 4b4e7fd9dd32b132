import { LISTING_PURPOSE } from "../listing/purpose.ts";

/** The purpose a listing was saved or viewed under: for sale (1) or for rent (2). */
export type SavedPurpose = typeof LISTING_PURPOSE.Sale | typeof LISTING_PURPOSE.Rent;

/** A card's or a page's purpose as the saved lists keep it. */
export function savedPurposeOf(purpose: "sale" | "rent"): SavedPurpose {
  return purpose === "rent" ? LISTING_PURPOSE.Rent : LISTING_PURPOSE.Sale;
}

/**
 * The purpose a saved card shows: the one it was saved under when the listing still offers it (a listing for
 * sale and rent hearted from a rent search stays a rental), else what the listing offers (sale first).
 */
export function savedCardPurpose(
  item: { salePrice: number | null; leasePrice: number | null },
  savedUnder: number | null | undefined,
): "sale" | "rent" {
  if (savedUnder === LISTING_PURPOSE.Rent && item.leasePrice !== null) return "rent";
  if (savedUnder === LISTING_PURPOSE.Sale && item.salePrice !== null) return "sale";
  return item.salePrice !== null ? "sale" : "rent";
}
