// Pictures drawn from a seed: a room, a building, a floor plan, a portrait or
// an article cover. Simple shapes, but every key gives a different picture,
// so listings look distinct without shipping any image files.
import type { Random } from "../../db/seed/random.ts";
import type { FlatPhotoKind } from "./photo-request.ts";

const W = 800;
const H = 600;
const WALLS = ["#EDE6DA", "#E4E9EC", "#F3EFE6", "#E9E1D3", "#DDE5DF", "#F0E7E1"];
const FLOORS = ["#B98B5E", "#A57449", "#C9A27A", "#8E6A4A", "#D8CBB8", "#9C9A95"];
const FABRICS = ["#4F6D7A", "#C06C4F", "#6B8F71", "#3E4A61", "#B5A48B", "#7D5A7A", "#2F5D62"];
const SKIES = ["#9CC9E8", "#BFD9EE", "#F2C6A0", "#7FA7C9"];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ""): string =>
  `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${fill}" ${extra}/>`;

function skyline(r: Random, x: number, y: number, w: number, h: number): string {
  let out = rect(x, y, w, h, r.pick(SKIES));
  // Sea in the lower part half the time: Hong Kong windows often face the harbour.
  if (r.chance(0.5)) out += rect(x, y + h * 0.7, w, h * 0.3, "#4E7FA3");
  for (let bx = x; bx < x + w; bx += r.int(18, 40)) {
    const bh = r.float(0.25, 0.75) * h;
    out += rect(bx, y + h * 0.75 - bh, Math.min(r.int(14, 36), x + w - bx), bh, r.pick(["#8C97A3", "#A9B2BB", "#6E7B88", "#C3C9CF"]));
  }
  return out;
}

function room(r: Random): string {
  const horizon = r.int(330, 400);
  let out = rect(0, 0, W, horizon, r.pick(WALLS)) + rect(0, horizon, W, H - horizon, r.pick(FLOORS));
  const wx = r.int(60, 420);
  const ww = r.int(220, 320);
  out += rect(wx - 8, 62, ww + 16, 196, "#FFFFFF") + skyline(r, wx, 70, ww, 180) + rect(wx + ww / 2 - 3, 70, 6, 180, "#FFFFFF");
  const fabric = r.pick(FABRICS);
  if (r.chance(0.5)) {
    // Sofa and coffee table.
    const sx = r.int(40, 380);
    out += rect(sx, horizon - 40, 340, 110, fabric, 'rx="14"') + rect(sx, horizon - 80, 340, 60, fabric, 'rx="14" opacity="0.85"');
    out += rect(sx + 90, horizon + 110, 160, 40, "#5B4636", 'rx="6"');
  } else {
    // Bed with pillows.
    const bx = r.int(60, 360);
    out += rect(bx, horizon - 60, 360, 150, "#FFFFFF", 'rx="10"') + rect(bx, horizon + 10, 360, 80, fabric, 'rx="10"');
    out += rect(bx + 30, horizon - 45, 120, 40, "#F4F1EA", 'rx="12"') + rect(bx + 210, horizon - 45, 120, 40, "#F4F1EA", 'rx="12"');
  }
  if (r.chance(0.6))
    out += `<circle cx="${r.int(80, 720)}" cy="${horizon - r.int(120, 200)}" r="${r.int(18, 34)}" fill="${r.pick(FABRICS)}" opacity="0.8"/>`;
  return out;
}

function building(r: Random): string {
  let out = rect(0, 0, W, H, r.pick(SKIES)) + rect(0, 500, W, 100, "#7A8B6F");
  const towers = r.int(1, 3);
  for (let t = 0; t < towers; t++) {
    const bw = r.int(140, 220);
    const bx = 60 + (t * (W - 120)) / towers + r.int(0, 40);
    const top = r.int(40, 200);
    const facade = r.pick(["#D9D4CC", "#C8CED6", "#E3DCCF", "#B9C2C9", "#EFEAE2"]);
    out += rect(bx, top, bw, 500 - top, facade);
    for (let y = top + 14; y < 490; y += 22) {
      for (let x = bx + 10; x < bx + bw - 18; x += 24) out += rect(x, y, 14, 12, r.chance(0.15) ? "#F6D78B" : "#5C6F82");
    }
  }
  return out;
}

// A floor plan's room names by language id (1 en, 2 zh-hk, 3 zh-cn).
const PLAN_WORDS: Record<number, { living: string; studio: string; bed: string; bath: string }> = {
  1: { living: "LIVING / DINING", studio: "STUDIO", bed: "BED", bath: "BATH" },
  2: { living: "客飯廳", studio: "開放式", bed: "睡房", bath: "浴室" },
  3: { living: "客餐厅", studio: "开放式", bed: "卧室", bath: "卫生间" },
};

/** The bedrooms and language a floor plan's key names ("f2s-3b2": 3 bedrooms, zh-hk); 2 and English for an older key. */
export function floorPlanOf(key: string): { bedrooms: number; languageId: number } {
  const m = /-(\d)b([123])$/.exec(key);
  return m ? { bedrooms: Number(m[1]), languageId: Number(m[2]) } : { bedrooms: 2, languageId: 1 };
}

function floorPlan(r: Random, key: string): string {
  const { bedrooms, languageId } = floorPlanOf(key);
  const words = PLAN_WORDS[languageId] ?? PLAN_WORDS[1]!;
  let out = rect(0, 0, W, H, "#FFFFFF");
  out += rect(60, 60, 680, 480, "none", 'stroke="#333" stroke-width="6"');
  const split = r.int(300, 480);
  // The right-hand column: one room per bedroom, then the bathroom (a studio has the bathroom only).
  const rooms = [...Array.from({ length: bedrooms }, (_, i) => (bedrooms > 1 ? `${words.bed} ${String(i + 1)}` : words.bed)), words.bath];
  const height = 480 / rooms.length;
  out += `<line x1="${split}" y1="60" x2="${split}" y2="540" stroke="#333" stroke-width="4"/>`;
  for (let i = 1; i < rooms.length; i++) {
    const y = 60 + height * i;
    out += `<line x1="${split}" y1="${y.toFixed(0)}" x2="740" y2="${y.toFixed(0)}" stroke="#333" stroke-width="4"/>`;
  }
  const text = (x: number, y: number, size: number, words: string) =>
    `<text x="${x.toFixed(0)}" y="${y.toFixed(0)}" font-family="sans-serif" font-size="${String(size)}" text-anchor="middle" fill="#555">${words}</text>`;
  out += text((60 + split) / 2, 300, 28, bedrooms === 0 ? words.studio : words.living);
  const size = rooms.length > 5 ? 18 : 24;
  rooms.forEach((room, i) => (out += text((split + 740) / 2, 60 + height * (i + 0.5) + size / 2.5, size, room)));
  return out;
}

function portrait(r: Random): string {
  const skin = r.pick(["#F1C9A5", "#E0AC85", "#C68863", "#F5D7BD"]);
  const hair = r.pick(["#1F1A17", "#3B2A20", "#5A4030", "#2B2B2B"]);
  return (
    rect(0, 0, W, W, r.pick(["#DCE6EE", "#E8E1D5", "#D9E4DA"])) +
    `<ellipse cx="400" cy="820" rx="300" ry="260" fill="${r.pick(["#1F2D3D", "#2F3E4E", "#3B3B3B", "#1B3A57"])}"/>` +
    `<circle cx="400" cy="340" r="160" fill="${skin}"/>` +
    `<path d="M240 330 Q250 150 400 150 Q550 150 560 330 Q520 ${r.int(200, 260)} 400 ${r.int(200, 240)} Q280 230 240 330Z" fill="${hair}"/>`
  );
}

function cover(r: Random): string {
  return rect(0, 0, W, H, r.pick(SKIES)) + skyline(r, 0, 120, W, 480);
}

export function drawScene(kind: FlatPhotoKind, random: Random, key = ""): { svg: string; width: number; height: number } {
  const square = kind === "agent";
  const body =
    kind === "property"
      ? room(random)
      : kind === "building"
        ? building(random)
        : kind === "floorplan"
          ? floorPlan(random, key)
          : kind === "agent"
            ? portrait(random)
            : cover(random);
  const height = square ? W : H;
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}">${body}</svg>`,
    width: W,
    height,
  };
}
