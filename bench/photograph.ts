// A generated 12-megapixel photograph for the photo benches: 4000 × 3000, a
// scene of soft colour fields with a sky-like gradient, a luminance texture
// and sensor-like grain, so it compresses like a photograph (JPEG quality 90,
// ~3 MB), carrying a phone's EXIF (make, model, GPS) and the orientation
// asked for (6: a phone held upright, stored on its side). The same seed
// every time, so runs compare.
import sharp from "sharp";

export const WIDTH = 4000;
export const HEIGHT = 3000;

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random values on a `w` × `h` grid, enlarged smoothly to the photo's size. */
async function field(next: () => number, w: number, h: number, channels: 1 | 3): Promise<Buffer> {
  const small = Buffer.alloc(w * h * channels);
  for (let i = 0; i < small.length; i++) small[i] = Math.floor(next() * 256);
  return sharp(small, { raw: { width: w, height: h, channels } })
    .resize(WIDTH, HEIGHT, { kernel: "cubic" })
    .raw()
    .toBuffer();
}

export async function photographLike(orientation: 1 | 6): Promise<Buffer> {
  const next = random(20261128);
  const scene = await field(next, 10, 8, 3);
  const texture = await field(next, 400, 300, 1);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0, i = 0; y < HEIGHT; y++) {
    const sky = Math.max(0, 1 - y / (HEIGHT * 0.4));
    for (let x = 0; x < WIDTH; x++, i += 3) {
      const p = y * WIDTH + x;
      const light = (texture[p]! - 128) * 0.45 + (next() - 0.5) * 10;
      for (let c = 0; c < 3; c++) {
        const base = scene[i + c]! * (1 - sky) + [170, 200, 235][c]! * sky;
        pixels[i + c] = Math.max(0, Math.min(255, base + light + (next() - 0.5) * 4));
      }
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15 Pro" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "22/1 16/1 3025/100", GPSLongitudeRef: "E", GPSLongitude: "114/1 10/1 945/100" },
    })
    .toBuffer();
}
