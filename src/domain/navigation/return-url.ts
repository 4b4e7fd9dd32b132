// ReturnUrl (the post-login destination, default the home page) must be
// a path on this site, or the sign-in page becomes an open redirect. Browsers
// read `//host`, `/\host`, `\/host` as another origin, strip tabs and new
// lines from URLs, and accept `https:host` and `javascript:` as schemes, so
// anything that could become one of those after any amount of percent-decoding
// falls back to the home page (the sign-in page's language's, "/" unless given).

export const DEFAULT_RETURN_URL = "/";
const MAX_RETURN_URL_LENGTH = 2000;
const MAX_DECODE_ROUNDS = 5;
// C0 controls, DEL, C1 controls, no-break and every other Unicode space or invisible separator a browser may strip or fold.
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff\\]/;

function safeLayer(text: string): boolean {
  if (!text.startsWith("/")) return false;
  if (text.startsWith("//")) return false;
  return !UNSAFE_CHARS.test(text);
}

/** A same-origin path (`/…`) to send the browser to, or `home` ("/" unless given) for anything else. */
export function safeReturnUrl(raw: unknown, home: string = DEFAULT_RETURN_URL): string {
  if (typeof raw !== "string" || raw === "" || raw.length > MAX_RETURN_URL_LENGTH || !raw.isWellFormed()) {
    return home;
  }
  let layer = raw;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (!safeLayer(layer)) return home;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return home;
    }
    if (decoded === layer) return raw;
    layer = decoded;
  }
  // Still changing after several decodings: nobody links like that.
  return home;
}
