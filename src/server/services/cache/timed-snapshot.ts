// The one way this server keeps something it read from the database for a
// while: a snapshot with a time to live. The first caller waits for the load;
// once the snapshot is older than `ttlMs` the next caller still gets it at
// once while a fresh one loads in the background and replaces it when ready.
// A failed load is never kept: a failed first load leaves nothing (the next
// caller loads again), a failed background load leaves the old snapshot
// (the next caller tries again). Every cache of this kind is listed in
// docs/architecture.md ("Caches") with what it holds and how stale it may be.

type TimedSnapshot<T> = {
  /** The kept value, loading it first when there is none. */
  get(): Promise<T>;
  /** Loads a fresh value now and answers it (callers that know the kept one is stale, e.g. it lacks an id they need). */
  reload(): Promise<T>;
};

type SnapshotTiming = { ttlMs: number; now?: () => number };

export function createTimedSnapshot<T>(load: () => Promise<T>, { ttlMs, now = Date.now }: SnapshotTiming): TimedSnapshot<T> {
  let kept: { value: Promise<T>; at: number } | undefined;
  let loading: Promise<T> | undefined;

  const first = (): Promise<T> => {
    const entry = { value: load(), at: now() };
    kept = entry;
    entry.value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return entry.value;
  };

  const reload = (): Promise<T> => {
    if (!kept) return first();
    if (loading) return loading;
    const at = now();
    const value = load();
    loading = value;
    value.then(
      () => {
        kept = { value, at };
        loading = undefined;
      },
      () => (loading = undefined),
    );
    return value;
  };

  return {
    get() {
      if (!kept) return first();
      if (now() - kept.at >= ttlMs && !loading) void reload().catch(() => {});
      return kept.value;
    },
    reload,
  };
}

type KeyedSnapshots<T> = { get(key: string, load: () => Promise<T>): Promise<T> };

/**
 * A timed snapshot per key (`load` is called for a key not kept yet), at most
 * `maxEntries` of them: past that the oldest key goes first.
 */
export function createKeyedSnapshots<T>(timing: SnapshotTiming & { maxEntries: number }): KeyedSnapshots<T> {
  const entries = new Map<string, TimedSnapshot<T>>();
  return {
    get(key, load) {
      const snapshot = entries.get(key);
      if (snapshot) return snapshot.get();
      const created = createTimedSnapshot(load, timing);
      entries.set(key, created);
      if (entries.size > timing.maxEntries) entries.delete(entries.keys().next().value!);
      const value = created.get();
      // A key whose first load failed is forgotten, so the next caller's `load` runs.
      value.catch(() => entries.get(key) === created && entries.delete(key));
      return value;
    },
  };
}
