import { describe, expect, it } from "vitest";
import { buildPlaceIndex } from "./place-index.ts";
import type { PlaceEntry } from "./place-entries.ts";
import { suggestFrom } from "./suggestions-service.ts";

const place = (
  id: number,
  type: number,
  group: PlaceEntry["group"],
  en: string,
  zhHk: string,
  zhCn: string,
  sale = 5,
  rent = 5,
): PlaceEntry => ({
  id,
  type,
  group,
  en,
  zhHk,
  zhCn,
  sale,
  rent,
});

const index = buildPlaceIndex([
  place(24, 4, "districts", "Taikoo Shing", "太古城", "太古城"),
  place(87, 4, "districts", "Tseung Kwan O", "將軍澳", "将军澳"),
  place(18, 4, "districts", "Sai Ying Pun", "西營盤", "西营盘"),
  place(14, 4, "districts", "Pok Fu Lam", "薄扶林", "薄扶林"),
  place(15, 4, "districts", "Quarry Bay", "鰂魚涌", "鲗鱼涌"),
  place(901, 99, "districts", "Mid-Levels", "半山", "半山"),
  place(40, 4, "districts", "Tsim Sha Tsui", "尖沙咀", "尖沙咀"),
  place(3, 6, "estates", "Centrestage", "聚賢居", "聚贤居"),
  place(7, 6, "estates", "Tai Koo Terrace", "太古台", "太古台", 0, 0),
]);

const names = (keyword: string, listingTypeId = 1) =>
  suggestFrom(index, keyword, listingTypeId).flatMap((g) => g.items.map((s) => s.names.en));

describe("suggestions forgive how a place was typed", () => {
  it.each([
    ["Tai Koo", ["Taikoo Shing"]],
    ["Tai Koo Shing", ["Taikoo Shing"]],
    ["taikoo-shing", ["Taikoo Shing"]],
    ["ＴＡＩＫＯＯ", ["Taikoo Shing"]],
    ["Mid Levels", ["Mid-Levels"]],
    ["midlevels", ["Mid-Levels"]],
    ["TKO", ["Tseung Kwan O"]],
    ["tseung kwan", ["Tseung Kwan O"]],
    ["HKU", ["Pok Fu Lam", "Sai Ying Pun"]],
    ["港大", ["Pok Fu Lam", "Sai Ying Pun"]],
    ["TST", ["Tsim Sha Tsui"]],
    ["尖沙嘴", ["Tsim Sha Tsui"]],
    ["鲗鱼涌", ["Quarry Bay"]],
    ["鰂魚涌", ["Quarry Bay"]],
    ["聚賢居", ["Centrestage"]],
    ["聚贤居", ["Centrestage"]],
    ["centre stage", ["Centrestage"]],
  ])("%s suggests %j", (typed, expected) => {
    expect(names(typed)).toEqual(expected);
  });

  it("does not offer places without listings for the purpose", () => {
    expect(names("太古")).toEqual(["Taikoo Shing"]);
    expect(names("Tai Koo Terrace")).toEqual([]);
  });
});
