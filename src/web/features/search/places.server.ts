import * as OpenCC from "opencc-js";
import districts from "../../../../data/districts.json" with { type: "json" };
import regions from "../../../../data/regions.json" with { type: "json" };
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import { placeTreeToJson, type PlaceTree, type PlaceTreeJson } from "./place-tree.ts";

// Server only: the district tree comes with the page in its language, so the
// browser never ships the reference files or OpenCC.
const toSimplified = OpenCC.Converter({ from: "hk", to: "cn" });

type Named = { nameEn: string; nameZhHk: string };
const nameIn = (place: Named, language: LanguageCode) =>
  language === "en" ? place.nameEn : language === "zh-hk" ? place.nameZhHk : toSimplified(place.nameZhHk);

const cache = new Map<LanguageCode, PlaceTreeJson>();

/** The tree in the page's language as the loader data's JSON text (see PlaceTreeJson), made once per language. */
export function placeTreeJson(language: LanguageCode): PlaceTreeJson {
  const cached = cache.get(language);
  if (cached) return cached;
  const collator = new Intl.Collator(language === "en" ? "en" : language === "zh-hk" ? "zh-Hant-HK-u-co-stroke" : "zh-Hans-CN-u-co-pinyin");
  const tree: PlaceTree = regions.map((region) => ({
    id: region.id,
    areaId: region.areaId,
    name: nameIn(region, language),
    districts: districts
      .filter((d) => d.regionId === region.id)
      .map((d) => ({ id: d.id, name: nameIn(d, language) }))
      .sort((a, b) => collator.compare(a.name, b.name)),
  }));
  const json = placeTreeToJson(tree);
  cache.set(language, json);
  return json;
}
