import { describe, expect, it } from "vitest";
import { createRandom, hashString } from "../../db/seed/random.ts";
import { panoramaRoom, renderPanorama } from "./panorama-scene.ts";

const WIDTH = 256;
const render = (key: string) => renderPanorama(panoramaRoom(key), createRandom(hashString(`panorama:${key}`)), WIDTH);
const pixel = (p: ReturnType<typeof render>, x: number, y: number) => {
  const at = (y * p.width + x) * 3;
  return [p.data[at]!, p.data[at + 1]!, p.data[at + 2]!] as const;
};

describe("a generated 360° room", () => {
  it("is equirectangular: twice as wide as high, and its left and right edges meet", () => {
    const p = render("1-living");
    expect(p.height).toBe(WIDTH / 2);
    let seam = 0;
    for (let y = 0; y < p.height; y++) {
      const [a, b] = [pixel(p, 0, y), pixel(p, p.width - 1, y)];
      seam += Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
    }
    expect(seam / p.height).toBeLessThan(30);
  });

  it("looks like a room, not noise: a light ceiling above, a darker floor below, the sky through a window ahead", () => {
    const p = render("1-living");
    const brightness = ([r, g, b]: readonly number[]) => (r! + g! + b!) / 3;
    expect(brightness(pixel(p, 10, 1))).toBeGreaterThan(200);
    expect(brightness(pixel(p, 10, p.height - 2))).toBeLessThan(brightness(pixel(p, 10, 1)));
    // Straight ahead, a little above the eyes, is the window onto sky and sea: blue, where the walls are not.
    const ahead = Array.from({ length: 20 }, (_, i) => pixel(p, p.width / 2 - 10 + i, Math.round(p.height * 0.42)));
    expect(ahead.filter(([r, , b]) => b > r + 40).length).toBeGreaterThan(5);
    const [wr, , wb] = pixel(p, Math.round(p.width * 0.25), Math.round(p.height * 0.3));
    expect(wb).toBeLessThan(wr + 15);
    // Neighbouring pixels mostly agree: flat walls and floors, with edges between them.
    let change = 0;
    for (let y = 0; y < p.height; y++) for (let x = 1; x < p.width; x++) change += Math.abs(pixel(p, x, y)[1] - pixel(p, x - 1, y)[1]);
    expect(change / (p.width * p.height)).toBeLessThan(8);
  });

  it("draws the same room for a key, another for another listing, and a bedroom when the key says so", () => {
    expect(render("1-living").data.equals(render("1-living").data)).toBe(true);
    expect(render("1-living").data.equals(render("2-living").data)).toBe(false);
    expect(panoramaRoom("7-bedroom")).toBe("bedroom");
    expect(panoramaRoom("7-living")).toBe("living");
  });
});
