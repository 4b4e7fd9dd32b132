import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoRoutes } from "./photo-routes.ts";

const dir = mkdtempSync(join(tmpdir(), "photo-routes-"));
const app = Fastify();

beforeAll(async () => {
  await app.register(photoRoutes, { dataDir: dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("GET /media/{kind}/{key}/{size}.{format}", () => {
  it("serves a generated WebP with a long immutable cache lifetime", async () => {
    const res = await app.inject("/media/property/p1-1/640.webp");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
  });

  it("serves AVIF", async () => {
    const res = await app.inject("/media/agent/a3/320.avif");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/avif");
  });

  it.each([
    "/media/house/p1/640.webp",
    "/media/property/p1/999.webp",
    "/media/property/..%2F..%2Fetc/640.webp",
    "/media/property/p1/640.gif",
  ])("answers 404 for %s", async (url) => {
    expect((await app.inject(url)).statusCode).toBe(404);
  });
});
