// The form a typed place name is compared in, so that search forgives how it
// was typed: full-width letters and digits (ＴＡＩＫＯＯ) become ASCII (NFKC),
// case is ignored, and spaces, hyphens, apostrophes, dots and middle dots do
// not count ("Tai Koo Shing", "taikoo-shing" and "TaikooShing" are one key).

const IGNORED = /[\s\-‐‑‒–—―'’‘`.·・,，、]/gu;

/** The comparison key of a place name or a typed keyword; "" when nothing is left. */
export function keywordKey(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(IGNORED, "");
}
