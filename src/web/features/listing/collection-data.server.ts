import type { PortalServices } from "../../../server/modules/registry.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import type { ListingCollection } from "./listing-collection-page.tsx";

/** A page of listings holds 24, as search results do. */
export const COLLECTION_PAGE_SIZE = 24;

/** One page of a listing selection (ids from `idsFor`) as result items in the reader's currency and language. */
export async function loadCollection(
  services: PortalServices,
  idsFor: (limit: number, offset: number) => Promise<{ ids: number[]; total: number }>,
  page: number,
  currencyId: CurrencyId,
  languageId: number,
): Promise<ListingCollection> {
  const { ids, total } = await idsFor(COLLECTION_PAGE_SIZE, (page - 1) * COLLECTION_PAGE_SIZE);
  const items = ids.length === 0 ? [] : await services.search.byIds(ids, { currencyId, languageId });
  // A page past the end has no rows, hence no window total: keep the pager pointing back.
  return { items, total, page, totalPages: Math.max(page > 1 && ids.length === 0 ? 1 : 0, Math.ceil(total / COLLECTION_PAGE_SIZE)) };
}
