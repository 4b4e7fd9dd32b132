import { mainlandTerms, toSimplified } from "../src/server/text/simplified-chinese.ts";

export type Catalog = Record<string, string>;

/**
 * Simplified Chinese is derived from the Traditional (Hong Kong) catalog at
 * build time with OpenCC's phrase dictionaries and our glossary (decision
 * 0025); the overrides file holds whole sentences written for mainland
 * readers, which go through the glossary too so each concept keeps one term.
 */
export function simplifiedCatalog(traditional: Catalog, overrides: Catalog): Catalog {
  const result: Catalog = {};
  for (const [key, text] of Object.entries(traditional)) result[key] = toSimplified(text);
  for (const [key, text] of Object.entries(overrides)) result[key] = mainlandTerms(text);
  return result;
}
