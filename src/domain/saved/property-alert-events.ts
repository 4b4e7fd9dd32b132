// What is news about a saved property: its sale price or rent went down, it
// went off the market, or it came back. Compared with what the member last
// knew (the listing as it was when saved, or at the last change); a rise in
// price is not news, but it is what the member knows from then on, so a later
// drop is measured from the higher price.

export const PROPERTY_ALERT_EVENT = { SalePriceDrop: 1, RentPriceDrop: 2, OffMarket: 3, BackOnMarket: 4 } as const;
export type PropertyAlertEvent = (typeof PROPERTY_ALERT_EVENT)[keyof typeof PROPERTY_ALERT_EVENT];

export interface PropertyState {
  salePrice: number | null;
  rentPrice: number | null;
  available: boolean;
}

/** What the member knew; null fields (a row saved before prices were kept) are learnt without news. */
export interface KnownState {
  salePrice: number | null;
  rentPrice: number | null;
  available: boolean | null;
}

export interface PropertyNews {
  event: PropertyAlertEvent;
  /** The price the news is about: a drop's new price; else the sale price, or the rent. */
  price: number;
  previousPrice: number | null;
}

const dropped = (before: number | null, after: number | null) => before !== null && after !== null && after < before;

export function propertyNews(known: KnownState, now: PropertyState): PropertyNews[] {
  const news: PropertyNews[] = [];
  const price = now.salePrice ?? now.rentPrice ?? 0;
  if (known.available === true && !now.available) news.push({ event: PROPERTY_ALERT_EVENT.OffMarket, price, previousPrice: null });
  if (known.available === false && now.available) news.push({ event: PROPERTY_ALERT_EVENT.BackOnMarket, price, previousPrice: null });
  // A listing off the market shows no price, so a change of it there is no news.
  if (now.available) {
    if (dropped(known.salePrice, now.salePrice))
      news.push({ event: PROPERTY_ALERT_EVENT.SalePriceDrop, price: now.salePrice!, previousPrice: known.salePrice });
    if (dropped(known.rentPrice, now.rentPrice))
      news.push({ event: PROPERTY_ALERT_EVENT.RentPriceDrop, price: now.rentPrice!, previousPrice: known.rentPrice });
  }
  return news;
}

/**
 * What the member knows after this change. Prices move only while the
 * listing is on the market: one that comes back cheaper than it left is news
 * of both kinds.
 */
export function nextKnown(known: KnownState, now: PropertyState): KnownState {
  if (now.available || known.available === null) return { ...now };
  return { salePrice: known.salePrice ?? now.salePrice, rentPrice: known.rentPrice ?? now.rentPrice, available: false };
}

export const sameKnown = (a: KnownState, b: KnownState) =>
  a.salePrice === b.salePrice && a.rentPrice === b.rentPrice && a.available === b.available;
