import { describe, expect, it } from "vitest";
import { placeSectionOfHash } from "./tab-section.ts";

describe("#tab={name} on a place page scrolls to a section", () => {
  it.each([
    ["#tab=transactions", "transactions"],
    ["#tab=chart", "price-per-sqft"],
    ["#tab=price-per-sqft", "price-per-sqft"],
    ["#tab=overview", "overview"],
    ["#tab=photos", null],
    ["#tab=vr", null],
    ["#savenow", null],
  ])("%j → %s", (hash, id) => {
    expect(placeSectionOfHash(hash)).toBe(id);
  });
});
