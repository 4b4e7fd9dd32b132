// node bench/photo-upload.ts [--runs 20]   (taskset -c 0 to hold it to one core)
// An owner's photo through the upload pipeline (the bar: a 12-megapixel JPEG
// in ≤ 1.5 s on one core; peak RSS growth ≤ 300 MB while ten are processed).
// The photo is made by bench/photograph.ts: 4000 × 3000, compressing like a
// photograph (JPEG quality 90, ~3 MB), carrying a phone's EXIF (make, model,
// GPS). It is processed once to warm up, then `runs` times
// one after another, upright and with EXIF orientation 6 (a phone held
// upright: stored on its side), timing each call (wall and process CPU).
// Then, in a fresh process (so the memory that making the photo took is not
// there to be reused), ten copies are handed to the pipeline at once, as ten
// uploads would be, after one photo to warm up, and the process's RSS is
// sampled every 5 ms until all ten are done; the event loop's longest delay
// in that time says whether pages would still be served.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { processListingPhoto } from "../src/server/services/listing-photos/listing-photos.ts";
import { HEIGHT, photographLike, WIDTH } from "./photograph.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "20" }, ten: { type: "string" } } });
const runs = Number(values.runs);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const f = (n: number) => n.toFixed(0);
const mb = (bytes: number) => (bytes / 1e6).toFixed(0);

async function timed(jpeg: Buffer): Promise<{ wall: number; cpu: number; outcome: Awaited<ReturnType<typeof processListingPhoto>> }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const outcome = await processListingPhoto(jpeg);
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000, outcome };
}

/**
 * What AVIF renditions beside the WebP ones would add (the pipeline writes none): the three widths encoded as AVIF
 * (quality 50, effort 2, as the generated /media photos are) from the widest rendition's pixels.
 */
async function avifForComparison(widest: Buffer): Promise<void> {
  const { data, info } = await sharp(widest).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = async () => {
    const sizes: number[] = [];
    for (const width of [320, 640, 1280])
      sizes.push((await sharp(data, raw).resize({ width }).avif({ quality: 50, effort: 2 }).toBuffer()).length);
    return sizes;
  };
  const sizes = await encode();
  const cpu: number[] = [];
  for (let i = 0; i < 5; i++) {
    const before = process.cpuUsage();
    await encode();
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  const kb = sizes.map((n) => `${(n / 1024).toFixed(0)} KB`).join(", ");
  console.log(`  AVIF beside them (not written; 5 runs): CPU median ${f(quantile(cpu, 0.5))} ms more a photo, ${kb}`);
}

/** Ten uploads at once: ten buffers of their own, as ten requests would hold. */
async function tenAtOnce(jpeg: Buffer): Promise<void> {
  await processListingPhoto(jpeg);
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const uploads = Array.from({ length: 10 }, () => Buffer.from(jpeg));
  const outcomes = await Promise.all(uploads.map((bytes) => processListingPhoto(bytes)));
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  delay.disable();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  if (!outcomes.every((o) => o.ok)) throw new Error("a photo of the ten was refused");
  console.log(
    `ten at once (orientation 6): all done in ${f(wall)} ms wall, ${f((used.user + used.system) / 1000)} ms CPU; ` +
      `RSS ${mb(baseline)} MB before, peak ${mb(peak)} MB: growth ${mb(peak - baseline)} MB (bar: 300 MB; the ten uploads themselves ${mb(10 * jpeg.length)} MB); ` +
      `event loop delay max ${f(delay.max / 1e6)} ms, p99 ${f(delay.percentile(99) / 1e6)} ms`,
  );
}

if (values.ten) {
  await tenAtOnce(readFileSync(values.ten));
} else {
  console.log(
    `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, threads per image ${sharp.concurrency()}, node ${process.version}`,
  );
  for (const orientation of [1, 6] as const) {
    const jpeg = await photographLike(orientation);
    const first = await timed(jpeg);
    if (!first.outcome.ok) throw new Error(`refused: ${JSON.stringify(first.outcome)}`);
    const sizes = first.outcome.renditions.map((r) => `${r.width}×${r.height} ${(r.bytes.length / 1024).toFixed(0)} KB`).join(", ");
    console.log(`photo: ${WIDTH}×${HEIGHT} JPEG q90, EXIF orientation ${orientation}, ${(jpeg.length / 1e6).toFixed(2)} MB → ${sizes}`);
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await timed(jpeg);
      wall.push(run.wall);
      cpu.push(run.cpu);
    }
    wall.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    console.log(
      `  one at a time, ${runs} runs: wall median ${f(quantile(wall, 0.5))} ms, p90 ${f(quantile(wall, 0.9))} ms, max ${f(wall.at(-1)!)} ms; ` +
        `CPU median ${f(quantile(cpu, 0.5))} ms, p90 ${f(quantile(cpu, 0.9))} ms (bar: 1500 ms)`,
    );
    if (orientation === 1) await avifForComparison(first.outcome.renditions.at(-1)!.bytes);
  }
  const dir = mkdtempSync(join(tmpdir(), "photo-upload-"));
  try {
    const file = join(dir, "upright-on-its-side.jpg");
    writeFileSync(file, await photographLike(6));
    const child = spawnSync(process.execPath, ["--expose-gc", import.meta.filename, "--ten", file], { stdio: "inherit" });
    if (child.status !== 0) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
