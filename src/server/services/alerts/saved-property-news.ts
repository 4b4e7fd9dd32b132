// The saved properties' side of an alert scan and of an alert e-mail: the
// favourites of the changed listings are compared with what their members
// knew (a price drop, off or back on the market), the news is recorded once
// per (saved property, event, price), and the known state moves on.
import { convertFromHkd, type CurrencyId } from "../../../domain/money/currency.ts";
import { formatPrice } from "../../../domain/money/price.ts";
import { listingPath } from "../../../domain/listing/listing-path.ts";
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import { nextKnown, PROPERTY_ALERT_EVENT, propertyNews, sameKnown, type KnownState } from "../../../domain/saved/property-alert-events.ts";
import type { Executor } from "../../db/client.ts";
import {
  favouritesOfListings,
  insertPropertyAlerts,
  writeKnownStates,
  type ChangedListingRow,
  type FoundPropertyAlert,
  type PendingPropertyAlertRow,
} from "../../db/alerts/alert-queries.ts";
import type { ResultItem } from "../search/result-item.ts";

/** Records the news of these changed listings for their favourites; answers how many were new. Run in a transaction. */
export async function recordPropertyNews(tx: Executor, changed: readonly ChangedListingRow[], now: Date): Promise<number> {
  if (changed.length === 0) return 0;
  const byId = new Map(changed.map((r) => [r.id, r]));
  const found: FoundPropertyAlert[] = [];
  const moved: (KnownState & { id: number })[] = [];
  for (const row of await favouritesOfListings(
    tx,
    changed.map((r) => r.id),
  )) {
    const listing = byId.get(row.listingId)!;
    const current = { salePrice: listing.salePrice, rentPrice: listing.rentPrice, available: listing.available };
    const known = { salePrice: row.knownSalePrice, rentPrice: row.knownRentPrice, available: row.knownAvailable };
    const next = nextKnown(known, current);
    if (sameKnown(known, next)) continue;
    moved.push({ id: row.id, ...next });
    // News of a member who would not get it (alerts off, address not confirmed) is not kept for later.
    if (!row.alerted) continue;
    for (const news of propertyNews(known, current))
      found.push({ savedPropertyId: row.id, userId: row.userId, listingId: row.listingId, ...news });
  }
  await writeKnownStates(tx, moved);
  return insertPropertyAlerts(tx, found, now);
}

/** The saved-properties section of a member's alert e-mail, from their pending news and the listings' cards. */
export function propertyListings(
  rows: readonly PendingPropertyAlertRow[],
  cards: ReadonlyMap<number, ResultItem>,
  view: { language: LanguageCode; currencyId: CurrencyId; publicUrl: string },
) {
  const { language, currencyId, publicUrl } = view;
  const money = (hkd: number) => formatPrice(convertFromHkd(hkd, currencyId), { currencyId, language });
  return rows.flatMap((row) => {
    const card = cards.get(row.listingId);
    if (!card) return [];
    const rent = row.event === PROPERTY_ALERT_EVENT.RentPriceDrop || (card.salePrice === null && card.leasePrice !== null);
    return [
      {
        title: card.building,
        detail: [card.district, card.sizeSaleable ? `${String(card.sizeSaleable)} ft²` : ""].filter(Boolean).join(" · "),
        price: money(row.price),
        image: card.images[0] ? new URL(card.images[0].path, publicUrl).href : null,
        link: `${publicUrl}${listingPath(language, rent ? "rent" : "sale", card.building, card.referenceId)}`,
        event: row.event,
        previousPrice: row.previousPrice === null ? null : money(row.previousPrice),
      },
    ];
  });
}
