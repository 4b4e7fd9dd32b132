// An owner's photos through the real upload call and /media/owner: a phone's
// 12-megapixel JPEG lying on its side with GPS and camera fields comes back
// upright with none of them (Debian's exiftool judges); what is not a photo,
// a decompression bomb, HEIC and an oversized body are refused by name and
// nothing of them is kept; guests, unconfirmed members and calls without a
// token are turned away; the day's limit and the cap on photos on no listing
// hold; and who sees a photo follows its listing: its owner and its agent
// before it is live, anyone while it is, its owner and agent again once let.
// Then the same upload and serving on an S3 bucket (a real S3 peer).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_KEY_PATTERN, uploadedPhotoResponseSchema } from "../../../src/domain/contracts/owner-listings.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { TOKEN_FAILED } from "../../../src/server/http/csrf.ts";
import { databaseRateLimitStore, type RateLimitStore } from "../../../src/server/services/rate-limits/rate-limits.ts";
import {
  apiVisitor,
  memberWithPassword,
  startAccountsApp,
  unlimitedRateLimits,
  type AccountsApp,
  type ApiVisitor,
} from "../accounts-app.ts";
import { createTestDatabase } from "../db.ts";
import { PASSWORD } from "../documents/document-fixtures.ts";
import { startS3Peer, type S3Peer } from "../s3-peer.ts";
import { smallJpeg, storedCounts, uploadedKey, uploadPhoto, UPLOAD_PATH } from "./owner-photo-fixtures.ts";
import { startListingWorld, type ListingWorld } from "./owner-listing-world.ts";

const dir = mkdtempSync(join(tmpdir(), "owner-photos-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** exiftool's reading of a file: every tag, duplicates and unknown ones included, keyed "Group:Tag". */
function exiftool(bytes: Uint8Array): Record<string, unknown> {
  const path = join(dir, Math.random().toString(36).slice(2));
  writeFileSync(path, bytes);
  const run = spawnSync("exiftool", ["-j", "-a", "-u", "-G1", path], { encoding: "utf8" });
  if (run.error) throw run.error;
  return (JSON.parse(run.stdout) as Record<string, unknown>[])[0]!;
}
// What exiftool may say of a clean WebP: about itself, the file, the RIFF/VP8 container and sizes it works out.
const CLEAN_GROUPS = new Set(["ExifTool", "System", "File", "RIFF", "Composite"]);
const PRIVATE = /GPS|Make|Model|Artist|Creator|Copyright|Owner|Serial|Comment|Software|DateTime|Exif|XMP|IPTC|ICC/i;
const leftovers = (tags: Record<string, unknown>) =>
  Object.keys(tags)
    .filter((key) => key !== "SourceFile" && key !== "ExifTool:ExifToolVersion")
    .filter((key) => !CLEAN_GROUPS.has(key.split(":")[0]!) || PRIVATE.test(key));

/**
 * A phone's 12-megapixel photo held upright: stored 4000 × 3000 on its side with a red band down its left, EXIF
 * orientation 6 (turn a quarter clockwise to show), so upright it is 3000 × 4000 with the band across its top.
 */
async function phonePhoto(): Promise<Buffer> {
  const band = await sharp({ create: { width: 500, height: 3000, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#3060a0" } })
    .composite([{ input: band, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15 Pro", Artist: "Chan Tai Man", Copyright: "Chan Tai Man" },
      IFD2: { BodySerialNumber: "C39XK0001" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "22/1 16/1 3025/100", GPSLongitudeRef: "E", GPSLongitude: "114/1 10/1 945/100" },
    })
    .toBuffer();
}

/** A PNG that begins right and declares 30000 × 30000 px (2.7 GB of pixels) in a few hundred bytes. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1 + 30_000 * 3))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The start of an iPhone's HEIC file: an `ftyp` box of brand heic (HEIF, HEVC pictures), then its boxes. */
const heic = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from("ftypheic"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("mif1heic"),
    Buffer.alloc(4096, 7),
  ]);

/** The refusal the upload call answers for `reason`. */
const refusal = (reason: string, message?: RegExp) => ({
  error: { code: reason, message: message ? expect.stringMatching(message) : expect.any(String), fields: { photo: reason } },
});

/** GET of a media path as `visitor` (with its cookies), or as a guest. */
const media = (t: AccountsApp, path: string, visitor?: ApiVisitor, headers: Record<string, string> = {}) =>
  visitor ? visitor.inject({ method: "GET", url: path, headers }) : t.app.inject({ method: "GET", url: path, headers });

describe("an owner's photos, uploaded and served", { timeout: 180_000 }, () => {
  let database: Database;
  let w: ListingWorld;
  let owner: ApiVisitor;
  // The day's photo limit counted in the database; no other limit (the test makes many members from one address).
  const photoLimitOnly = (db: Database): RateLimitStore => {
    const counted = databaseRateLimitStore(db);
    return {
      hit: (rule, key, seconds) =>
        rule === "listingPhotoUser" ? counted.hit(rule, key, seconds) : unlimitedRateLimits.hit(rule, key, seconds),
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    w = await startListingWorld({ database, rateLimitStore: photoLimitOnly(database) });
    owner = await w.owner("photo.owner@example.com");
  }, 120_000);
  afterAll(async () => {
    await w.close();
    await database.close();
  });

  it("keeps a 12-megapixel phone photo upright and without its GPS, camera or owner, and serves its renditions to its owner", async () => {
    const before = await storedCounts(database);
    const photo = await phonePhoto();
    expect(exiftool(photo)).toMatchObject({ "IFD0:Make": "Apple", "IFD0:Orientation": "Rotate 90 CW", "GPS:GPSLatitudeRef": "North" });
    const response = await uploadPhoto(owner, photo, "application/octet-stream");
    expect(response.statusCode).toBe(200);
    const { data } = uploadedPhotoResponseSchema.parse(response.json());
    expect(data).toEqual({
      key: expect.stringMatching(PHOTO_KEY_PATTERN),
      width: 3000,
      height: 4000,
      path: `/media/owner/${data.key}/640.webp`,
    });
    expect(await storedCounts(database)).toEqual({ photos: before.photos + 1, files: before.files + 3 });

    const served = await media(w.t, data.path, owner);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      etag: expect.stringMatching(/^"[0-9a-f]{64}"$/),
    });
    const bytes = served.rawPayload;
    const { data: pixels, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([640, 854]);
    // Upright: the band that ran down the stored photo's left runs across the top.
    const at = (x: number, y: number) => [
      ...pixels.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [r, g, b] = at(320, 30);
    expect(r).toBeGreaterThan(200);
    expect(g! + b!).toBeLessThan(100);
    expect(at(320, 600)[2]).toBeGreaterThan(120);
    const tags = exiftool(bytes);
    expect(tags["File:FileType"]).toBe("WEBP");
    expect(leftovers(tags)).toEqual([]);

    for (const [file, width] of [
      ["320.webp", 320],
      ["1280.webp", 1280],
    ] as const) {
      const other = await media(w.t, `/media/owner/${data.key}/${file}`, owner);
      expect([file, other.statusCode, (await sharp(other.rawPayload).metadata()).width]).toEqual([file, 200, width]);
      expect(leftovers(exiftool(other.rawPayload))).toEqual([]);
    }
    // A repeat request with its tag is answered 304; a file the pipeline does not write is unknown.
    expect((await media(w.t, data.path, owner, { "if-none-match": served.headers.etag as string })).statusCode).toBe(304);
    expect((await media(w.t, `/media/owner/${data.key}/640.avif`, owner)).statusCode).toBe(404);
    expect((await media(w.t, `/media/owner/${data.key}/800.webp`, owner)).statusCode).toBe(404);
  });

  it("refuses text named .jpg, a decompression bomb, HEIC and an oversized body by name, keeping nothing of them", async () => {
    const before = await storedCounts(database);
    const text = Buffer.from("Flat 12B, Tower 3 — this is a text file renamed photo.jpg\n".repeat(20));
    const cases: [Buffer, string, string, RegExp | undefined][] = [
      [text, "image/jpeg", "not_an_image", /JPEG, PNG or WebP/],
      [pngBomb(), "image/png", "too_many_pixels", /more than 50 megapixels/],
      [heic(), "image/heic", "heic_not_supported", /send it as JPEG/],
      [Buffer.alloc(20_000_001, 0xff), "image/jpeg", "too_many_bytes", /larger than 20 MB/],
      // No content type at all, or one that says nothing of images: the bytes decide.
      [text, "", "not_an_image", undefined],
      [Buffer.from('{"photo":"x"}'), "application/json", "not_an_image", undefined],
    ];
    for (const [bytes, type, reason, message] of cases) {
      const response = type
        ? await uploadPhoto(owner, bytes, type)
        : await owner.inject({ method: "POST", url: UPLOAD_PATH, payload: bytes });
      expect([reason, response.statusCode, response.json()]).toEqual([reason, 400, refusal(reason, message)]);
    }
    expect(await storedCounts(database)).toEqual(before);
  });

  it("asks a guest to sign in and an unconfirmed member to confirm, and refuses a call without its token", async () => {
    const photo = await smallJpeg();
    const guest = await uploadPhoto(apiVisitor(w.t.app), photo);
    expect([guest.statusCode, guest.json()]).toEqual([401, { result: { hasError: true, message: "signInRequired" } }]);
    const unconfirmed = apiVisitor(w.t.app);
    await unconfirmed.post("/api/account/registerbyemail", { email: "photo.unconfirmed@example.com", language: "en" });
    const early = await uploadPhoto(unconfirmed, photo);
    expect([early.statusCode, early.json()]).toEqual([403, { result: { hasError: true, message: "verificationRequired" } }]);
    const forged = await w.t.app.inject({
      method: "POST",
      url: UPLOAD_PATH,
      payload: photo,
      headers: { "content-type": "image/jpeg", cookie: owner.cookieHeader() },
    });
    expect([forged.statusCode, forged.json()]).toEqual([403, TOKEN_FAILED]);
  });

  it("counts refused photos against the day's 120 and refuses the next with 429 and Retry-After", async () => {
    const member = await w.owner("photo.busy@example.com");
    const [user] = await database.query<{ id: string }>("select id::text from users where email = 'photo.busy@example.com'");
    const keyHash = createHash("sha256").update(user!.id.toLowerCase()).digest("base64url");
    const hits = async () =>
      (
        await database.query<{ hits: number }>("select hits from rate_limit_hits where rule = 'listingPhotoUser' and key_hash = $1", [
          keyHash,
        ])
      )[0]?.hits;
    expect((await uploadPhoto(member, Buffer.from("not a photo"))).statusCode).toBe(400);
    expect(await hits()).toBe(1);
    expect((await uploadPhoto(member, await smallJpeg())).statusCode).toBe(200);
    expect(await hits()).toBe(2);
    await database.query("update rate_limit_hits set hits = 120 where rule = 'listingPhotoUser' and key_hash = $1", [keyHash]);
    const refused = await uploadPhoto(member, await smallJpeg());
    expect([refused.statusCode, refused.json()]).toEqual([429, { result: { hasError: true, message: "tooManyAttempts" } }]);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(23 * 3600);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(24 * 3600);
  });

  it("holds a member to 40 photos on no listing at once", async () => {
    const member = await w.owner("photo.hoarder@example.com");
    const [user] = await database.query<{ id: string }>("select id from users where email = 'photo.hoarder@example.com'");
    await database.query(
      `insert into owner_listing_photos (owner_user_id, image_key, file_keys, width, height, created_at)
       select $1, 'hoard-' || n, '{}', 800, 600, now() from generate_series(1, 39) n`,
      [user!.id],
    );
    const fortieth = await uploadPhoto(member, await smallJpeg());
    expect(fortieth.statusCode).toBe(200);
    const before = await storedCounts(database);
    const more = await uploadPhoto(member, await smallJpeg());
    expect([more.statusCode, more.json()]).toEqual([400, refusal("too_many_photos", /already have 40 photos on no listing/)]);
    expect(await storedCounts(database)).toEqual(before);
    // One on a listing frees a place.
    const key = (fortieth.json() as { data: { key: string } }).data.key;
    expect((await member.post("/api/owner-listings", w.form({ photos: [key] }))).statusCode).toBe(200);
    expect((await uploadPhoto(member, await smallJpeg())).statusCode).toBe(200);
  });

  it("shows a photo to its owner and its agent before its listing is live, to anyone while it is, and to them alone once let", async () => {
    const key = await uploadedKey(owner, await smallJpeg(1200, 900));
    const path = `/media/owner/${key}/640.webp`;
    const stranger = await w.owner("photo.stranger@example.com");
    const { listing, agent } = await w.submitted(owner, { photos: [key] });
    const [rival] = await database.query<{ id: number }>("select id from agents where id <> $1 order by id limit 1", [listing.agent!.id]);
    const otherAgent = await w.agent(rival!.id);
    const unknown = await media(w.t, `/media/owner/${"0".repeat(32)}/640.webp`);
    expect([unknown.statusCode, unknown.headers["cache-control"]]).toEqual([404, "no-store"]);

    /** Who sees the photo: each viewer's status and Cache-Control; a refusal answers exactly as the unknown key. */
    const seen = async () => {
      const viewers = { owner, agent, guest: undefined, stranger, otherAgent };
      const answers: Record<string, string> = {};
      for (const [name, viewer] of Object.entries(viewers)) {
        const answer = await media(w.t, path, viewer);
        if (answer.statusCode === 404) expect(answer.body).toBe(unknown.body);
        answers[name] = answer.statusCode === 200 ? String(answer.headers["cache-control"]).split(",")[0]! : String(answer.statusCode);
      }
      return answers;
    };
    const hidden = { owner: "private", agent: "private", guest: "404", stranger: "404", otherAgent: "404" };
    expect(await seen()).toEqual(hidden);

    // The agreement signed (the flow test signs a real one): the listing waits for its agent's approval.
    const documentKey = `photo-agreement-${listing.id}`;
    await database.query(
      `insert into documents (document_key, agent_id, template, language, title, title_chi, caption, caption_chi, signing_order,
         status, body_html, original_file_key, original_sha256, current_file_key, issued_at, expires_at, updated_at)
       values ($1, $2, 'landlord-agreement', 'en', 'Agreement', '協議', '', '', 'sequential', 'signed', '{}', 'f/x', 'x', 'f/x', now(), now() + interval '14 days', now())`,
      [documentKey, listing.agent!.id],
    );
    await database.query("update owner_listings set status = 'review', agreement_document_key = $1 where id = $2", [
      documentKey,
      listing.id,
    ]);
    const live = w.data(await agent.post(`/api/agent/owner-listings/${listing.id}/approve`, {}));
    expect(live.status).toBe("live");
    expect(await seen()).toEqual({ owner: "public", agent: "public", guest: "public", stranger: "public", otherAgent: "public" });
    // The public listing names the photo by the same path.
    const detail = await w.t.app.inject({ method: "GET", url: `/api/property/${live.listing!.id}` });
    expect(detail.body).toContain(path);

    w.data(await owner.post(`/api/owner-listings/${listing.id}/let`, {}));
    expect(await seen()).toEqual(hidden);
  });
});

describe("an owner's photo on an S3 bucket", { timeout: 180_000 }, () => {
  let peer: S3Peer;
  let t: AccountsApp;
  const objects = async () => (await peer.keys()).length;

  beforeAll(async () => {
    peer = await startS3Peer();
    t = await startAccountsApp({ env: { S3_URL: peer.url }, rateLimitStore: unlimitedRateLimits, jobs: false });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("keeps the renditions in the bucket, serves them back, and writes nothing for a refused photo", async () => {
    const owner = await memberWithPassword(t.app, t.database, "s3.owner@example.com", PASSWORD);
    const before = await objects();
    expect((await uploadPhoto(owner, Buffer.from("not a photo at all"))).json()).toEqual(refusal("not_an_image"));
    expect(await objects()).toBe(before);
    const key = await uploadedKey(owner, await smallJpeg(1600, 1200));
    expect(await objects()).toBe(before + 3);
    expect(await storedCounts(t.database)).toMatchObject({ photos: 1, files: 0 });
    const served = await media(t, `/media/owner/${key}/1280.webp`, owner);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width: 1280, height: 960 });
    expect((await media(t, `/media/owner/${key}/1280.webp`)).statusCode).toBe(404);
  });
});
