// Photos for the upload call's tests: made here with sharp, sent as the
// browser's form sends them (the file's bytes as the body, a fresh
// anti-forgery token), and what the store holds counted.
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import type { Database } from "../../../src/server/db/client.ts";
import type { ApiVisitor } from "../api-client.ts";

export const UPLOAD_PATH = "/api/owner-listings/photos";

/** POSTs `bytes` as the upload form does, with this content type. */
export function uploadPhoto(visitor: ApiVisitor, bytes: Uint8Array, contentType = "image/jpeg"): Promise<LightMyRequestResponse> {
  return visitor.inject({ method: "POST", url: UPLOAD_PATH, payload: Buffer.from(bytes), headers: { "content-type": contentType } });
}

/** The key of an uploaded photo, or a thrown error naming what came instead. */
export async function uploadedKey(visitor: ApiVisitor, bytes: Uint8Array): Promise<string> {
  const response = await uploadPhoto(visitor, bytes);
  if (response.statusCode !== 200) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { key: string } }).data.key;
}

/** A small photo-like JPEG (a gradient with a band), `width` × `height`. */
export async function smallJpeg(width = 800, height = 600): Promise<Buffer> {
  const band = await sharp({ create: { width: Math.round(width / 8), height, channels: 3, background: "#c03020" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#3060a0" } })
    .composite([{ input: band, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Rows of uploaded photos and files in the database's file store. */
export async function storedCounts(database: Database): Promise<{ photos: number; files: number }> {
  const [photos] = await database.query<{ n: number }>("select count(*)::int as n from owner_listing_photos");
  const [files] = await database.query<{ n: number }>("select count(*)::int as n from stored_files");
  return { photos: photos!.n, files: files!.n };
}
