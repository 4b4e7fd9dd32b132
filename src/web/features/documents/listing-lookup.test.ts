import { describe, expect, it } from "vitest";
import { referenceOf } from "./listing-lookup.ts";

describe("the listing an agent names", () => {
  it.each([
    ["23058147", "23058147"],
    [" 23058147 ", "23058147"],
    ["hk-1234", "HK-1234"],
    ["https://homes.example/en/property/rent/taikoo-shing/23058147", "23058147"],
    ["/zh-hk/property/sale/the-harbourside/23058147/?x=1#top", "23058147"],
    ["", ""],
  ])("%s → %s", (input, expected) => {
    expect(referenceOf(input)).toBe(expected);
  });
});
