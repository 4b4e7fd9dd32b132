import { describe, it, expect } from "vitest";
import { addToLocalList, removeFromLocalList, recentlyViewedPage, sortSavedItems, LOCAL_LIST_MAX } from "./local-lists.ts";
import type { SavedItem } from "./local-lists.ts";
import { savePageState, takePageState } from "./expiring-state.ts";
import type { KeyValueStore } from "./expiring-state.ts";
import { saveSearchOutcome } from "./save-search-outcome.ts";

const item = (id: number, createdDate: string | null = null, available = true): SavedItem => ({
  propertyListingId: id,
  createdDate,
  available,
});

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe("local lists", () => {
  it("are capped at 120, newest first, without duplicates", () => {
    let list: SavedItem[] = [];
    for (let i = 1; i <= 130; i++) list = addToLocalList(list, item(i));
    expect(list).toHaveLength(LOCAL_LIST_MAX);
    expect(list[0]?.propertyListingId).toBe(130);
    expect(list.at(-1)?.propertyListingId).toBe(11);
    list = addToLocalList(list, item(50));
    expect(list).toHaveLength(120);
    expect(list[0]?.propertyListingId).toBe(50);
    expect(removeFromLocalList(list, 50)).toHaveLength(119);
  });
  it("recently viewed pages hold 12", () => {
    const list = Array.from({ length: 30 }, (_, i) => i);
    expect(recentlyViewedPage(list, 1)).toHaveLength(12);
    expect(recentlyViewedPage(list, 3)).toEqual([24, 25, 26, 27, 28, 29]);
  });
  it("orders available first, then by creation date", () => {
    const list = [item(1, "2024-01-01", false), item(2, "2024-01-01"), item(3, "2024-03-01", false), item(4, "2024-02-01"), item(5, null)];
    expect(sortSavedItems(list).map((x) => x.propertyListingId)).toEqual([4, 2, 5, 3, 1]);
  });
});

describe("expiring state", () => {
  it("page state is valid for 10 s and removed when read", () => {
    const store = memoryStore();
    savePageState(store, { scroll: 5 }, 1000);
    expect(takePageState(store, 11_000)).toEqual({ scroll: 5 });
    expect(takePageState(store, 11_000)).toBeNull();
    savePageState(store, { scroll: 5 }, 1000);
    expect(takePageState(store, 11_001)).toBeNull();
    expect(store.data.size).toBe(0);
  });
  it("a page state saved before the document began ages until the document began, not until its script ran", () => {
    const store = memoryStore();
    // Saved at 1 s; Back at 9 s reloads the page; its script reads the state at 25 s on a busy phone.
    savePageState(store, { scroll: 5 }, 1000);
    expect(takePageState(store, 25_000, 9_000)).toEqual({ scroll: 5 });
    // Back at 12 s is too late, however soon the script runs.
    savePageState(store, { scroll: 5 }, 1000);
    expect(takePageState(store, 12_000, 12_000)).toBeNull();
    // Saved within this document (its start at 0): the age runs to now.
    savePageState(store, { scroll: 5 }, 1000);
    expect(takePageState(store, 11_001, 0)).toBeNull();
    savePageState(store, { scroll: 5 }, 1000);
    expect(takePageState(store, 11_000, 0)).toEqual({ scroll: 5 });
  });
  it("invalid stored JSON yields null", () => {
    const store = memoryStore();
    store.setItem("savedPageState", "{oops");
    expect(takePageState(store, 0)).toBeNull();
  });
});

describe("save search outcome", () => {
  it.each([
    [{ result: true, duplicateResult: null }, "success"],
    [{ isSaved: true }, "success"],
    [{ result: false, duplicateResult: { item2: { id: 1 } } }, "duplicate"],
    [{ result: false }, "failed"],
    [null, "failed"],
  ] as const)("%j → %s", (response, kind) => {
    expect(saveSearchOutcome(response).kind).toBe(kind);
  });
});
