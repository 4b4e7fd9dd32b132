import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  salePriceToQuery,
  salePriceFromQuery,
  leasePriceFromServer,
  leasePriceToServer,
  maxForServer,
  maxFromServer,
} from "./server-units.ts";

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
  it("lease prices from the server are ×1000 for display", () => {
    expect(leasePriceFromServer(25)).toBe(25_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (t) => {
        expect(leasePriceToServer(leasePriceFromServer(t))).toBe(t);
      }),
    );
  });
  it("unlimited max is sent as 0 and read back as -1", () => {
    expect(maxForServer(-1)).toBe(0);
    expect(maxForServer(500)).toBe(500);
    expect(maxFromServer(0)).toBe(-1);
    expect(maxFromServer(500)).toBe(500);
    fc.assert(
      fc.property(fc.oneof(fc.constant(-1), fc.integer({ min: 1, max: 1e9 })), (m) => {
        expect(maxFromServer(maxForServer(m))).toBe(m);
      }),
    );
  });
});
