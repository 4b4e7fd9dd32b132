// The request mix, drawn from what visitors do (issue 5):
// - search: district + price + bedrooms for rent and for sale, building
//   keyword searches, deep pages, other sorts;
// - count: the filter panel's "Show N Results" for the same filters;
// - suggestions: keywords typed one character at a time (English and Chinese);
// - map pins at every zoom layer over random viewports;
// - properties by ids (a saved list), listing detail and place pages;
// - server-rendered pages (ssr-detail, ssr-search, ssr-district): see
//   ssr-scenarios.ts; the -member routes are the same pages asked by a
//   signed-in member (the session cookie of bench/member-session.ts).
// A seeded random makes runs comparable.
import type { BenchRequest } from "./load.ts";
import { ssrDetailRequest, ssrDistrictRequest, ssrSearchRequest, type SsrListing } from "./ssr-scenarios.ts";

export type Reference = {
  districtIds: number[];
  buildingIds: number[];
  buildingKeywords: string[];
  maxListingId: number;
  ssrListings: SsrListing[];
  memberCookie?: string;
};

export function createRandom(seed: number) {
  let s = seed >>> 0;
  const next = () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(a: readonly T[]): T => a[Math.floor(next() * a.length)]!,
  };
}

const TYPED = [
  "tai koo shing",
  "kornhill",
  "whampoa garden",
  "mei foo",
  "south horizons",
  "太古城",
  "黄埔花园",
  "康怡花園",
  "beacon hill",
  "repulse bay",
];
const SORTS = ["qualityscore", "price", "netsize", "updateddate", "pricepersqft", "district", "name"];

export function searchBody(ref: Reference, rnd: ReturnType<typeof createRandom>): Record<string, unknown> {
  const rent = rnd.next() < 0.5;
  const roll = rnd.next();
  if (roll < 0.2) return { listingTypeId: rent ? 2 : 1, keyword: rnd.pick(ref.buildingKeywords) };
  const districts = Array.from({ length: rnd.int(1, 3) }, () => rnd.pick(ref.districtIds));
  const body: Record<string, unknown> = {
    listingTypeId: rent ? 2 : 1,
    district: [...new Set(districts)].join(","),
    priceMin: rent ? rnd.pick([0, 15000, 25000, 40000]) : rnd.pick([0, 400, 800, 1200]),
    priceMax: rent ? rnd.pick([0, 40000, 60000, 100000]) : rnd.pick([0, 1600, 2000, 5000]),
    bedroomMin: rnd.pick([0, 1, 2, 3]),
  };
  if ((body.priceMax as number) > 0 && (body.priceMin as number) > (body.priceMax as number)) body.priceMax = 0;
  if (roll > 0.9) body.pageNumber = rnd.int(5, 40); // deep pages
  if (rnd.next() < 0.3) {
    body.sortBy = rnd.pick(SORTS);
    body.orderBy = rnd.pick(["asc", "desc"]);
  }
  if (rnd.next() < 0.15) body.district = "";
  return body;
}

export function nextRequestFor(route: string, ref: Reference, rnd: ReturnType<typeof createRandom>): BenchRequest {
  switch (route) {
    case "search":
      return { route, method: "POST", path: "/api/property/search", body: searchBody(ref, rnd) };
    case "count": {
      const { pageNumber: _p, sortBy: _s, orderBy: _o, ...body } = searchBody(ref, rnd);
      return { route, method: "POST", path: "/api/property/search/count", body };
    }
    case "suggestions": {
      const word = rnd.pick(TYPED);
      const chinese = /[^\x00-\x7f]/.test(word);
      const len = rnd.int(chinese ? 1 : 3, [...word].length);
      return {
        route,
        method: "POST",
        path: "/api/data/getkeywordsuggestions",
        body: { keyword: [...word].slice(0, len).join(""), listingTypeId: rnd.pick([1, 2, 4]), searchResultType: -1, searchResultId: 0 },
      };
    }
    case "mappins": {
      const zoom = rnd.pick([10, 11, 12, 13, 14, 15, 16, 17, 18]);
      const span = 0.6 / 2 ** (zoom - 10);
      const lat = 22.2 + rnd.next() * 0.25;
      const lng = 113.95 + rnd.next() * 0.3;
      const body: Record<string, unknown> = {
        zoom,
        listingTypeId: rnd.pick([1, 2]),
        bounds: { ne: { lat: lat + span / 2, lng: lng + span }, sw: { lat: lat - span / 2, lng: lng - span } },
      };
      if (rnd.next() < 0.3) body.bedroomMin = rnd.int(1, 3);
      return { route, method: "POST", path: "/api/property/mappins", body };
    }
    case "byids":
      return {
        route,
        method: "POST",
        path: "/api/property/getpropertiesbyids",
        body: { CurrencyType: rnd.pick([1, 3]), PropertyListingIds: Array.from({ length: 24 }, () => rnd.int(1, ref.maxListingId)) },
      };
    case "detail":
      return { route, method: "GET", path: `/api/property/${rnd.int(1, ref.maxListingId)}` };
    case "place":
      return rnd.next() < 0.5
        ? { route, method: "GET", path: `/api/place/building/${rnd.pick(ref.buildingIds)}` }
        : { route, method: "GET", path: `/api/place/district/${rnd.pick(ref.districtIds)}` };
    case "ssr-detail":
      return ssrDetailRequest(ref.ssrListings, rnd);
    case "ssr-search":
      return ssrSearchRequest(ref.districtIds, rnd);
    case "ssr-district":
      return ssrDistrictRequest(ref.districtIds, rnd);
    case "ssr-detail-member":
    case "ssr-search-member":
    case "ssr-district-member": {
      if (!ref.memberCookie) throw new Error(`${route} needs a signed-in member`);
      const page = nextRequestFor(route.replace(/-member$/, ""), ref, rnd);
      return { ...page, route, headers: { ...page.headers, cookie: ref.memberCookie } };
    }
    default:
      return { route: "healthz", method: "GET", path: "/healthz" };
  }
}
