// A small time-limited cache for aggregates many requests share: exact
// search totals and the district and area map layers (which do not depend
// on the viewport). Bounded in size; the oldest entry goes first.

export type TtlCache<T> = { get(key: string, load: () => Promise<T>): Promise<T> };

export function createTtlCache<T>(ttlMs: number, maxEntries: number, now: () => number = Date.now): TtlCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      entries.delete(key);
      const value = load();
      // A failed load must not be served from the cache.
      value.catch(() => entries.delete(key));
      entries.set(key, { at: now(), value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}
