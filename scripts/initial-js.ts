import { gzipSync } from "node:zlib";

/**
 * What a page's first load costs in JavaScript before anything is asked for: the
 * module scripts and modulepreloads its HTML names (and the inline entry's
 * import()), each gzip -9, as a phone downloads them. Lazy chunks (dialogs,
 * panels, the map) are not counted: they load on intent. One measure for the
 * Lighthouse script and the budget journey (tests/e2e/initial-js.spec.ts).
 */
export const INITIAL_JS_BUDGET_BYTES = 100 * 1024;

/** The script addresses a page's HTML loads at once. */
function initialScripts(html: string): string[] {
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) if (m[1]) srcs.add(m[1]);
  // Inline module entry: import("...") of the client entry.
  for (const m of html.matchAll(/import\(["']([^"']+\.js)["']\)/g)) if (m[1]) srcs.add(m[1]);
  return [...srcs];
}

/** Gzip -9 bytes of each script a page's HTML loads at once. */
export async function initialJs(url: string): Promise<{ files: { src: string; gzip: number }[]; gzip: number }> {
  const html = await (await fetch(url)).text();
  const files = await Promise.all(
    initialScripts(html).map(async (src) => {
      const body = new Uint8Array(await (await fetch(new URL(src, url))).arrayBuffer());
      return { src, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}
