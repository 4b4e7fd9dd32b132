// Traditional → Simplified for suggestion matching against zh-cn names, so
// Simplified input that OpenCC maps to a different Traditional variant still
// finds the Simplified name stored beside it.
import * as OpenCC from "opencc-js";

let converter: ((text: string) => string) | undefined;

export function toSimplifiedName(text: string): string {
  const convert = (converter ??= OpenCC.Converter({ from: "hk", to: "cn" }));
  return convert(text);
}
