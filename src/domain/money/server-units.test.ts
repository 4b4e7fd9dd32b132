import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { salePriceToQuery, salePriceFromQuery, maxForServer } from "./server-units.ts";

describe("server units", () => {
  it("sale prices are sent ÷10000 and restored ×10000", () => {
    expect(salePriceToQuery(8_000_000)).toBe(800);
    expect(salePriceFromQuery(800)).toBe(8_000_000);
    expect(salePriceToQuery(-1)).toBe(-1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (d) => {
        expect(salePriceFromQuery(salePriceToQuery(d))).toBe(d);
      }),
    );
  });
  it("unlimited max is sent as 0", () => {
    expect(maxForServer(-1)).toBe(0);
    expect(maxForServer(500)).toBe(500);
  });
});
