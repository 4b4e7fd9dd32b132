// The region → district tree of the search pages' district picker, read
// from the database (the regions and districts tables) and kept: it changes
// only when the market data is reloaded. Per language the tree is built
// once per snapshot: names in that language, districts in its collation
// order (stroke order for Traditional, pinyin for Simplified Chinese).
import type { Database } from "../../db/client.ts";
import { districtList, regionList } from "../../db/places/district-queries.ts";
import { languageOfId, type NamesKey } from "../../../domain/i18n/languages.ts";
import { createTimedSnapshot } from "../cache/timed-snapshot.ts";

type TreeDistrict = { id: number; name: string };
export type TreeRegion = { id: number; areaId: number; name: string; districts: TreeDistrict[] };

export type DistrictTree = { get(languageId: number): Promise<readonly TreeRegion[]> };

const RELOAD_MS = 5 * 60_000;
type Named = { nameEn: string; nameZhHk: string; nameZhCn: string };
const COLUMN: Record<NamesKey, keyof Named> = { en: "nameEn", zhHk: "nameZhHk", zhCn: "nameZhCn" };

export function createDistrictTree(database: Database, now: () => number = Date.now): DistrictTree {
  const snapshot = createTimedSnapshot(
    async () => {
      const [regionRows, districtRows] = await Promise.all([regionList(database), districtList(database)]);
      return { regionRows, districtRows, byLanguage: new Map<NamesKey, TreeRegion[]>() };
    },
    { ttlMs: RELOAD_MS, now },
  );

  return {
    async get(languageId) {
      const { regionRows, districtRows, byLanguage } = await snapshot.get();
      const language = languageOfId(languageId);
      let tree = byLanguage.get(language.key);
      if (!tree) {
        const column = COLUMN[language.key];
        const collator = new Intl.Collator(language.collation);
        tree = regionRows.map((region) => ({
          id: region.id,
          areaId: region.areaId,
          name: region[column],
          districts: districtRows
            .filter((d) => d.regionId === region.id)
            .map((d) => ({ id: d.id, name: d[column] }))
            .sort((a, b) => collator.compare(a.name, b.name)),
        }));
        byLanguage.set(language.key, tree);
      }
      return tree;
    },
  };
}
