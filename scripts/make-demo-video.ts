// Makes the demo walk-through clips that listings with a video play:
// `node scripts/make-demo-video.ts` turns slowly in the middle of a
// generated room (the same renderer as the virtual tours' panoramas) and
// encodes the frames as VP9 WebM with ffmpeg (`apt-get install ffmpeg`).
// The clips are committed under public/video/, so running the portal needs
// no ffmpeg; rerun this only to change them.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { createRandom, hashString } from "../src/server/db/seed/random.ts";
import { renderPanorama, type PanoramaRoom } from "../src/server/services/photos/panorama-scene.ts";
import { DEMO_VIDEO_ROOMS } from "../src/server/services/listing-detail/listing-media.ts";

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 25;
const SECONDS = 10;
/** Horizontal field of view of the walk-through camera. */
const FOV = (75 * Math.PI) / 180;

function frame(pano: { data: Buffer; width: number; height: number }, yaw: number, pitch: number): Buffer {
  const out = Buffer.alloc(WIDTH * HEIGHT * 3);
  const focal = WIDTH / 2 / Math.tan(FOV / 2);
  const [cy, sy, cp, sp] = [Math.cos(yaw), Math.sin(yaw), Math.cos(pitch), Math.sin(pitch)];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      // The ray through this pixel, tilted by the pitch and turned by the yaw.
      const rx = x - WIDTH / 2;
      const ry = HEIGHT / 2 - y;
      const y1 = ry * cp + focal * sp;
      const z1 = -ry * sp + focal * cp;
      const dx = rx * cy + z1 * sy;
      const dz = -rx * sy + z1 * cy;
      const lon = Math.atan2(dx, dz);
      const lat = Math.atan2(y1, Math.hypot(dx, dz));
      const px = Math.min(pano.width - 1, Math.floor(((lon / (2 * Math.PI) + 0.5) * pano.width + pano.width) % pano.width));
      const py = Math.min(pano.height - 1, Math.max(0, Math.floor((0.5 - lat / Math.PI) * pano.height)));
      pano.data.copy(out, (y * WIDTH + x) * 3, (py * pano.width + px) * 3, (py * pano.width + px) * 3 + 3);
    }
  }
  return out;
}

async function clip(room: PanoramaRoom, file: string): Promise<void> {
  // Rendered at twice the panorama viewer's width, so the frames stay sharp.
  const pano = renderPanorama(room, createRandom(hashString(`video:${room}`)), 4096);
  const ffmpeg = spawn(
    "ffmpeg",
    ["-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${WIDTH}x${HEIGHT}`, "-r", String(FPS), "-i", "-"].concat([
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "40",
      "-row-mt",
      "1",
      "-pix_fmt",
      "yuv420p",
      "-an",
      file,
    ]),
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const done = new Promise<void>((resolve, reject) =>
    ffmpeg.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)))),
  );
  const frames = FPS * SECONDS;
  for (let i = 0; i < frames; i++) {
    // A slow turn from the window round to the door, looking a little down.
    const t = i / (frames - 1);
    const eased = (1 - Math.cos(Math.PI * t)) / 2;
    const ok = ffmpeg.stdin.write(frame(pano, -0.6 + eased * 3.6, -0.12 - 0.06 * Math.sin(Math.PI * t)));
    if (!ok) await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
  }
  ffmpeg.stdin.end();
  await done;
}

const dir = join(import.meta.dirname, "..", "public", "video");
mkdirSync(dir, { recursive: true });
for (const room of DEMO_VIDEO_ROOMS) {
  await clip(room, join(dir, `walkthrough-${room}.webm`));
  console.log(`public/video/walkthrough-${room}.webm`);
}
