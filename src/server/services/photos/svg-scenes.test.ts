import { describe, expect, it } from "vitest";
import { createRandom } from "../../db/seed/random.ts";
import { floorPlanKey, listingPhotoPath } from "../search/media-paths.ts";
import { drawScene, floorPlanOf } from "./svg-scenes.ts";

const plan = (key: string) => drawScene("floorplan", createRandom(1), key).svg;
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe("floor plans", () => {
  it.each([
    // bedrooms, language id, room names
    [0, 1, ["STUDIO", "BATH"]],
    [1, 1, ["LIVING / DINING", "BED", "BATH"]],
    [3, 1, ["LIVING / DINING", "BED 1", "BED 2", "BED 3", "BATH"]],
    [2, 2, ["客飯廳", "睡房 1", "睡房 2", "浴室"]],
    [4, 3, ["客餐厅", "卧室 1", "卧室 2", "卧室 3", "卧室 4", "卫生间"]],
  ])("with %i bedrooms in language %i names %j", (bedrooms, languageId, rooms) => {
    const key = floorPlanKey("f2s", bedrooms, languageId);
    expect(floorPlanOf(key)).toEqual({ bedrooms, languageId });
    expect(texts(plan(key))).toEqual(rooms);
  });

  it("only floor plans carry the bedrooms and language in their path", () => {
    expect(listingPhotoPath("floorplan", "f2s", 3, 2)).toBe("/media/floorplan/f2s-3b2/640.webp");
    expect(listingPhotoPath("property", "p2s-1", 3, 2)).toBe("/media/property/p2s-1/640.webp");
  });
});
