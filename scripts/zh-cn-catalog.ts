import * as OpenCC from "opencc-js";

export type Catalog = Record<string, string>;

const toSimplified = OpenCC.Converter({ from: "hk", to: "cn" });

/**
 * Simplified Chinese is derived from the Traditional (Hong Kong) catalog at
 * build time; the overrides file holds the words that differ in usage, not
 * just in script (e.g. 屋苑 reads better as 小区 on the mainland).
 */
export function simplifiedCatalog(traditional: Catalog, overrides: Catalog): Catalog {
  const result: Catalog = {};
  for (const [key, text] of Object.entries(traditional)) result[key] = toSimplified(text);
  return { ...result, ...overrides };
}
