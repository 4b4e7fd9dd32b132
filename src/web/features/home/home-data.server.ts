import type { PortalServices } from "../../../server/services/portal-services.ts";
import type { ResultItem } from "../../../server/services/search/result-item.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { createSearchQuery } from "../../../domain/search/query.ts";
import { toSearchRequest } from "../../../domain/search/request.ts";
import { languageIdFromCode, type LanguageCode } from "../../../domain/i18n/languages.ts";
import { LISTING_PURPOSE } from "../../../domain/listing/purpose.ts";
import type { PopularPlace } from "./popular-places.tsx";

export type HomeData = {
  popular: { sale: { districts: PopularPlace[]; buildings: PopularPlace[] }; rent: { districts: PopularPlace[]; buildings: PopularPlace[] } };
  featured: ResultItem[];
};

// The whole territory, for counting listings per district and per building.
const HONG_KONG = { ne: { lat: 22.57, lng: 114.45 }, sw: { lat: 22.15, lng: 113.82 } };
const TOP = 8;
const TTL_MS = 5 * 60_000;
const cache = new Map<string, { at: number; data: Promise<HomeData> }>();

async function popular(services: PortalServices, languageId: number, purpose: 1 | 2) {
  const request = { ...toSearchRequest(createSearchQuery({ languageId, listingTypeId: purpose })), bounds: HONG_KONG };
  const [districts, buildings] = await Promise.all([
    services.mapPins.pins({ ...request, zoom: 11 }),
    services.mapPins.pins({ ...request, zoom: 13 }),
  ]);
  const top = (pins: typeof districts.pins) =>
    [...pins].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, TOP).map((p) => ({ id: p.id, name: p.name, count: p.count }));
  return { districts: top(districts.pins), buildings: top(buildings.pins) };
}

async function load(services: PortalServices, language: LanguageCode, currencyId: CurrencyId): Promise<HomeData> {
  const languageId = languageIdFromCode(language);
  const featuredRequest = (purpose: 1 | 2) => ({ ...toSearchRequest(createSearchQuery({ languageId, listingTypeId: purpose })), pageSize: 4 });
  const [sale, rent, featuredSale, featuredRent] = await Promise.all([
    popular(services, languageId, LISTING_PURPOSE.Sale),
    popular(services, languageId, LISTING_PURPOSE.Rent),
    services.search.search(featuredRequest(1), currencyId),
    services.search.search(featuredRequest(2), currencyId),
  ]);
  return { popular: { sale, rent }, featured: [...featuredSale.properties, ...featuredRent.properties] };
}

/** Popular places and featured listings change slowly: kept five minutes per language and currency. */
export function homeData(services: PortalServices, language: LanguageCode, currencyId: CurrencyId): Promise<HomeData> {
  const key = `${language}:${String(currencyId)}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.data;
  const data = load(services, language, currencyId);
  cache.set(key, { at: Date.now(), data });
  data.catch(() => cache.delete(key));
  return data;
}
