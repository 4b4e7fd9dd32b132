// The owner's calls: start a listing (a draft), save it, submit it to an
// agent's review queue, and once it is live change its price, withdraw it or
// mark it let or sold. The owner only ever reaches their own listings:
// another member's id finds nothing, as an unknown one does.
import {
  submissionProblems,
  type ListingFields,
  type OwnerListing,
  type PriceChangeRequest,
} from "../../../domain/contracts/owner-listings.ts";
import { OPEN_REVIEW_STATUSES, type OwnerListingAction, type OwnerListingPurpose } from "../../../domain/listings/owner-listing-status.ts";
import { listingsPolicy } from "../../../domain/policy/listings-policy.ts";
import type { Viewer } from "../../../domain/policy/viewer.ts";
import type { Executor } from "../../db/client.ts";
import {
  insertOwnerListing,
  leastLoadedAgent,
  listingsOfOwner,
  ownersListing,
  updateOwnerListing,
  type OwnerListingRow,
} from "../../db/owner-listings/owner-listing-queries.ts";
import { attachablePhotos, setListingPhotos } from "../../db/owner-listings/owner-photo-queries.ts";
import { insertPriceChange, listingPrices, updateListing } from "../../db/owner-listings/public-listing-queries.ts";
import {
  columnsOf,
  fieldsOf,
  ListingRefused,
  refused,
  refusing,
  takeStep,
  type ListingAnswer,
  type OwnerListingDeps,
} from "./owner-listing-deps.ts";
import { ownerViews } from "./owner-listing-views.ts";
import { priceColumns } from "./public-listing.ts";

export interface OwnerSide {
  /** The owner's listings, the latest change first, with how each fares once live. */
  list(viewer: Viewer): Promise<OwnerListing[]>;
  /** Starts a listing as a draft with what the form holds so far. */
  create(viewer: Viewer, fields: ListingFields): Promise<ListingAnswer<OwnerListing>>;
  get(viewer: Viewer, id: number): Promise<ListingAnswer<OwnerListing>>;
  /** Replaces the form's fields of a draft, or of a listing its agent sent back for changes. */
  save(viewer: Viewer, id: number, fields: ListingFields): Promise<ListingAnswer<OwnerListing>>;
  /** Sends a complete listing to an agent's review queue (the same agent when it comes back from changes). */
  submit(viewer: Viewer, id: number): Promise<ListingAnswer<OwnerListing>>;
  /** A live listing's new price: the public listing changes and its price history records it. */
  changePrice(viewer: Viewer, id: number, request: PriceChangeRequest): Promise<ListingAnswer<OwnerListing>>;
  withdraw(viewer: Viewer, id: number): Promise<ListingAnswer<OwnerListing>>;
  markLet(viewer: Viewer, id: number): Promise<ListingAnswer<OwnerListing>>;
  markSold(viewer: Viewer, id: number): Promise<ListingAnswer<OwnerListing>>;
}

export function createOwnerSide(deps: OwnerListingDeps): OwnerSide {
  const { database, now } = deps;

  /** The viewer's own listing, or null: another member's answers as an unknown one. */
  async function own(viewer: Viewer, id: number): Promise<OwnerListingRow | null> {
    const row = await ownersListing(database, viewer.user!.userId, id);
    return row && listingsPolicy.can(viewer, "manage", { ownerUserId: row.ownerUserId, agentId: row.agentId }) === "allow" ? row : null;
  }

  async function view(row: OwnerListingRow): Promise<OwnerListing> {
    return (await ownerViews(database, [row]))[0]!;
  }

  /** The form's photos attached to the listing, in order, when every key is one of the owner's free photos. */
  async function attachPhotos(tx: Executor, row: OwnerListingRow, fields: ListingFields): Promise<void> {
    const found = await attachablePhotos(tx, row.ownerUserId, row.id, fields.photos);
    const unknown = fields.photos.findIndex((key) => !found.some((p) => p.imageKey === key));
    if (unknown >= 0) throw new ListingRefused("unknownPhoto", { [`photos.${unknown}`]: "unknownPhoto" });
    await setListingPhotos(tx, row.id, fields.photos, fields.coverPhoto ?? fields.photos[0] ?? null);
  }

  /** One step of the owner's on their own listing. */
  async function step(
    viewer: Viewer,
    id: number,
    action: OwnerListingAction,
    work: Parameters<typeof takeStep>[4],
  ): Promise<ListingAnswer<OwnerListing>> {
    if (!(await own(viewer, id))) return { kind: "notFound" };
    const answer = await takeStep(deps, id, action, "owner", work);
    if (answer.kind !== "done") return answer;
    return { kind: "done", data: await view(answer.data) };
  }

  /** Takes a live listing off the market (withdrawn, let or sold): its public listing is no longer available. */
  const offMarket = (viewer: Viewer, id: number, action: OwnerListingAction) =>
    step(viewer, id, action, async (tx, locked, next, at) => {
      if (locked.listingId !== null) await updateListing(tx, locked.listingId, { available: false, updatedAt: at });
      return updateOwnerListing(tx, locked.id, { status: next, updatedAt: at });
    }).then(async (answer) => {
      if (answer.kind === "done" && answer.data.listing) await deps.listingIndex.refresh();
      return answer;
    });

  return {
    async list(viewer) {
      return ownerViews(database, await listingsOfOwner(database, viewer.user!.userId));
    },

    async create(viewer, fields) {
      const limit = await deps.rateLimits.consume("listingDraftUser", viewer.user!.userId);
      if (!limit.allowed) return { kind: "throttled", retryAfterSeconds: limit.retryAfterSeconds };
      const at = now();
      return refusing<OwnerListing>(async () => {
        const row = await database.transaction(async (tx) => {
          const row = await insertOwnerListing(tx, {
            ...columnsOf(fields),
            ownerUserId: viewer.user!.userId,
            status: "draft",
            createdAt: at,
            updatedAt: at,
          });
          await attachPhotos(tx, row, fields);
          return row;
        });
        return { kind: "done", data: await view(row) };
      });
    },

    async get(viewer, id) {
      const row = await own(viewer, id);
      return row ? { kind: "done", data: await view(row) } : { kind: "notFound" };
    },

    save: (viewer, id, fields) =>
      step(viewer, id, "save", async (tx, locked, next, at) => {
        await attachPhotos(tx, locked, fields);
        return updateOwnerListing(tx, locked.id, { ...columnsOf(fields), status: next, updatedAt: at });
      }),

    async submit(viewer, id) {
      const row = await own(viewer, id);
      if (!row) return { kind: "notFound" };
      // What the form still lacks is told before a submission is counted against the member's daily limit.
      const problems = submissionProblems(fieldsOf(row, [], null));
      if (Object.keys(problems).length > 0) return refused("incomplete", problems);
      const limit = await deps.rateLimits.consume("listingSubmitUser", viewer.user!.userId);
      if (!limit.allowed) return { kind: "throttled", retryAfterSeconds: limit.retryAfterSeconds };
      return step(viewer, id, "submit", async (tx, locked, next, at) => {
        // Checked again on the row as it is now: a save may have come in between.
        const missing = submissionProblems(fieldsOf(locked, [], null));
        if (Object.keys(missing).length > 0) throw new ListingRefused("incomplete", missing);
        // The agent with the fewest open reviews, so the work spreads evenly as listings come in, ties to the
        // lowest id so the choice is the same whoever asks. A listing back from changes stays with its agent, who
        // knows it. Two submissions at the same instant may pick the same agent; the next one evens it out.
        const agentId = locked.agentId ?? (await leastLoadedAgent(tx, OPEN_REVIEW_STATUSES));
        if (agentId === null) throw new ListingRefused("noAgent");
        return updateOwnerListing(tx, locked.id, {
          status: next,
          agentId,
          // A new submission is agreed afresh: the agreement signed before named the listing as it was.
          agreementDocumentKey: null,
          reviewNote: null,
          submittedAt: at,
          updatedAt: at,
        });
      });
    },

    changePrice: (viewer, id, request) =>
      step(viewer, id, "changePrice", async (tx, locked, next, at) => {
        const purpose = locked.purpose as OwnerListingPurpose;
        if (request.askingPrice !== undefined && purpose === "rent")
          throw new ListingRefused("notForThisPurpose", { askingPrice: "notForThisPurpose" });
        if (request.rent !== undefined && purpose === "sale") throw new ListingRefused("notForThisPurpose", { rent: "notForThisPurpose" });
        const current = (await listingPrices(tx, locked.listingId!))!;
        const salePrice = request.askingPrice ?? current.salePrice;
        const rentPrice = request.rent ?? current.rentPrice;
        const changes = [
          { purpose: 1 as const, oldPrice: current.salePrice, newPrice: salePrice },
          { purpose: 2 as const, oldPrice: current.rentPrice, newPrice: rentPrice },
        ].filter((c) => c.oldPrice !== null && c.newPrice !== null && c.oldPrice !== c.newPrice);
        for (const change of changes) {
          await insertPriceChange(tx, {
            listingId: locked.listingId!,
            purpose: change.purpose,
            changedAt: at,
            oldPrice: change.oldPrice!,
            newPrice: change.newPrice!,
          });
        }
        await updateListing(tx, locked.listingId!, {
          ...priceColumns(salePrice, rentPrice, current.grossSize, current.saleableSize),
          updatedAt: at,
        });
        return updateOwnerListing(tx, locked.id, { askingPrice: salePrice, rent: rentPrice, status: next, updatedAt: at });
      }).then(async (answer) => {
        if (answer.kind === "done") await deps.listingIndex.refresh();
        return answer;
      }),

    withdraw: (viewer, id) => offMarket(viewer, id, "withdraw"),
    markLet: (viewer, id) => offMarket(viewer, id, "markLet"),
    markSold: (viewer, id) => offMarket(viewer, id, "markSold"),
  };
}
