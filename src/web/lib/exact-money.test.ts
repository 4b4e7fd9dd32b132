import { describe, expect, it } from "vitest";
import { CURRENCY_ID } from "../../domain/money/currency.ts";
import { exactMoney } from "./exact-money.ts";

describe("exactMoney: precision that fits the amount", () => {
  it.each([
    [18_500, CURRENCY_ID.HKD, "HK$18,500"],
    [1_234_567.4, CURRENCY_ID.HKD, "HK$1,234,567"],
    [100, CURRENCY_ID.HKD, "HK$100"],
    [45.26, CURRENCY_ID.HKD, "HK$45.3"],
    [4.5234, CURRENCY_ID.GBP, "£4.52"],
    [0.5, CURRENCY_ID.USD, "US$0.5"],
    [0, CURRENCY_ID.GBP, "£0"],
  ])("%d in currency %i → %s", (amount, currencyId, text) => {
    expect(exactMoney(amount, currencyId)).toBe(text);
  });
});
