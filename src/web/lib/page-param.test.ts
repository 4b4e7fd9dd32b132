import { describe, expect, it } from "vitest";
import { COLLECTION_PAGE_PARAM, parsePageParam, TRANSACTIONS_PAGE_PARAM } from "./page-param.ts";

describe("a page number in the query string", () => {
  it("reads 1 to 99999 from its own parameter", () => {
    const search = new URLSearchParams("page=3&txpage=12");
    expect(parsePageParam(search, COLLECTION_PAGE_PARAM)).toBe(3);
    expect(parsePageParam(search, TRANSACTIONS_PAGE_PARAM)).toBe(12);
    expect(parsePageParam(new URLSearchParams("page=99999"), COLLECTION_PAGE_PARAM)).toBe(99999);
  });
  it("is page 1 when missing, zero, signed, padded, fractional or too long", () => {
    for (const raw of ["", "0", "-2", "+2", "02", "2.5", "1e3", "100000", "two"]) {
      expect(parsePageParam(new URLSearchParams({ page: raw }), COLLECTION_PAGE_PARAM), raw).toBe(1);
    }
    expect(parsePageParam(new URLSearchParams(), COLLECTION_PAGE_PARAM)).toBe(1);
  });
});
