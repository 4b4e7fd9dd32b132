import { describe, expect, it } from "vitest";
import { isOtherPage } from "./history-reload.ts";

describe("back and forward reload the page, not a hash step", () => {
  it.each([
    [{ pathname: "/en", search: "" }, { pathname: "/en/about-us", search: "" }, true],
    [
      { pathname: "/en/property-search/rent", search: "" },
      { pathname: "/en/property-search/rent", search: "?searchResultType=6&searchResultId=9" },
      true,
    ],
    [{ pathname: "/en/property/sale/x/HK00000001", search: "" }, { pathname: "/en/property/sale/x/HK00000001", search: "" }, false],
  ])("%j → %j: %s", (from, to, reload) => {
    expect(isOtherPage(from, to)).toBe(reload);
  });
});
