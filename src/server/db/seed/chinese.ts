// Simplified Chinese is derived from Traditional (Hong Kong variant) with
// OpenCC, so zh-cn text never has to be written twice.
import * as OpenCC from "opencc-js";

let converter: ((text: string) => string) | undefined;
const cache = new Map<string, string>();

export function toSimplified(text: string): string {
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  const convert = (converter ??= OpenCC.Converter({ from: "hk", to: "cn" }));
  const result = convert(text);
  // Names repeat a lot (streets, districts); long texts are converted once each.
  if (text.length < 40) cache.set(text, result);
  return result;
}
