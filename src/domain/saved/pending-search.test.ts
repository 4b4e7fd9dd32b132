import { describe, expect, it } from "vitest";
import type { KeyValueStore } from "./expiring-state.ts";
import type { SavedSearchSet } from "../search/saved-search.ts";
import {
  PENDING_SAVE_SEARCH_KEY,
  PENDING_SAVE_SEARCH_LIFE_MS,
  keepPendingSearch,
  pendingSearchStep,
  readPendingSearch,
} from "./pending-search.ts";

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const set = { name: "Rent under 40K", listingTypeId: 2 } as unknown as SavedSearchSet;
const confirmed = { email: "Amy@Example.hk", isConfirmed: true };

describe("the pending saved search", () => {
  it("is read back in the shape it was kept in, whether kept by the save dialog or under a sign-up's e-mail", () => {
    const store = memoryStore();
    keepPendingSearch(store, { email: null, set }, 0);
    expect(readPendingSearch(store, 1)).toEqual({ email: null, set });
    keepPendingSearch(store, { email: "amy@example.hk", set }, 0);
    expect(readPendingSearch(store, 1)).toEqual({ email: "amy@example.hk", set });
  });

  it("expires after 7 days", () => {
    const store = memoryStore();
    keepPendingSearch(store, { email: null, set }, 0);
    expect(readPendingSearch(store, PENDING_SAVE_SEARCH_LIFE_MS)).not.toBeNull();
    expect(readPendingSearch(store, PENDING_SAVE_SEARCH_LIFE_MS + 1)).toBeNull();
    expect(store.data.size).toBe(0);
  });

  it.each([
    ["the sign-up panel's old shape (a path, no set)", { email: "amy@example.hk", search: "/en/property-search/rent" }],
    ["a set without a name", { email: null, set: {} }],
    ["no e-mail field", { set }],
    ["a number for the e-mail", { email: 7, set }],
  ])("reads %s as nothing", (_, value) => {
    const store = memoryStore();
    store.setItem(PENDING_SAVE_SEARCH_KEY, JSON.stringify({ savedAt: 0, value }));
    expect(readPendingSearch(store, 1)).toBeNull();
  });

  it.each([
    ["a guest", null, false, "keep"],
    ["an unconfirmed member", { ...confirmed, isConfirmed: false }, false, "keep"],
    ["a member with no e-mail", { email: "", isConfirmed: true }, false, "keep"],
    ["any user set with a return state", confirmed, true, "discard"],
    ["the confirmed member it was kept under (any case)", confirmed, false, "upload"],
    ["another confirmed member", { email: "bo@example.hk", isConfirmed: true }, false, "keep"],
  ] as const)("for %s: %s", (_, user, hasReturnState, step) => {
    expect(pendingSearchStep({ email: "amy@example.hk", set }, user, hasReturnState)).toBe(step);
  });

  it("kept with no e-mail, it is uploaded for any confirmed member", () => {
    expect(pendingSearchStep({ email: null, set }, { email: "bo@example.hk", isConfirmed: true }, false)).toBe("upload");
  });
});
