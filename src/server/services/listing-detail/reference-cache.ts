// A small time-limited cache for what many listing pages share and nothing in
// the running server writes: a building's facts, agents, the MTR station list
// and the pages of a building's (or estate's) transactions.
// Each listing page would otherwise read them again; they change only when the
// market data is reloaded, and then show within `ttlMs`. Bounded in size (the
// oldest entry goes first); a failed load is never kept.

export type ReferenceCache<T> = { get(key: string, load: () => Promise<T>): Promise<T> };

export const REFERENCE_TTL_MS = 60_000;

export function createReferenceCache<T>(ttlMs: number, maxEntries: number, now: () => number = Date.now): ReferenceCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      entries.delete(key);
      const value = load();
      value.catch(() => entries.delete(key));
      entries.set(key, { at: now(), value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}
