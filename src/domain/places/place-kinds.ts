// The kinds of place this portal knows, written once.

/**
 * Places with a page of their own (/{lang}/{kind}/{name}/{id}). A
 * development is an estate shown as a new project: same id, same data.
 */
export const PLACE_PAGE_KINDS = ["building", "block", "estate", "phase", "district", "development"] as const;
export type PlacePageKind = (typeof PLACE_PAGE_KINDS)[number];

/** Places whose registered transactions are listed together: a building, the buildings of a block, phase or estate, or a district. */
export const TRANSACTION_SCOPE_KINDS = ["building", "block", "phase", "estate", "district"] as const;
export type TransactionScopeKind = (typeof TRANSACTION_SCOPE_KINDS)[number];
export type TransactionScope = { kind: TransactionScopeKind; id: number };

/** The place a page shows, in the terms of the data: a development is its estate. */
export function placeOfPage(kind: PlacePageKind, id: number): TransactionScope {
  return { kind: kind === "development" ? "estate" : kind, id };
}
