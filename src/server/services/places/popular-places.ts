// The home page's popular places: the districts and the buildings with the
// most available listings for sale (or for rent), most first, ties by name
// in the page's language. Counted by the in-memory listing index and kept
// for POPULAR_TTL_MS per purpose and language: the order moves slowly.
import { languageOfId } from "../../../domain/i18n/languages.ts";
import { createKeyedSnapshots } from "../cache/timed-snapshot.ts";
import type { ListingIndex } from "../listing-index/listing-index.ts";
import { placeFilters } from "../../../domain/search/search-filters.ts";

export type PopularPlace = { id: number; name: string; count: number };
export type Popular = { districts: PopularPlace[]; buildings: PopularPlace[] };
export type PopularPlaces = { get(purpose: 1 | 2, languageId: number): Promise<Popular> };

const TOP = 8;
const POPULAR_TTL_MS = 5 * 60_000;

export function createPopularPlaces(index: ListingIndex, now: () => number = Date.now): PopularPlaces {
  const kept = createKeyedSnapshots<Popular>({ ttlMs: POPULAR_TTL_MS, maxEntries: 8, now });
  const load = async (purpose: 1 | 2, languageId: number): Promise<Popular> => {
    const filters = placeFilters(purpose, null);
    const column = `name_${languageOfId(languageId).nameColumn}` as const;
    const [byDistrict, byBuilding, places] = await Promise.all([
      index.aggregate(filters, "district", null),
      index.aggregate(filters, "building", null),
      index.places(),
    ]);
    const top = (counted: PopularPlace[]) => counted.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, TOP);
    return {
      districts: top(
        places.districts.flatMap((d) => {
          const n = byDistrict.get(d.id)?.n;
          return n ? [{ id: d.id, name: d[column], count: n }] : [];
        }),
      ),
      buildings: top(
        [...byBuilding].flatMap(([id, t]) => {
          const b = places.buildings.get(id);
          return b ? [{ id, name: b[column], count: t.n }] : [];
        }),
      ),
    };
  };
  return { get: (purpose, languageId) => kept.get(`${purpose}:${languageOfId(languageId).code}`, () => load(purpose, languageId)) };
}
