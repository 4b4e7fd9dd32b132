import { gzipSync } from "node:zlib";

/**
 * What a page's first load costs in JavaScript before it is interactive: the
 * module scripts and modulepreloads its HTML names (and the inline entry's
 * import()), and the message catalog's part the page runs first (decision
 * 0065: the app renders no text without it), each gzip -9, as a phone
 * downloads them. Lazy chunks (dialogs, panels, the map) are not counted: they
 * load on intent. One measure for the Lighthouse script and the budget journey
 * (tests/e2e/initial-js.spec.ts).
 *
 * The speed bar is 100 KB on search and detail pages. Code and catalog together
 * were 110.2 KB at most (the zh-hk home page, which had the whole catalog); with
 * every page type's own catalog part, the panels' texts loaded with the panels,
 * no intl-messageformat in the browser and only the layout's modules in the app
 * chunk, every page type but results and listing pages is at most 94.2 KB, and
 * those are 101.0-102.0 KB. The budget is what they all meet, which they cannot
 * outgrow unnoticed (decision 0061, "Later").
 */
export const INITIAL_JS_BUDGET_BYTES = 100 * 1024;

/**
 * The message catalog's part is also held apart: one JSON string filed under its address, kept by the browser for
 * a year across pages, so its own budget keeps a page's part from swelling while code shrinks beside it.
 */
export const CATALOG_BUDGET_BYTES = 20 * 1024;
const CATALOG_SCRIPT = /^\/i18n\//;

/** The script addresses a page's HTML loads at once. */
function initialScripts(html: string): string[] {
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) if (m[1]) srcs.add(m[1]);
  // Inline module entry: import("...") of the client entry.
  for (const m of html.matchAll(/import\(["']([^"']+\.js)["']\)/g)) if (m[1]) srcs.add(m[1]);
  return [...srcs];
}

/** Gzip -9 bytes of each script a page's HTML loads at once: its code, its catalog part, and the two together. */
export async function initialJs(url: string): Promise<{
  files: { src: string; gzip: number }[];
  gzip: number;
  catalog: { src: string; gzip: number }[];
  catalogGzip: number;
  /** Code and catalog: what the budget holds. */
  total: number;
}> {
  const html = await (await fetch(url)).text();
  const all = await Promise.all(
    initialScripts(html).map(async (src) => {
      const body = new Uint8Array(await (await fetch(new URL(src, url))).arrayBuffer());
      return { src, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
  const files = all.filter((f) => !CATALOG_SCRIPT.test(f.src));
  const catalog = all.filter((f) => CATALOG_SCRIPT.test(f.src));
  const sum = (list: { gzip: number }[]) => list.reduce((total, f) => total + f.gzip, 0);
  return { files, gzip: sum(files), catalog, catalogGzip: sum(catalog), total: sum(all) };
}
