import { describe, expect, it } from "vitest";
import { iconId, iconPaths } from "../../ui/icons.tsx";
import { searchIconPaths } from "../search/search-icons.tsx";
import { iconSpriteMarkup } from "./icon-sprite.tsx";

describe("icon sprite", () => {
  it("has one symbol for every icon of both sets, and no name is in both", () => {
    const shared = Object.keys(iconPaths), search = Object.keys(searchIconPaths);
    expect(shared.filter((name) => search.includes(name))).toEqual([]);
    const ids = [...iconSpriteMarkup().matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g)].map((m) => m[1]);
    expect(ids).toEqual([...shared, ...search].map(iconId));
  });
});
