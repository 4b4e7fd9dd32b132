import { readdirSync, readFileSync } from "node:fs";
import { getPriority } from "node:os";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { processListingPhoto } from "./listing-photos.ts";
import { PHOTO_THREAD_NICENESS } from "./thread-priority.ts";

/** Each thread of this process by name, with its niceness. */
const threads = () =>
  readdirSync("/proc/self/task").map((id) => ({
    name: readFileSync(`/proc/self/task/${id}/comm`, "utf8").trim(),
    niceness: getPriority(Number(id)),
  }));

describe.runIf(process.platform === "linux")("libvips' threads", () => {
  it("run at a lower priority once a photo has been processed, and no other thread does", async () => {
    const before = threads().find((t) => t.name === "MainThread")!.niceness;
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#4070a0" } })
      .jpeg()
      .toBuffer();
    for (let i = 0; i < 2; i++) expect((await processListingPhoto(photo)).ok).toBe(true);
    const after = threads();
    const libvips = after.filter((t) => t.name === "libvips worker");
    expect(libvips.length).toBeGreaterThan(0);
    expect(libvips.every((t) => t.niceness >= PHOTO_THREAD_NICENESS)).toBe(true);
    expect(after.filter((t) => t.name !== "libvips worker").every((t) => t.niceness === before)).toBe(true);
  });
});
