// Free-text path segments (keywords, district names).
//
// encodeURIComponent, then "%20" → "+" (a literal "+" is already "%2B", so
// this stays reversible and keeps "ocean+park-keyword" readable). Two extra
// escapes keep a segment from being misread: a dot-only segment ("." or "..")
// has its dots escaped, and a segment that looks like a grammar token
// ("building", "page-2", "property-x"...) has its first character escaped,
// and its last one as well when it ends like "-keyword" or "-beds".

const FIXED_TOKENS = new Set(["map", "sale", "rent", "buy", "exclusive", "building", "block", "em-1", "studio-beds"]);
const TOKEN_PATTERNS = [
  /^localityarea-/,
  /-keyword$/,
  /^keyword-/,
  /^property-/,
  /^price-/,
  /^size-/,
  /-beds$/,
  /^features-/,
  /^show-/,
  /^rect-/,
  /^zm-/,
  /^sortby-/,
  /^orderby-/,
  /^page-/,
];

export function looksLikeGrammarToken(segment: string): boolean {
  return FIXED_TOKENS.has(segment) || TOKEN_PATTERNS.some((p) => p.test(segment));
}

function escapeChar(ch: string): string {
  return `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;
}

export function encodeText(text: string): string {
  let encoded = encodeURIComponent(text).replace(/%20/g, "+");
  if (/^\.+$/.test(encoded)) encoded = encoded.replace(/\./g, "%2E");
  if (looksLikeGrammarToken(encoded)) encoded = escapeChar(encoded.charAt(0)) + encoded.slice(1);
  // Suffix shapes ("-keyword", "-beds") need their last character escaped too.
  if (looksLikeGrammarToken(encoded)) encoded = encoded.slice(0, -1) + escapeChar(encoded.charAt(encoded.length - 1));
  return encoded;
}

/** Null when the segment is not valid percent-encoding. */
export function decodeText(segment: string): string | null {
  try {
    return decodeURIComponent(segment.replace(/\+/g, "%20"));
  } catch {
    return null;
  }
}
