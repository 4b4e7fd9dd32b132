import { gzipSync } from "node:zlib";

/**
 * What a page's first load costs in JavaScript before anything is asked for: the
 * module scripts and modulepreloads its HTML names (and the inline entry's
 * import()), each gzip -9, as a phone downloads them. Lazy chunks (dialogs,
 * panels, the map) are not counted: they load on intent. One measure for the
 * Lighthouse script and the budget journey (tests/e2e/initial-js.spec.ts).
 */
export const INITIAL_JS_BUDGET_BYTES = 100 * 1024;

/**
 * The message catalog's script (decision 0065) is measured apart: it is one JSON string filed under its address,
 * nothing to compile or run, kept by the browser for a year across pages; before 0065 the same text rode in every
 * page's HTML, outside this measure. It has a budget of its own so it cannot grow unnoticed either.
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

/** Gzip -9 bytes of each script a page's HTML loads at once. */
export async function initialJs(
  url: string,
): Promise<{ files: { src: string; gzip: number }[]; gzip: number; catalog: { src: string; gzip: number }[]; catalogGzip: number }> {
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
  return { files, gzip: sum(files), catalog, catalogGzip: sum(catalog) };
}
