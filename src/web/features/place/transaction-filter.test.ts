import { describe, expect, it } from "vitest";
import { parseTransactionQuery } from "./transaction-filter.ts";

describe("parseTransactionQuery", () => {
  it("reads district, building and kind", () => {
    expect(parseTransactionQuery(new URLSearchParams("district=12&building=%20Tower%20&kind=lease"))).toEqual({
      districtId: 12,
      building: "Tower",
      kind: "lease",
    });
  });

  it("ignores values it does not understand", () => {
    expect(parseTransactionQuery(new URLSearchParams("district=abc&kind=both"))).toEqual({ districtId: null, building: "", kind: null });
    expect(parseTransactionQuery(new URLSearchParams("district=0"))).toMatchObject({ districtId: null });
  });

  it("caps the building text", () => {
    expect(parseTransactionQuery(new URLSearchParams(`building=${"a".repeat(100)}`)).building).toHaveLength(60);
  });
});
