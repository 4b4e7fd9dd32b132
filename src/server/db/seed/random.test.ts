import { describe, expect, it } from "vitest";
import { createRandom, hashString, streamFor } from "./random.ts";

describe("seeded random", () => {
  it("repeats the same sequence for the same seed", () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it("differs between seeds and between streams", () => {
    expect(createRandom(1).next()).not.toBe(createRandom(2).next());
    expect(streamFor(1, "listing", 1).next()).not.toBe(streamFor(1, "listing", 2).next());
  });

  it("keeps values in range", () => {
    const r = createRandom(7);
    for (let i = 0; i < 10_000; i++) {
      const x = r.next();
      expect(x >= 0 && x < 1).toBe(true);
      const n = r.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
  });

  it("picks by weight", () => {
    const r = createRandom(9);
    let a = 0;
    for (let i = 0; i < 10_000; i++)
      if (
        r.weighted([
          ["a", 3],
          ["b", 1],
        ]) === "a"
      )
        a++;
    expect(a / 10_000).toBeGreaterThan(0.72);
    expect(a / 10_000).toBeLessThan(0.78);
  });

  it("hashes strings stably", () => {
    expect(hashString("hong kong")).toBe(hashString("hong kong"));
    expect(hashString("hong kong")).not.toBe(hashString("hong kong "));
  });
});
