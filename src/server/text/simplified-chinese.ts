// Traditional (Hong Kong) → Simplified Chinese as the mainland writes it, for
// every zh-cn text the portal derives: page and mail catalogs (at build
// time), place and street names (when the market is seeded) and suggestion
// matching. Three steps (decision 0025):
//  1. OpenCC's Hong Kong phrases and variants back to OpenCC Traditional
//     (`hkp`), then its Taiwan phrase dictionary read in reverse, which turns
//     regional words into mainland ones (影片 → 視頻, 連結 → 鏈接, 載入 → 加載);
//  2. OpenCC's Traditional → Simplified phrases and characters (`cn`);
//  3. our property glossary (data/zh-cn-glossary.json) for the Hong Kong
//     words OpenCC leaves alone (連傢俬 → 带家具, 按揭 → 房贷, 平方呎 → 平方英尺),
//     except the proper nouns listed there, which keep their own simplified
//     name (地产代理监管局, not 房产经纪人监管局): each maps to itself, and
//     the converter takes the longest match, so no shorter term inside one applies.
import * as OpenCC from "opencc-js";
import glossaryJson from "../../../data/zh-cn-glossary.json" with { type: "json" };

type Convert = (text: string) => string;

let opencc: Convert | undefined;
let characters: Convert | undefined;
let glossary: Convert | undefined;
const cache = new Map<string, string>();

/** Step 3 alone, for texts written in Simplified by hand (the catalogs' zh-cn overrides): one term per concept. */
export function mainlandTerms(simplified: string): string {
  const convert = (glossary ??= OpenCC.CustomConverter([
    ...glossaryJson.properNouns.map((p) => [p.name, p.name] as [string, string]),
    ...glossaryJson.terms.map((t) => [t.term, t.cn] as [string, string]),
  ]));
  return convert(simplified);
}

/** The mainland Simplified Chinese of a Hong Kong Traditional text. */
export function toSimplified(text: string): string {
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  const { from, to } = OpenCC.Locale;
  const convert = (opencc ??= OpenCC.ConverterFactory(...from.hkp!, ...from.twp!, ...to.cn!));
  const result = mainlandTerms(convert(text));
  // Names repeat a lot (streets, districts); long texts are converted once each.
  if (text.length < 40) cache.set(text, result);
  return result;
}

/**
 * Simplified characters only, the Hong Kong words kept (地產代理 → 地产代理,
 * not 房产经纪人): for documents to sign, whose words are terms of Hong Kong
 * law and must mean the same in both scripts.
 */
export function toSimplifiedCharacters(text: string): string {
  const { from, to } = OpenCC.Locale;
  return (characters ??= OpenCC.ConverterFactory(from.hk!, to.cn!))(text);
}
