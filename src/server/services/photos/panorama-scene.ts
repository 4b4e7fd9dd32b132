// A 360° photo of a room, drawn from a seed: an equirectangular picture made
// by casting a ray from the camera through every pixel into a box-shaped
// room with a floor of planks, a window onto the harbour, a door, a ceiling
// light and furniture (boxes). Virtual tours show it in the panorama viewer;
// the demo walk-through video is cut from it.
import type { Random } from "../../db/seed/random.ts";

export type PanoramaRoom = "living" | "bedroom";

/** A tour's panorama key ends in the room it shows: `{listing}-living` or `{listing}-bedroom`. */
export function panoramaRoom(key: string): PanoramaRoom {
  return key.endsWith("-bedroom") ? "bedroom" : "living";
}
type Rgb = [number, number, number];
type Box = { min: [number, number, number]; max: [number, number, number]; colour: Rgb };

const WALLS: Rgb[] = [
  [237, 230, 218],
  [228, 233, 236],
  [243, 239, 230],
  [221, 229, 223],
];
const FLOORS: Rgb[] = [
  [185, 139, 94],
  [165, 116, 73],
  [201, 162, 122],
  [156, 154, 149],
];
const FABRICS: Rgb[] = [
  [79, 109, 122],
  [192, 108, 79],
  [107, 143, 113],
  [62, 74, 97],
  [125, 90, 122],
];
const WOOD: Rgb = [91, 70, 54];
const WHITE: Rgb = [246, 244, 239];

/** The camera stands at the origin, eyes 1.5 m above the floor; y is up, z is ahead. */
const FLOOR_Y = -1.5;
const CEILING_Y = 1.2;

type Scene = {
  halfX: number;
  halfZ: number;
  wall: Rgb;
  floor: Rgb;
  boxes: Box[];
  skyline: number[];
  sea: boolean;
};

function box(x0: number, y0: number, z0: number, x1: number, y1: number, z1: number, colour: Rgb): Box {
  return { min: [x0, y0, z0], max: [x1, y1, z1], colour };
}

function furnish(room: PanoramaRoom, r: Random, halfX: number, halfZ: number): Box[] {
  const fabric = r.pick(FABRICS);
  const y = FLOOR_Y;
  if (room === "living") {
    // Sofa against the right-hand wall, a coffee table before it, a low cabinet on the left.
    const x = halfX - 0.95;
    return [
      box(x, y, -1.1, halfX, y + 0.45, 1.1, fabric),
      box(halfX - 0.25, y + 0.45, -1.1, halfX, y + 0.95, 1.1, shade(fabric, 0.85)),
      box(x, y + 0.45, -1.1, halfX, y + 0.7, -0.9, shade(fabric, 0.9)),
      box(x, y + 0.45, 0.9, halfX, y + 0.7, 1.1, shade(fabric, 0.9)),
      box(x - 0.95, y, -0.4, x - 0.4, y + 0.4, 0.4, WOOD),
      box(-halfX, y, -1.4, -halfX + 0.45, y + 0.6, 0.6, shade(WOOD, 1.25)),
    ];
  }
  // A bed with its head against the right-hand wall, pillows, a wardrobe on the left and a bedside table.
  return [
    box(halfX - 2.1, y, -0.8, halfX, y + 0.5, 0.8, WHITE),
    box(halfX - 1.6, y + 0.5, -0.8, halfX - 0.05, y + 0.58, 0.8, fabric),
    box(halfX - 0.5, y + 0.5, -0.7, halfX - 0.1, y + 0.68, -0.1, [236, 232, 224]),
    box(halfX - 0.5, y + 0.5, 0.1, halfX - 0.1, y + 0.68, 0.7, [236, 232, 224]),
    box(halfX - 0.12, y, -0.85, halfX, y + 1.2, 0.85, WOOD),
    box(halfX - 0.5, y, 0.9, halfX, y + 0.55, 1.35, shade(WOOD, 1.2)),
    box(-halfX, y, -halfZ + 0.3, -halfX + 0.6, y + 2.2, -halfZ + 1.9, shade(WHITE, 0.92)),
  ];
}

function plan(room: PanoramaRoom, r: Random): Scene {
  const halfX = r.float(2.4, 3.2);
  const halfZ = r.float(2.6, 3.6);
  const skyline: number[] = [];
  for (let i = 0; i < 48; i++) skyline.push(r.float(0.15, 0.75));
  return {
    halfX,
    halfZ,
    wall: r.pick(WALLS),
    floor: r.pick(FLOORS),
    boxes: furnish(room, r, halfX, halfZ),
    skyline,
    sea: r.chance(0.6),
  };
}

const shade = (c: Rgb, k: number): Rgb => [Math.min(255, c[0] * k), Math.min(255, c[1] * k), Math.min(255, c[2] * k)];

/** Where a ray leaves the room: the nearest wall, floor or ceiling. */
function roomHit(s: Scene, dx: number, dy: number, dz: number): { t: number; face: "floor" | "ceiling" | "x" | "z" } {
  let t = Infinity;
  let face: "floor" | "ceiling" | "x" | "z" = "z";
  if (dy < 0) [t, face] = [FLOOR_Y / dy, "floor"];
  else if (dy > 0) [t, face] = [CEILING_Y / dy, "ceiling"];
  const tx = dx !== 0 ? (Math.sign(dx) * s.halfX) / dx : Infinity;
  if (tx < t) [t, face] = [tx, "x"];
  const tz = dz !== 0 ? (Math.sign(dz) * s.halfZ) / dz : Infinity;
  if (tz < t) [t, face] = [tz, "z"];
  return { t, face };
}

/** The nearest box a ray meets before `limit` (slab test), with the axis of the face it meets. */
function boxHit(boxes: Box[], d: [number, number, number], limit: number): { box: Box; t: number; axis: number } | null {
  let best: { box: Box; t: number; axis: number } | null = null;
  for (const b of boxes) {
    let near = -Infinity;
    let far = Infinity;
    let axis = 0;
    for (let a = 0; a < 3; a++) {
      const inv = 1 / (d[a] || 1e-12);
      let t0 = b.min[a]! * inv;
      let t1 = b.max[a]! * inv;
      if (t0 > t1) [t0, t1] = [t1, t0];
      if (t0 > near) [near, axis] = [t0, a];
      far = Math.min(far, t1);
    }
    if (near <= far && near > 0 && near < (best?.t ?? limit)) best = { box: b, t: near, axis };
  }
  return best;
}

/** The harbour through the window: sky, towers on the far shore, sea below. `u` and `v` run 0–1 across the pane. */
function view(s: Scene, u: number, v: number): Rgb {
  const tower = s.skyline[Math.min(s.skyline.length - 1, Math.floor(u * s.skyline.length))]!;
  const shore = 0.42;
  if (s.sea && v < shore - 0.08) return [62 + 40 * v, 112 + 60 * v, 150 + 50 * v];
  if (v < shore + tower * 0.55 && v > shore - 0.08) {
    const lit = (Math.floor(u * 160) * 7 + Math.floor(v * 60) * 13) % 11 === 0;
    return lit ? [240, 214, 150] : shade([140, 151, 163], 0.8 + tower * 0.3);
  }
  return [150 + 60 * (1 - v), 195 + 30 * (1 - v), 232];
}

function wallColour(s: Scene, face: "x" | "z", p: [number, number, number], sign: number): Rgb {
  const [x, y, z] = p;
  const height = y - FLOOR_Y;
  if (height < 0.1) return WHITE;
  if (face === "z" && sign > 0) {
    // The window fills most of the wall ahead, with a white frame and a middle bar.
    const half = s.halfX * 0.75;
    if (Math.abs(x) < half && height > 0.7 && height < 2.45) {
      const frame = Math.abs(x) > half - 0.06 || height < 0.76 || height > 2.39 || Math.abs(x) < 0.03;
      return frame ? WHITE : view(s, (x + half) / (2 * half), (height - 0.7) / 1.75);
    }
  }
  if (face === "z" && sign < 0 && x > -1.4 && x < -0.5 && height < 2.05) {
    // The door behind, with its handle.
    if (Math.abs(x + 0.62) < 0.04 && Math.abs(height - 1.0) < 0.04) return [200, 200, 200];
    return Math.abs(x + 0.95) > 0.42 || height > 2.0 ? WHITE : shade(WOOD, 1.35);
  }
  if (face === "x" && sign < 0 && Math.abs(z - 0.8) < 0.55 && height > 1.35 && height < 2.05) {
    // A framed print on the left-hand wall.
    const inner = Math.abs(z - 0.8) < 0.5 && height > 1.4 && height < 2.0;
    return inner ? (height > 1.7 ? [204, 120, 86] : [96, 130, 152]) : [40, 40, 40];
  }
  return s.wall;
}

function floorColour(s: Scene, x: number, z: number): Rgb {
  // Planks 0.18 m wide running away from the window, each a slightly different tone.
  const plank = Math.floor(x / 0.18);
  const tone = 0.9 + ((((plank * 2654435761) >>> 0) % 1000) / 1000) * 0.18;
  const seam = Math.abs(x / 0.18 - Math.round(x / 0.18)) < 0.04;
  const rug = Math.abs(x) < 1.1 && Math.abs(z) < 0.8;
  if (rug) return [214, 206, 190];
  return shade(s.floor, seam ? 0.75 : tone);
}

function ceilingColour(x: number, z: number): Rgb {
  return Math.hypot(x, z) < 0.25 ? [255, 252, 235] : [244, 243, 240];
}

/** Darker towards the room's edges and corners, as light falls off there. */
function occlusion(s: Scene, p: [number, number, number]): number {
  const edge = Math.min(s.halfX - Math.abs(p[0]), s.halfZ - Math.abs(p[2]), p[1] - FLOOR_Y, CEILING_Y - p[1]);
  return 0.82 + 0.18 * Math.min(1, edge / 0.5);
}

function colourOf(s: Scene, dx: number, dy: number, dz: number): Rgb {
  const room = roomHit(s, dx, dy, dz);
  const hit = boxHit(s.boxes, [dx, dy, dz], room.t);
  if (hit) {
    // Tops lit most, faces towards the window next, the rest in shade.
    const light = hit.axis === 1 ? 1.05 : hit.axis === 2 ? 0.92 : 0.8;
    return shade(hit.box.colour, light * occlusion(s, [dx * hit.t, dy * hit.t, dz * hit.t]));
  }
  const p: [number, number, number] = [dx * room.t, dy * room.t, dz * room.t];
  const base =
    room.face === "floor"
      ? floorColour(s, p[0], p[2])
      : room.face === "ceiling"
        ? ceilingColour(p[0], p[2])
        : wallColour(s, room.face, p, room.face === "x" ? Math.sign(dx) : Math.sign(dz));
  return shade(base, occlusion(s, p));
}

/**
 * RGB pixels of an equirectangular picture `width` × `width / 2`: longitude
 * runs left to right from behind through ahead (the window) and back, latitude
 * from straight up to straight down. Each pixel averages two rays, so edges are smooth.
 */
export function renderPanorama(room: PanoramaRoom, random: Random, width: number): { data: Buffer; width: number; height: number } {
  const scene = plan(room, random);
  const height = width / 2;
  const data = Buffer.alloc(width * height * 3);
  // Two rays a pixel, on its diagonal: smooth enough edges at half the cost of four.
  const OFFSETS = [0.25, 0.75];
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      let red = 0;
      let green = 0;
      let blue = 0;
      for (const o of OFFSETS) {
        const lon = ((px + o) / width - 0.5) * 2 * Math.PI;
        const lat = (0.5 - (py + o) / height) * Math.PI;
        const c = colourOf(scene, Math.cos(lat) * Math.sin(lon), Math.sin(lat), Math.cos(lat) * Math.cos(lon));
        red += c[0];
        green += c[1];
        blue += c[2];
      }
      const at = (py * width + px) * 3;
      data[at] = red / 2;
      data[at + 1] = green / 2;
      data[at + 2] = blue / 2;
    }
  }
  return { data, width, height };
}
