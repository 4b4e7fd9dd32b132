// Builds the offline base map in data/ from two npm packages, used only here
// at build time (fetched with `npm pack` into a temporary folder so that the
// 126 MB world file never enters node_modules):
//   - @geo-maps/countries-land-100m@0.6.0 (OSM-derived land polygons, ODbL):
//     the Hong Kong feature (A3 = HKG) becomes data/hk-land.geo.json.
//   - echarts-map@3.0.1 (json/province/xianggang.json, the 18 District
//     Council areas in ECharts' compressed coordinates): decoded into
//     data/hk-council-districts.geo.json.
// Run: npx node scripts/build-base-map.ts   (needs the npm registry)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

type Ring = [number, number][];

const root = new URL("..", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "hk-base-map-"));

function unpack(spec: string): string {
  const name = execFileSync("npm", ["pack", spec, "--silent"], { cwd: work, encoding: "utf8" }).trim().split("\n").pop()!;
  const dir = join(work, name.replace(/\.tgz$/, ""));
  execFileSync("mkdir", ["-p", dir]);
  execFileSync("tar", ["xzf", join(work, name), "-C", dir]);
  return join(dir, "package");
}

const round = (ring: Ring): Ring => ring.map(([x, y]) => [Number(x.toFixed(5)), Number(y.toFixed(5))]);

function buildLand(): void {
  const dir = unpack("@geo-maps/countries-land-100m@0.6.0");
  const world = JSON.parse(readFileSync(join(dir, "map.geo.json"), "utf8")) as {
    features: { properties: { A3: string }; geometry: { coordinates: Ring[][] } }[];
  };
  const hk = world.features.find((f) => f.properties.A3 === "HKG");
  if (!hk) throw new Error("no HKG feature");
  const geometry = { type: "MultiPolygon", coordinates: hk.geometry.coordinates.map((p) => p.map(round)) };
  const out = { type: "FeatureCollection", features: [{ type: "Feature", properties: { name: "Hong Kong" }, geometry }] };
  writeFileSync(join(root, "data/hk-land.geo.json"), JSON.stringify(out));
}

// ECharts stores each ring as zig-zag deltas packed two characters per point,
// offset from encodeOffsets and scaled by 1024.
function decodeRing(text: string, offset: [number, number]): Ring {
  const ring: Ring = [];
  let [x, y] = offset;
  for (let i = 0; i + 1 < text.length; i += 2) {
    const dx = text.charCodeAt(i) - 64;
    const dy = text.charCodeAt(i + 1) - 64;
    x += (dx >> 1) ^ -(dx & 1);
    y += (dy >> 1) ^ -(dy & 1);
    ring.push([x / 1024, y / 1024]);
  }
  return ring;
}

const councilNames: Record<string, string> = {
  中西區: "Central and Western",
  灣仔區: "Wan Chai",
  東區: "Eastern",
  南區: "Southern",
  油尖旺區: "Yau Tsim Mong",
  深水埗區: "Sham Shui Po",
  九龍城區: "Kowloon City",
  黃大仙區: "Wong Tai Sin",
  觀塘區: "Kwun Tong",
  荃灣區: "Tsuen Wan",
  屯門區: "Tuen Mun",
  元朗區: "Yuen Long",
  北區: "North",
  大埔區: "Tai Po",
  西貢區: "Sai Kung",
  沙田區: "Sha Tin",
  葵青區: "Kwai Tsing",
  離島區: "Islands",
};

function buildCouncilDistricts(): void {
  const dir = unpack("echarts-map@3.0.1");
  const source = JSON.parse(readFileSync(join(dir, "json/province/xianggang.json"), "utf8")) as {
    features: {
      id: string;
      properties: { name: string; cp: [number, number] };
      geometry: { type: string; coordinates: unknown; encodeOffsets: unknown };
    }[];
  };
  const features = source.features.map((f) => {
    const { type, coordinates, encodeOffsets } = f.geometry;
    const polygons =
      type === "Polygon"
        ? [(coordinates as string[]).map((r, i) => decodeRing(r, (encodeOffsets as [number, number][])[i]!))]
        : (coordinates as string[][]).map((p, j) => p.map((r, i) => decodeRing(r, (encodeOffsets as [number, number][][])[j]![i]!)));
    return {
      type: "Feature",
      properties: {
        code: f.id,
        nameEn: councilNames[f.properties.name] ?? f.properties.name,
        nameZhHk: f.properties.name,
        centre: f.properties.cp,
      },
      geometry: { type: "MultiPolygon", coordinates: polygons.map((p) => p.map(round)) },
    };
  });
  writeFileSync(join(root, "data/hk-council-districts.geo.json"), JSON.stringify({ type: "FeatureCollection", features }));
}

try {
  buildLand();
  buildCouncilDistricts();
} finally {
  rmSync(work, { recursive: true, force: true });
}
