// Server-rendered pages for the benchmark (issue: SSR detail and search
// pages with data at 100k listings):
// - ssr-detail: GET /{lang}/property/{sale|rent}/{building name}/{id} of a
//   random available listing, built with the domain's listingPath so the
//   request is the canonical 200 and never a redirect; languages en 50 %,
//   zh-hk 30 %, zh-cn 20 %; a listing for sale and rent uses either word.
// - ssr-search: GET of a search results page built with buildSearchPath:
//   rent or sale, 1–2 districts, a price band, bedrooms, now and then another
//   sort or a later page, in the same language mix.
// - ssr-district: the page people land on from a search engine or a menu,
//   one district's results for rent or for sale with no other filter, in the
//   same language mix: the rotation of the wrk measurement.
// Both ask for a compressed body as browsers do (Accept-Encoding br, gzip).
import { DEFAULT_SEARCH_QUERY, type SearchQuery } from "../src/domain/search/query.ts";
import { buildSearchPath } from "../src/domain/search/url.ts";
import { listingPath } from "../src/domain/listing/listing-path.ts";
import type { LanguageCode } from "../src/domain/i18n/languages.ts";
import type { Queryable } from "../src/server/db/client.ts";
import type { BenchRequest } from "./load.ts";
import type { SortField } from "../src/domain/search/sort.ts";

export type SsrListing = { id: number; referenceId: string; purpose: number; names: Record<LanguageCode, string> };
type Random = { next: () => number; int: (lo: number, hi: number) => number; pick: <T>(a: readonly T[]) => T };

/** A deterministic sample of available listings with their building's names in the three languages. */
export async function ssrListings(db: Queryable, limit = 5000): Promise<SsrListing[]> {
  const rows = await db.query<{
    id: number;
    reference_id: string;
    purpose: number;
    name_en: string;
    name_zh_hk: string;
    name_zh_cn: string;
  }>(
    `select l.id, l.reference_id, l.purpose, b.name_en, b.name_zh_hk, b.name_zh_cn from listings l join buildings b on b.id = l.building_id
     where l.available order by md5(l.id::text) limit $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    referenceId: r.reference_id,
    purpose: r.purpose,
    // An empty Chinese name falls back to the English one, as the page does.
    names: { en: r.name_en, "zh-hk": r.name_zh_hk || r.name_en, "zh-cn": r.name_zh_cn || r.name_en },
  }));
}

const language = (rnd: Random): LanguageCode => {
  const roll = rnd.next();
  return roll < 0.5 ? "en" : roll < 0.8 ? "zh-hk" : "zh-cn";
};
const LANGUAGE_ID: Record<LanguageCode, number> = { en: 1, "zh-hk": 2, "zh-cn": 3 };
// BENCH_ACCEPT_ENCODING asks as another browser does, e.g. Chromium's "gzip, deflate, br, zstd" (decision 0071);
// the figures are for brotli, the default here.
const BROWSER = { "accept-encoding": process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br", accept: "text/html" };
const SORTS: SortField[] = ["price", "netsize", "updateddate", "pricepersqft"];

export function ssrDetailRequest(listings: SsrListing[], rnd: Random): BenchRequest {
  const l = rnd.pick(listings);
  const lang = language(rnd);
  const purpose = l.purpose === 2 ? "rent" : l.purpose === 1 ? "sale" : rnd.next() < 0.5 ? "sale" : "rent";
  return { route: "ssr-detail", method: "GET", path: listingPath(lang, purpose, l.names[lang], l.referenceId), headers: BROWSER };
}

export function ssrSearchRequest(districtIds: number[], rnd: Random): BenchRequest {
  const lang = language(rnd);
  const rent = rnd.next() < 0.5;
  const district = [...new Set(Array.from({ length: rnd.int(1, 2) }, () => rnd.pick(districtIds)))];
  // Query units: rent in dollars, sale in units of HK$10,000; -1 is no maximum.
  const priceMin = rent ? rnd.pick([0, 15000, 25000]) : rnd.pick([0, 400, 800]);
  const priceMax = rent ? rnd.pick([-1, 40000, 60000]) : rnd.pick([-1, 1600, 5000]);
  const query: SearchQuery = {
    ...DEFAULT_SEARCH_QUERY,
    languageId: LANGUAGE_ID[lang],
    listingTypeId: rent ? 2 : 1,
    district: rnd.next() < 0.15 ? [] : district,
    area: [],
    layout: [],
    priceMin,
    priceMax,
    bedroomMin: rnd.pick([0, 1, 2, 3]),
  };
  if (rnd.next() < 0.2) query.sortBy = rnd.pick(SORTS);
  if (rnd.next() < 0.1) query.pageNumber = rnd.int(2, 5);
  return { route: "ssr-search", method: "GET", path: buildSearchPath(query), headers: BROWSER };
}

export function ssrDistrictRequest(districtIds: number[], rnd: Random): BenchRequest {
  const query: SearchQuery = {
    ...DEFAULT_SEARCH_QUERY,
    languageId: LANGUAGE_ID[language(rnd)],
    listingTypeId: rnd.next() < 0.5 ? 2 : 1,
    district: [rnd.pick(districtIds)],
  };
  return { route: "ssr-district", method: "GET", path: buildSearchPath(query), headers: BROWSER };
}
