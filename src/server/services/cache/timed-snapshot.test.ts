import { describe, expect, it } from "vitest";
import { createKeyedSnapshots, createTimedSnapshot } from "./timed-snapshot.ts";

/** A load that answers 1, 2, 3… or fails while `failing` is set, and a clock moved by hand. */
function fixture() {
  const state = { time: 0, loads: 0, failing: false };
  const load = () => {
    state.loads++;
    return state.failing ? Promise.reject(new Error("database down")) : Promise.resolve(state.loads);
  };
  const now = () => state.time;
  return { state, load, now };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createTimedSnapshot", () => {
  it("loads once and keeps the value for its time to live", async () => {
    const { state, load, now } = fixture();
    const snapshot = createTimedSnapshot(load, { ttlMs: 1000, now });
    expect(await Promise.all([snapshot.get(), snapshot.get()])).toEqual([1, 1]);
    state.time = 999;
    expect(await snapshot.get()).toBe(1);
    expect(state.loads).toBe(1);
  });

  it("answers the old value once stale and swaps in the one reloaded in the background", async () => {
    const { state, load, now } = fixture();
    const snapshot = createTimedSnapshot(load, { ttlMs: 1000, now });
    await snapshot.get();
    state.time = 1000;
    expect(await Promise.all([snapshot.get(), snapshot.get()])).toEqual([1, 1]);
    expect(state.loads).toBe(2); // one background load, not one per caller
    await settle();
    expect(await snapshot.get()).toBe(2);
    state.time = 1999;
    expect(await snapshot.get()).toBe(2);
    expect(state.loads).toBe(2);
  });

  it("keeps no failed first load: the next caller loads again", async () => {
    const { state, load, now } = fixture();
    const snapshot = createTimedSnapshot(load, { ttlMs: 1000, now });
    state.failing = true;
    await expect(snapshot.get()).rejects.toThrow("database down");
    state.failing = false;
    expect(await snapshot.get()).toBe(2);
  });

  it("keeps the old value when a background load fails, and tries again on the next call", async () => {
    const { state, load, now } = fixture();
    const snapshot = createTimedSnapshot(load, { ttlMs: 1000, now });
    await snapshot.get();
    state.time = 5000;
    state.failing = true;
    expect(await snapshot.get()).toBe(1);
    await settle();
    expect(await snapshot.get()).toBe(1);
    await settle();
    state.failing = false;
    expect(await snapshot.get()).toBe(1);
    await settle();
    expect(await snapshot.get()).toBe(4);
  });

  it("reload() waits for a fresh value, shared by callers asking at once", async () => {
    const { state, load, now } = fixture();
    const snapshot = createTimedSnapshot(load, { ttlMs: 1000, now });
    await snapshot.get();
    expect(await Promise.all([snapshot.reload(), snapshot.reload()])).toEqual([2, 2]);
    expect(await snapshot.get()).toBe(2);
    expect(state.loads).toBe(2);
  });
});

describe("createKeyedSnapshots", () => {
  it("keeps a snapshot per key, each with its own time to live", async () => {
    const { state, now } = fixture();
    const cache = createKeyedSnapshots<string>({ ttlMs: 1000, maxEntries: 10, now });
    let loads = 0;
    const load = (key: string) => () => Promise.resolve(`${key}${++loads}`);
    expect(await cache.get("a", load("a"))).toBe("a1");
    expect(await cache.get("b", load("b"))).toBe("b2");
    expect(await cache.get("a", load("a"))).toBe("a1");
    state.time = 1000;
    expect(await cache.get("a", load("a"))).toBe("a1");
    await settle();
    expect(await cache.get("a", load("a"))).toBe("a3");
  });

  it("drops the oldest key past maxEntries", async () => {
    const { now } = fixture();
    const cache = createKeyedSnapshots<number>({ ttlMs: 1000, maxEntries: 2, now });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    expect(await cache.get("b", load)).toBe(2);
    expect(await cache.get("a", load)).toBe(4);
  });

  it("keeps no failed load of a key", async () => {
    const { now } = fixture();
    const cache = createKeyedSnapshots<number>({ ttlMs: 1000, maxEntries: 2, now });
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", () => Promise.resolve(7))).toBe(7);
  });
});
