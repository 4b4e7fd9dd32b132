import { describe, expect, it } from "vitest";
import { floorLabel } from "./floor-label.ts";

describe("floorLabel", () => {
  it.each([
    ["High Floor", "zh-hk", "高層"],
    ["Middle Floor", "zh-hk", "中層"],
    ["Low Floor", "zh-hk", "低層"],
    ["High Floor", "zh-cn", "高层"],
    ["G/F", "zh-hk", "地下"],
    ["G/F", "zh-cn", "地下"],
    ["23/F", "zh-hk", "23樓"],
    ["7/F", "zh-cn", "7楼"],
    ["Whole House", "zh-hk", "全幢"],
    ["Penthouse", "zh-cn", "顶层特色户"],
  ] as const)("%s in %s → %s", (floor, language, label) => {
    expect(floorLabel(floor, language)).toBe(label);
  });

  it("leaves English as stored", () => {
    expect(floorLabel("High Floor", "en")).toBe("High Floor");
    expect(floorLabel("23/F", "en")).toBe("23/F");
  });

  it("shows an unknown floor as stored rather than guessing", () => {
    expect(floorLabel("Roof", "zh-hk")).toBe("Roof");
    expect(floorLabel("", "zh-hk")).toBe("");
  });
});
