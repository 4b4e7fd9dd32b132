// A locally rendered static map (SVG): Hong Kong's land outline from
// data/hk-land.geo.json around a point, water behind it and a red marker, in
// Web Mercator. The land data is coarse, so the view is drawn wider than the
// spec's zoom 16 (zoom 14) to show where the point sits.
import { readFileSync } from "node:fs";
import { join } from "node:path";

type Ring = [number, number][];
const LAND: Ring[] = (() => {
  const geo = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "..", "..", "data", "hk-land.geo.json"), "utf8")) as {
    features: { geometry: { type: string; coordinates: unknown } }[];
  };
  const rings: Ring[] = [];
  for (const f of geo.features) {
    const polys = (f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates) as Ring[][];
    for (const poly of polys) rings.push(...poly);
  }
  return rings;
})();

const TILE = 256;
const RENDER_ZOOM = 14;

function project(lng: number, lat: number, zoom: number): [number, number] {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
}

export function isValidMapPoint(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && lat > 21.5 && lat < 23 && lng > 113.5 && lng < 114.7;
}

export function renderStaticMap(lat: number, lng: number, width: number, height: number): string {
  const [cx, cy] = project(lng, lat, RENDER_ZOOM);
  const ox = cx - width / 2;
  const oy = cy - height / 2;
  const paths: string[] = [];
  for (const ring of LAND) {
    const points = ring.map(([x, y]) => project(x, y, RENDER_ZOOM)).map(([x, y]) => [x - ox, y - oy] as const);
    const inView = points.some(([x, y]) => x > -width && x < width * 2 && y > -height && y < height * 2);
    if (inView) paths.push(`M${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join("L")}Z`);
  }
  const mx = width / 2;
  const my = height / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#cfe3ec"/>
<path d="${paths.join("")}" fill="#f1eee4" stroke="#b9c7b0" stroke-width="1" fill-rule="evenodd"/>
<circle cx="${mx}" cy="${my}" r="${Math.min(width, height) / 6}" fill="#d92d20" fill-opacity="0.12"/>
<path d="M${mx} ${my}c-6-9-12-14-12-21a12 12 0 1 1 24 0c0 7-6 12-12 21z" fill="#d92d20" stroke="#fff" stroke-width="2"/>
<circle cx="${mx}" cy="${my - 21}" r="4.5" fill="#fff"/>
</svg>`;
}
