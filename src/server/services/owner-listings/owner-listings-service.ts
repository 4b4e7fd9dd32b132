// The listings module's services, built once: the owner's calls, the agent's
// review calls, the uploaded photos and their clean-up. It follows
// its agreements through the documents service: when an agreement is
// completed, the listing waiting for it moves to its agent's approval in the
// same transaction, so a signed agreement and a listing still waiting for it
// are never seen together.
import { stepOf } from "../../../domain/listings/owner-listing-status.ts";
import { advanceSignedAgreement } from "../../db/owner-listings/owner-listing-queries.ts";
import {
  deleteUnattachedPhoto,
  insertOwnerPhoto,
  unattachedPhotos,
  type OwnerPhotoRow,
} from "../../db/owner-listings/owner-photo-queries.ts";
import { createAgentSide, type AgentSide } from "./agent-side.ts";
import type { OwnerListingDeps } from "./owner-listing-deps.ts";
import { createOwnerSide, type OwnerSide } from "./owner-side.ts";
import { createOwnerPhotos, type OwnerPhotos } from "./owner-photos.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 500;

/** An uploaded photo's record: its key, its renditions' files in the file store, its upright size. */
export interface UploadedPhoto {
  imageKey: string;
  fileKeys: string[];
  width: number;
  height: number;
}

export interface OwnerListingsService {
  owner: OwnerSide;
  agent: AgentSide;
  /** Uploads (processed, kept, recorded) and the renditions served. */
  photos: OwnerPhotos;
  /** Records an owner's photo whose renditions are already stored; the form then names it by its key. */
  addPhoto(ownerUserId: string, photo: UploadedPhoto): Promise<OwnerPhotoRow>;
  /** Removes the photos no listing named within a day of their upload, rows and files; answers how many. */
  sweepPhotos(): Promise<number>;
}

export function createOwnerListingsService(deps: OwnerListingDeps): OwnerListingsService {
  const { database, now } = deps;
  // The documents service tells of a completed document inside its own transaction (decision 0085).
  deps.documents.onSigned(async (tx, document, at) => {
    const step = stepOf("agreement", "agreementSigned", "system", { agreement: "signed", purpose: null });
    if (step.ok) await advanceSignedAgreement(tx, document.documentKey, "agreement", step.next, at);
  });

  return {
    owner: createOwnerSide(deps),
    agent: createAgentSide(deps),
    photos: createOwnerPhotos(deps),
    addPhoto: (ownerUserId, photo) => insertOwnerPhoto(database, { ownerUserId, ...photo, createdAt: now() }),
    async sweepPhotos() {
      let removed = 0;
      for (const photo of await unattachedPhotos(database, new Date(now().getTime() - DAY_MS), SWEEP_BATCH)) {
        // The row goes first: a photo named by a listing meanwhile keeps its files.
        if (!(await deleteUnattachedPhoto(database, photo.id))) continue;
        for (const key of photo.fileKeys) await deps.files.delete(key);
        removed++;
      }
      return removed;
    },
  };
}
