// Keyword text shared by search and suggestions: Simplified Chinese input is
// converted to Traditional (Hong Kong) so it finds the Traditional names the
// market stores.
import * as OpenCC from "opencc-js";

let converter: ((text: string) => string) | undefined;

/** Simplified → Traditional (HK); text that has no Chinese comes back unchanged. */
export function toTraditional(text: string): string {
  if (!/[\u3400-\u9fff]/.test(text)) return text;
  const convert = (converter ??= OpenCC.Converter({ from: "cn", to: "hk" }));
  return convert(text);
}

/** Collapses whitespace and lower-cases, the form every name is compared in. */
export function foldKeyword(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}
