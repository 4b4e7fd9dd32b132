import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconPaths } from "./icons.tsx";
import { CARD_ICONS, searchIconSpriteMarkup, type SearchIconName } from "./search-icons.tsx";

describe("search icon sprite", () => {
  it("has one symbol per icon, the shared ones with the shared paths", () => {
    const all = searchIconSpriteMarkup([
      "bed",
      "bath",
      "tour",
      "video",
      "grid",
      "list",
      "map",
      "filter",
      "sort",
      "back",
      "pin",
      "heart",
      "chevronDown",
    ] satisfies SearchIconName[]);
    const symbols = [...all.matchAll(/<symbol id="search-icon-([^"]+)" viewBox="0 0 24 24"><path d="([^"]+)"\/><\/symbol>/g)];
    expect(symbols.map((m) => m[0]).join("")).toBe(all);
    const names = symbols.map((m) => m[1]);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(["bed", "bath", "tour", "video", "pin", "heart", "chevronDown"]));
    expect(symbols.find((m) => m[1] === "heart")?.[2]).toBe(iconPaths.heart);
  });
  it("has every icon a result card draws in the cards' sprite (all the home page and the collections render)", () => {
    const source = readFileSync(new URL("./result-card.tsx", import.meta.url), "utf8");
    const drawn = [...source.matchAll(/<SearchIcon name="([a-zA-Z]+)"/g)].map((m) => m[1]);
    expect(source).not.toMatch(/<SearchIcon name=\{/);
    expect(drawn.length).toBeGreaterThan(0);
    expect([...new Set(drawn)].sort()).toEqual([...CARD_ICONS].sort());
    expect(searchIconSpriteMarkup(CARD_ICONS).match(/<symbol /g)).toHaveLength(CARD_ICONS.length);
  });
});
