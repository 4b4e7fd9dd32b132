// Short-lived stored values: the saved page state (valid 10 s, removed when
// read) and the stamping under the guest's pending save-search
// (pending-search.ts). Storage is passed in so this works with localStorage,
// cookies or a test double.
import { safeJsonParse } from "../util/safe-json.ts";

export const PAGE_STATE_LIFE_MS = 10_000;
export const PAGE_STATE_KEY = "savedPageState";

export type KeyValueStore = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

type Stamped = { savedAt: number; value: unknown };

function isStamped(v: unknown): v is Stamped {
  return typeof v === "object" && v !== null && "savedAt" in v && typeof v.savedAt === "number" && "value" in v;
}

export function writeStamped(store: KeyValueStore, key: string, value: unknown, now: number): void {
  store.setItem(key, JSON.stringify({ savedAt: now, value }));
}

/**
 * The value if younger than lifeMs, else null; invalid JSON is null. `now` may depend on when the value was saved
 * (the page state's age ends when its page was asked for, below).
 */
export function readStamped(
  store: KeyValueStore,
  key: string,
  lifeMs: number,
  now: number | ((savedAt: number) => number),
  removeOnRead: boolean,
): unknown {
  const stored = safeJsonParse(store.getItem(key));
  if (removeOnRead) store.removeItem(key);
  if (!isStamped(stored)) return null;
  const age = (typeof now === "function" ? now(stored.savedAt) : now) - stored.savedAt;
  if (age < 0 || age > lifeMs) {
    store.removeItem(key);
    return null;
  }
  return stored.value;
}

export function savePageState(store: KeyValueStore, value: unknown, now: number): void {
  writeStamped(store, PAGE_STATE_KEY, value, now);
}

/**
 * The page state if the visitor came back within its life. Its age ends when they asked for the page that shows the
 * results again: for a state saved before this document began (Back reloads the page), the document's start
 * (`documentStart`, performance.timeOrigin), not the later moment its script ran, which on a busy phone is seconds
 * after; for a state saved within this document (a link in the page), `now`.
 */
export function takePageState(store: KeyValueStore, now: number, documentStart = now): unknown {
  return readStamped(store, PAGE_STATE_KEY, PAGE_STATE_LIFE_MS, (savedAt) => (savedAt < documentStart ? documentStart : now), true);
}
