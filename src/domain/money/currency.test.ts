import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  CURRENCY_ID,
  DEFAULT_CURRENCY_ID,
  convertFromHkd,
  convertToHkd,
  currencyCode,
  currencyIdFromCode,
  isCurrencyId,
} from "./currency.ts";

describe("currency", () => {
  it("has the spec ids and HKD default", () => {
    expect(CURRENCY_ID).toEqual({ USD: 1, EUR: 2, HKD: 3, RMB: 4, GBP: 5 });
    expect(DEFAULT_CURRENCY_ID).toBe(3);
  });
  it.each([
    [1, 0.13],
    [2, 0.11],
    [3, 1],
    [4, 0.87],
    [5, 0.097],
  ] as const)("currency %i converts 1000 HKD with ratio %f", (id, ratio) => {
    expect(convertFromHkd(1000, id)).toBeCloseTo(1000 * ratio, 9);
  });
  it("codes round-trip, case-insensitively", () => {
    for (const id of [1, 2, 3, 4, 5] as const) {
      expect(currencyIdFromCode(currencyCode(id).toLowerCase())).toBe(id);
    }
    expect(currencyIdFromCode("jpy")).toBeNull();
    expect(isCurrencyId(0)).toBe(false);
  });
  it("convertToHkd inverts convertFromHkd", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e10, noNaN: true }), fc.constantFrom(1, 2, 3, 4, 5), (x, id) => {
        if (!isCurrencyId(id)) return;
        expect(convertToHkd(convertFromHkd(x, id), id)).toBeCloseTo(x, 3);
      }),
    );
  });
});
