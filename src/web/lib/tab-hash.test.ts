import { describe, expect, it } from "vitest";
import { tabOfHash } from "./tab-hash.ts";

describe("#tab={name}", () => {
  it.each([
    ["#tab=transactions", "transactions"],
    ["#tab=Floor-Plans", "floorplans"],
    ["tab=vr", "vr"],
    ["#tab=", null],
    ["#tab=a b", null],
    ["#searchid=4", null],
    ["#savenow", null],
    ["", null],
  ])("%j → %s", (hash, name) => {
    expect(tabOfHash(hash)).toBe(name);
  });
});
