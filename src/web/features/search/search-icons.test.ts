import { describe, expect, it } from "vitest";
import { iconPaths } from "../../ui/icons.tsx";
import { searchIconSpriteMarkup } from "./search-icons.tsx";

describe("search icon sprite", () => {
  it("has one symbol per icon, the shared ones with the shared paths", () => {
    const symbols = [...searchIconSpriteMarkup.matchAll(/<symbol id="search-icon-([^"]+)" viewBox="0 0 24 24"><path d="([^"]+)"\/><\/symbol>/g)];
    expect(symbols.map((m) => m[0]).join("")).toBe(searchIconSpriteMarkup);
    const names = symbols.map((m) => m[1]);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(["bed", "bath", "tour", "video", "pin", "heart", "chevronDown"]));
    expect(symbols.find((m) => m[1] === "heart")?.[2]).toBe(iconPaths.heart);
  });
});
