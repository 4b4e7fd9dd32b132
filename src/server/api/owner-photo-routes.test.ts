// The photo calls' HTTP answers on a stand-in service: each refusal as the
// upload form reads it (400 naming the limit, 503 with Retry-After when the
// server is busy), the bytes handed over whatever content type is sent, and
// /media/owner answered by its own route beside the generated photos' one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUEST_VIEWER } from "../../domain/policy/viewer.ts";
import type { SharedDeps } from "../modules/shared-deps.ts";
import type { Viewer } from "../http/session.ts";
import { registerErrorHandler } from "../http/errors.ts";
import type { OwnerListingsService } from "../services/owner-listings/owner-listings-service.ts";
import type { PhotoUploadAnswer, ServedRendition } from "../services/owner-listings/owner-photos.ts";
import { ownerListingRoutes } from "./owner-listing-routes.ts";
import { ownerPhotoRoutes } from "./owner-photo-routes.ts";
import { photoRoutes } from "./photo-routes.ts";

const member: Viewer = {
  user: {
    userId: "member",
    email: "member@example.hk",
    firstName: "",
    lastName: "",
    salutation: 0,
    dialCode: "852",
    phone: "",
    subscribed: false,
    isConfirmed: true,
    loginProvider: null,
    hasPassword: true,
  },
  roles: ["member"],
  agentId: null,
  sessionId: "session",
};

let answer: PhotoUploadAnswer;
const received: number[] = [];
let served: ServedRendition | null = null;
const services = {
  owner: {},
  agent: {},
  photos: {
    upload: async (_viewer: Viewer, bytes: Uint8Array) => {
      received.push(bytes.byteLength);
      return answer;
    },
    rendition: async () => served,
  },
} as unknown as OwnerListingsService;

const dir = mkdtempSync(join(tmpdir(), "owner-photo-routes-"));
const app = Fastify();

beforeAll(async () => {
  registerErrorHandler(app);
  app.decorateRequest("viewer", null as unknown as Viewer);
  app.addHook("onRequest", async (request) => {
    request.viewer = request.headers["x-test-guest"] ? { ...GUEST_VIEWER, sessionId: null } : member;
  });
  const options = { services, shared: {} as SharedDeps };
  await app.register(ownerListingRoutes, options);
  await app.register(ownerPhotoRoutes, options);
  await app.register(photoRoutes, { dataDir: dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const upload = (payload: Buffer, headers: Record<string, string> = { "content-type": "image/jpeg" }) =>
  app.inject({ method: "POST", url: "/api/owner-listings/photos", payload, headers });

describe("POST /api/owner-listings/photos", () => {
  it("answers the photo's key, size and 640 px path", async () => {
    const data = {
      key: "0123456789abcdef0123456789abcdef",
      width: 1200,
      height: 900,
      path: "/media/owner/0123456789abcdef0123456789abcdef/640.webp",
    };
    answer = { kind: "done", data };
    const response = await upload(Buffer.from([0xff, 0xd8, 0xff]));
    expect([response.statusCode, response.json(), response.headers["cache-control"]]).toEqual([200, { data }, "no-store"]);
  });

  it("hands the service the bytes whatever the content type says, and an empty body as no bytes", async () => {
    answer = { kind: "refused", refusal: { ok: false, reason: "not_an_image" } };
    received.length = 0;
    for (const type of [
      "image/png",
      "image/webp",
      "image/heic",
      "application/octet-stream",
      "text/plain",
      "multipart/form-data; boundary=x",
    ]) {
      expect((await upload(Buffer.alloc(10), { "content-type": type })).statusCode).toBe(400);
    }
    expect((await app.inject({ method: "POST", url: "/api/owner-listings/photos" })).statusCode).toBe(400);
    expect(received).toEqual([10, 10, 10, 10, 10, 10, 0]);
  });

  it("names each refusal's limit, and tells a busy server's caller when to try again", async () => {
    const cases: [PhotoUploadAnswer, number, string, RegExp][] = [
      [{ kind: "refused", refusal: { ok: false, reason: "unsupported_type", type: "gif" } }, 400, "unsupported_type", /^GIF images/],
      [{ kind: "refused", refusal: { ok: false, reason: "too_wide_or_tall", limit: 12_000 } }, 400, "too_wide_or_tall", /12,000 pixels/],
      [{ kind: "refused", refusal: { ok: false, reason: "too_small", limit: 240 } }, 400, "too_small", /less than 240 pixels/],
      [
        { kind: "refused", refusal: { ok: false, reason: "too_many_photos", limit: 40 } },
        400,
        "too_many_photos",
        /40 photos on no listing/,
      ],
      [{ kind: "refused", refusal: { ok: false, reason: "took_too_long", limit: 20 } }, 400, "took_too_long", /20 seconds/],
      [{ kind: "refused", refusal: { ok: false, reason: "damaged" } }, 400, "damaged", /cut short or damaged/],
      [{ kind: "refused", refusal: { ok: false, reason: "busy", limit: 20 } }, 503, "busy", /try again in 10 seconds/],
    ];
    for (const [given, status, code, message] of cases) {
      answer = given;
      const response = await upload(Buffer.alloc(4));
      expect([code, response.statusCode, response.json()]).toEqual([
        code,
        status,
        { error: { code, message: expect.stringMatching(message), fields: { photo: code } } },
      ]);
      expect(response.headers["retry-after"]).toBe(code === "busy" ? "10" : undefined);
    }
    answer = { kind: "throttled", retryAfterSeconds: 3600 };
    const throttled = await upload(Buffer.alloc(4));
    expect([throttled.statusCode, throttled.headers["retry-after"]]).toEqual([429, "3600"]);
  });

  it("refuses a body over 20 MB as a photo too large, and a guest before reading the body", async () => {
    received.length = 0;
    const big = await upload(Buffer.alloc(20_000_001));
    expect([big.statusCode, big.json()]).toEqual([
      400,
      { error: { code: "too_many_bytes", message: "The photo is larger than 20 MB.", fields: { photo: "too_many_bytes" } } },
    ]);
    const guest = await upload(Buffer.alloc(20_000_001), { "content-type": "image/jpeg", "x-test-guest": "1" });
    expect(guest.statusCode).toBe(401);
    expect(received).toEqual([]);
  });
});

describe("GET /media/owner/{key}/{file}", () => {
  const key = "0123456789abcdef0123456789abcdef";

  it("is answered by its own route, not the generated photos' one, with the photo's caching", async () => {
    served = { bytes: new Uint8Array([1, 2, 3]), sha256: "ab".repeat(32), public: true };
    const open = await app.inject(`/media/owner/${key}/1280.webp`);
    expect([open.statusCode, [...open.rawPayload], open.headers["cache-control"], open.headers.etag]).toEqual([
      200,
      [1, 2, 3],
      "public, max-age=31536000, immutable",
      `"${"ab".repeat(32)}"`,
    ]);
    served = { ...served, public: false };
    expect((await app.inject(`/media/owner/${key}/320.webp`)).headers["cache-control"]).toBe("private, max-age=31536000, immutable");
  });

  it("answers a malformed key or file exactly as an unknown photo", async () => {
    served = null;
    const unknown = await app.inject(`/media/owner/${key}/640.webp`);
    expect([unknown.statusCode, unknown.headers["cache-control"]]).toEqual([404, "no-store"]);
    served = { bytes: new Uint8Array([1]), sha256: "cd".repeat(32), public: true };
    for (const path of [`/media/owner/${key.toUpperCase()}/640.webp`, `/media/owner/${key}/640.avif`, `/media/owner/${key}/2048.webp`]) {
      const answer = await app.inject(path);
      expect([path, answer.statusCode, answer.body]).toEqual([path, 404, unknown.body]);
    }
  });
});
