import { describe, expect, it } from "vitest";
import { parseSearchPath } from "../../../domain/search/url.ts";
import { SUGGESTION_RESULT_TYPE } from "../../../domain/listing/enums.ts";
import { megaMenuHeads, type MenuData } from "./mega-menu-items.ts";
import { megaMenuOf } from "./mega-menu-links.ts";

const places = (buildingId: number) => ({
  popularDistricts: [{ id: 37, name: "Wan Chai", regionId: 1000, count: 9 }],
  districts: [{ id: 37, name: "Wan Chai", regionId: 1000, count: 9 }],
  buildings: [{ id: buildingId, name: "The Harbourside", regionId: 3000, count: 4 }],
});
const data: MenuData = {
  sale: places(41),
  rent: places(42),
  company: { name: "Harbour Homes", licence: "C-000000", address: "", phone: "2000 0000", email: "a@example.hk", hours: "" },
  careersUrl: null,
};

describe("the Buy and Rent menus' building links", () => {
  it.each([
    ["buy", 41],
    ["rent", 42],
  ] as const)("search the %s building by its id, not its name alone (decision 0022)", (key, id) => {
    const menu = megaMenuOf(key, "en", data, (k) => k);
    const link = menu.groups.find((g) => g.heading === "menu.popularBuildings")!.links[0]!;
    const parsed = parseSearchPath(link.to);
    expect(parsed.ok && parsed.query).toMatchObject({
      keyword: "The Harbourside",
      searchResultType: SUGGESTION_RESULT_TYPE.building,
      searchResultId: id,
    });
  });
});

describe("the menus are made once per translate function and menu data", () => {
  const t = (k: string) => k;
  it("answers the same popup for the same data, and a new one when the data, language or texts change", () => {
    const first = megaMenuOf("buy", "en", data, t);
    expect(megaMenuOf("buy", "en", { ...data }, t)).toBe(first);
    expect(megaMenuOf("rent", "en", data, t)).not.toBe(first);
    expect(megaMenuOf("buy", "en", { ...data, rent: places(43) }, t)).not.toBe(first);
    expect(megaMenuOf("buy", "zh-hk", data, t).to).toMatch(/^\/zh-hk\//);
    expect(megaMenuOf("buy", "en", data, (k) => `${k}!`).label).toBe("nav.buy!");
    expect(megaMenuOf("aboutUs", "en", { ...data, careersUrl: "https://careers.example.hk" }, t).groups[0]!.links.at(-1)!.to).toBe(
      "https://careers.example.hk",
    );
  });

  it("answers the same heads per translate function and language", () => {
    expect(megaMenuHeads("en", t)).toBe(megaMenuHeads("en", t));
    expect(megaMenuHeads("zh-cn", t).rent.to).toMatch(/^\/zh-cn\//);
  });
});
