// What the owners' listings services are built from, what they answer, and
// what both sides share: where an agreement stands, a listing's facts for
// the state machine and its form's fields, and one step of the state machine
// taken in one transaction.
import type { ListingFields } from "../../../domain/contracts/owner-listings.ts";
import {
  stepOf,
  type AgreementState,
  type ListingActor,
  type ListingFacts,
  type OwnerListingAction,
  type OwnerListingPurpose,
  type OwnerListingStatus,
  type Refusal,
} from "../../../domain/listings/owner-listing-status.ts";
import type { Database, Executor } from "../../db/client.ts";
import { agreementsByKey, lockOwnerListing, type OwnerListingRow } from "../../db/owner-listings/owner-listing-queries.ts";
import type { FileStore } from "../files/file-store.ts";
import type { ListingIndex } from "../listing-index/listing-index.ts";
import type { RateLimits } from "../rate-limits/rate-limits.ts";
import type { DocumentService } from "../documents/document-service.ts";

export interface OwnerListingDeps {
  database: Database;
  files: FileStore;
  rateLimits: RateLimits;
  now: () => Date;
  publicUrl: string;
  /** The agent desk issues agreements; a completed document moves its listing on. */
  documents: Pick<DocumentService, "agentDesk" | "onSigned">;
  /** Told at once of a listing that went live or left the market (other processes follow within a second). */
  listingIndex: Pick<ListingIndex, "refresh">;
}

/**
 * A call's answer: done, unknown (or another party's: the same answer), refused with a reason and the fields it
 * concerns, or throttled.
 */
export type ListingAnswer<T> =
  | { kind: "done"; data: T }
  | { kind: "notFound" }
  | { kind: "refused"; reason: Refusal | string; fields?: Record<string, string> }
  | { kind: "throttled"; retryAfterSeconds: number };

export const refused = (reason: string, fields?: Record<string, string>) =>
  ({ kind: "refused", reason, ...(fields ? { fields } : {}) }) as const;

/** Where an agreement stands, from its document's status: a pending one past its expiry counts as closed. */
export function agreementStateOf(agreement: { status: string; expiresAt: Date } | undefined, now: Date): AgreementState {
  if (!agreement) return "none";
  if (agreement.status === "signed") return "signed";
  if (agreement.status === "pending") return agreement.expiresAt.getTime() <= now.getTime() ? "closed" : "pending";
  // Every signer signed and the seal is being applied: not signed yet, and nothing to issue again.
  if (agreement.status === "sealing") return "pending";
  return "closed";
}

export function factsOf(row: OwnerListingRow, agreement: AgreementState): ListingFacts {
  return { agreement, purpose: row.purpose as OwnerListingPurpose | null };
}

/** The form as the listing holds it. */
export function fieldsOf(row: OwnerListingRow, photoKeys: string[], coverPhoto: string | null): ListingFields {
  return {
    purpose: row.purpose as OwnerListingPurpose | null,
    buildingId: row.buildingId,
    address: row.address,
    floor: row.floor,
    unit: row.unit,
    saleableArea: row.saleableArea,
    otherAreas: row.otherAreas,
    grossArea: row.grossArea,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    maidRoom: row.maidRoom,
    parking: row.parking,
    outdoorSpace: row.outdoorSpace,
    askingPrice: row.askingPrice,
    rent: row.rent,
    managementFeeIncluded: row.managementFeeIncluded,
    description: row.description,
    photos: photoKeys,
    coverPhoto,
    contactBy: row.contactBy,
  };
}

/** The columns a save writes: every field of the form but its photos. */
export function columnsOf(fields: ListingFields) {
  const { photos: _photos, coverPhoto: _cover, ...columns } = fields;
  return columns;
}

/** Thrown inside a transaction to undo it and answer a refusal: the listing may not take the step (or no longer may). */
export class ListingRefused extends Error {
  override name = "ListingRefused";
  readonly reason: string;
  readonly fields: Record<string, string> | undefined;
  constructor(reason: string, fields?: Record<string, string>) {
    super(`refused: ${reason}`);
    this.reason = reason;
    this.fields = fields;
  }
}

/**
 * Inside a transaction: the listing locked, and the step checked against its status and agreement as they are
 * now; a step it may not take throws `ListingRefused`.
 */
export async function lockForStep(
  tx: Executor,
  id: number,
  action: OwnerListingAction,
  actor: ListingActor,
  at: Date,
): Promise<{ locked: OwnerListingRow; next: OwnerListingStatus }> {
  const locked = await lockOwnerListing(tx, id);
  if (!locked) throw new ListingRefused("wrongStatus");
  const key = locked.agreementDocumentKey;
  const agreement = key ? agreementStateOf((await agreementsByKey(tx, [key])).get(key), at) : "none";
  const step = stepOf(locked.status as OwnerListingStatus, action, actor, factsOf(locked, agreement));
  if (!step.ok) throw new ListingRefused(step.reason);
  return { locked, next: step.next };
}

/** Answers a `ListingRefused` thrown by `work` (which undid its transaction) as a refusal. */
export async function refusing<T>(work: () => Promise<ListingAnswer<T>>): Promise<ListingAnswer<T>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ListingRefused) return refused(error.reason, error.fields);
    throw error;
  }
}

/**
 * Takes one step of the state machine in one transaction: the listing locked and the step checked, then `work`
 * writes what the step means and answers the listing as it is after. A `ListingRefused` thrown by `work` undoes
 * everything it wrote.
 */
export function takeStep(
  deps: Pick<OwnerListingDeps, "database" | "now">,
  id: number,
  action: OwnerListingAction,
  actor: ListingActor,
  work: (tx: Executor, locked: OwnerListingRow, next: OwnerListingStatus, at: Date) => Promise<OwnerListingRow>,
): Promise<ListingAnswer<OwnerListingRow>> {
  return refusing(async () => {
    const row = await deps.database.transaction(async (tx) => {
      const at = deps.now();
      const { locked, next } = await lockForStep(tx, id, action, actor, at);
      return work(tx, locked, next, at);
    });
    return { kind: "done", data: row };
  });
}
