// An owner's photos: an upload checked, turned upright and stripped by the
// photo pipeline, its renditions kept in the file store; and a rendition
// served to whoever may see it.
//
// The rules:
// - A member holds at most MAX_FREE_PHOTOS photos that no listing names (the
//   form names them; unused ones go a day after their upload), and uploads at
//   most `listingPhotoUser` photos a day, refused ones included: the count is
//   checked before a photo is decoded, and again when it is recorded, under the
//   member's lock, so two uploads at once cannot both take the last place.
// - Nothing is kept of a refused photo.
// - The photo's row is recorded with its file keys before the files are
//   written. When a write fails, the files written and the row are removed; if
//   the clean-up fails too (the store is down) or the process dies half-way,
//   the row stays, no listing names it, and the house-keeping that removes
//   unused photos after a day removes it with its files. So no file is ever
//   kept that no row names.
// - A rendition is anyone's while its listing is live and on the market;
//   otherwise only its owner's and its listing's agent's, and anyone else is
//   answered as for an unknown photo.
import { randomBytes } from "node:crypto";
import type { UploadedPhoto } from "../../../domain/contracts/owner-listings.ts";
import { MAX_FREE_PHOTOS } from "../../../domain/listings/photo-limits.ts";
import { listingsPolicy } from "../../../domain/policy/listings-policy.ts";
import type { Viewer } from "../../../domain/policy/viewer.ts";
import {
  countFreePhotos,
  deleteUnattachedPhoto,
  insertOwnerPhoto,
  lockFreePhotos,
  photoToServe,
} from "../../db/owner-listings/owner-photo-queries.ts";
import { newFileKey } from "../files/file-store.ts";
import { processListingPhoto, RENDITION_WIDTHS, type ListingPhotoRefusal, type RenditionWidth } from "../listing-photos/listing-photos.ts";
import { mediaPath } from "../search/media-paths.ts";
import type { OwnerListingDeps } from "./owner-listing-deps.ts";
import { OWNER_PHOTO_KIND } from "./owner-listing-views.ts";

export type PhotoUploadAnswer =
  | { kind: "done"; data: UploadedPhoto }
  | { kind: "refused"; refusal: ListingPhotoRefusal }
  | { kind: "throttled"; retryAfterSeconds: number };

/** A rendition's bytes as stored, its digest (an ETag), and whether anyone may see it. */
export interface ServedRendition {
  bytes: Uint8Array;
  sha256: string;
  public: boolean;
}

export interface OwnerPhotos {
  /** Processes and keeps one photo of the viewer's (a verified member), as sent: its bytes alone, never its name or type. */
  upload(viewer: Viewer, bytes: Uint8Array): Promise<PhotoUploadAnswer>;
  /** One rendition of the photo `key` if the viewer may see it; null as for an unknown photo otherwise. */
  rendition(viewer: Viewer, key: string, width: RenditionWidth): Promise<ServedRendition | null>;
}

const TOO_MANY_FREE = { ok: false, reason: "too_many_photos", limit: MAX_FREE_PHOTOS } as const;
const WEBP = "image/webp";

/** A photo's key in the media paths: 128 random bits as 32 lower-case hex digits. */
const newPhotoKey = () => randomBytes(16).toString("hex");

export function createOwnerPhotos(deps: Pick<OwnerListingDeps, "database" | "files" | "rateLimits" | "now">): OwnerPhotos {
  const { database, files } = deps;

  /** Removes what an upload wrote; when that fails too, the row stays for the day-later sweep to remove with its files. */
  async function undo(id: number, fileKeys: readonly string[]) {
    try {
      for (const key of new Set(fileKeys)) await files.delete(key);
      await deleteUnattachedPhoto(database, id);
    } catch {
      // The sweep of unused photos finds the row and removes its files.
    }
  }

  return {
    async upload(viewer, bytes) {
      const ownerUserId = viewer.user!.userId;
      if ((await countFreePhotos(database, ownerUserId)) >= MAX_FREE_PHOTOS) return { kind: "refused", refusal: TOO_MANY_FREE };
      const limit = await deps.rateLimits.consume("listingPhotoUser", ownerUserId);
      if (!limit.allowed) return { kind: "throttled", retryAfterSeconds: limit.retryAfterSeconds };
      const outcome = await processListingPhoto(bytes);
      if (!outcome.ok) return { kind: "refused", refusal: outcome };

      // One file for each distinct rendition (a small photo's slots share their bytes), in RENDITION_WIDTHS' order.
      const keyOf = new Map<Buffer, string>();
      const slots = RENDITION_WIDTHS.map((slot) => outcome.renditions.find((r) => r.slot === slot)!);
      const fileKeys = slots.map((r) => keyOf.get(r.bytes) ?? keyOf.set(r.bytes, newFileKey()).get(r.bytes)!);
      const imageKey = newPhotoKey();
      const row = await database.transaction(async (tx) => {
        if ((await lockFreePhotos(tx, ownerUserId)) >= MAX_FREE_PHOTOS) return null;
        return insertOwnerPhoto(tx, {
          ownerUserId,
          imageKey,
          fileKeys,
          width: outcome.width,
          height: outcome.height,
          createdAt: deps.now(),
        });
      });
      if (!row) return { kind: "refused", refusal: TOO_MANY_FREE };
      try {
        for (const [bytes, key] of keyOf) await files.putAt(key, bytes, WEBP);
      } catch (error) {
        await undo(row.id, fileKeys);
        throw error;
      }
      return {
        kind: "done",
        data: { key: imageKey, width: outcome.width, height: outcome.height, path: mediaPath(OWNER_PHOTO_KIND, imageKey) },
      };
    },

    async rendition(viewer, key, width) {
      const photo = await photoToServe(database, key);
      if (!photo) return null;
      const parties = {
        ownerUserId: photo.ownerUserId,
        agentId: photo.agentId,
        public: photo.status === "live" && photo.available === true,
      };
      if (listingsPolicy.can(viewer, "photo", parties) !== "allow") return null;
      const fileKey = photo.fileKeys[RENDITION_WIDTHS.indexOf(width)];
      const stored = fileKey ? await files.get(fileKey) : null;
      return stored ? { bytes: stored.bytes, sha256: stored.sha256, public: parties.public } : null;
    },
  };
}
