// A guest's page for a moment. Under load the same pages are asked for many
// times a second (a district's results, the home page); a guest's page
// depends only on its address and currency, so one render serves every
// guest who asks for it within `ttlMs` (at most the listing index's own 1 s
// freshness), and guests asking while it renders wait for that render.
// Every listing change the index reads empties the cache, and each answer
// first lets the index look for changes when its second is up, so a kept
// page is never behind the index. Each answer carries its own script nonce:
// the kept page's nonce is replaced with the request's in a copy of the body.

/** What is kept of a rendered page: a 200 with a whole body and nothing of the visitor's. */
export type KeptPage = { headers: [string, string][]; body: Buffer; nonce: string };

export type PageCacheOptions = {
  ttlMs: number;
  /** Lets the listing index read its changes when due (it tells `listen` of any). */
  fresh: () => Promise<void>;
  listen: (onChange: () => void) => void;
  maxPages?: number;
  now?: () => number;
};

export interface PageCache {
  /** The page for `key` with `nonce` in it: kept, or rendered by `render` (null when the answer must not be kept). */
  page(key: string, nonce: string, render: () => Promise<KeptPage | null>): Promise<KeptPage | null>;
}

/** ~150 KB a results page. */
const MAX_PAGES = 300;

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const maxPages = options.maxPages ?? MAX_PAGES;
  const kept = new Map<string, { at: number; page: Promise<KeptPage | null> }>();
  options.listen(() => kept.clear());
  return {
    async page(key, nonce, render) {
      await options.fresh();
      const entry = kept.get(key);
      if (entry && now() - entry.at < options.ttlMs) {
        const page = await entry.page;
        if (page) return withNonce(page, nonce);
      }
      const rendered = render().catch(() => null);
      if (kept.size >= maxPages) kept.delete(kept.keys().next().value!);
      const fresh = { at: now(), page: rendered };
      kept.set(key, fresh);
      const page = await rendered;
      // A page that must not be kept (or failed) is not handed to anyone else.
      if (!page && kept.get(key) === fresh) kept.delete(key);
      return page;
    },
  };
}

/** The page with the request's nonce in place of the one it was rendered with (nonces have one length). */
function withNonce(page: KeptPage, nonce: string): KeptPage | null {
  if (page.nonce === nonce) return page;
  if (nonce.length !== page.nonce.length) return null;
  const body = Buffer.from(page.body);
  const from = Buffer.from(page.nonce);
  const to = Buffer.from(nonce);
  for (let at = body.indexOf(from); at >= 0; at = body.indexOf(from, at + from.length)) to.copy(body, at);
  return { headers: page.headers, body, nonce };
}
