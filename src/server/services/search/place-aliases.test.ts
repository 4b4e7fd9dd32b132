import { describe, expect, it } from "vitest";
import { aliasTargets } from "./place-aliases.ts";
import aliasesJson from "../../../../data/place-aliases.json" with { type: "json" };
import districtsJson from "../../../../data/districts.json" with { type: "json" };
import specialJson from "../../../../data/special-districts.json" with { type: "json" };
import estatesJson from "../../../../data/estates.json" with { type: "json" };

describe("place aliases", () => {
  it.each([
    ["TKO", ["Tseung Kwan O"]],
    ["tko", ["Tseung Kwan O"]],
    ["ＴＫＯ", ["Tseung Kwan O"]],
    ["HKU", ["Sai Ying Pun", "Pok Fu Lam"]],
    ["Mid Levels", ["Mid-Levels"]],
    ["midlevels", ["Mid-Levels"]],
    ["tai-koo shing", ["Taikoo Shing"]],
    ["港大", ["Sai Ying Pun", "Pok Fu Lam"]],
    ["鲫鱼涌", ["Quarry Bay"]],
    ["Central", []],
  ])("%s → %j", (typed, names) => {
    expect(aliasTargets(typed)).toEqual(names);
  });

  it("every alias names a place in the reference data and gives its source", () => {
    const known = new Set([...districtsJson, ...specialJson, ...estatesJson].map((p) => p.nameEn));
    for (const a of aliasesJson.aliases) {
      expect(a.source, a.alias).not.toBe("");
      for (const name of a.names) expect(known.has(name), `${a.alias} → ${name}`).toBe(true);
    }
  });
});
