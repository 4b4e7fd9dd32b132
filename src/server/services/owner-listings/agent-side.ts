// The agent's calls on the owners' listings in their review queue: list it,
// issue the estate agency agreement (the owner signs it as the client from
// their documents), ask for changes with a note, approve a listing whose
// agreement is signed (it goes live), or reject it with a reason. An agent
// only ever reaches the listings in their own queue: another agent's id finds
// nothing, as an unknown one does.
import type { AgentOwnerListing, IssueAgreementRequest } from "../../../domain/contracts/owner-listings.ts";
import { agreementTemplateOf, OPEN_REVIEW_STATUSES, type OwnerListingPurpose } from "../../../domain/listings/owner-listing-status.ts";
import { listingsPolicy } from "../../../domain/policy/listings-policy.ts";
import type { Viewer } from "../../../domain/policy/viewer.ts";
import type { Executor } from "../../db/client.ts";
import {
  agentsListing,
  listingsOfAgent,
  ownerAccounts,
  updateOwnerListing,
  type OwnerListingRow,
} from "../../db/owner-listings/owner-listing-queries.ts";
import { photosOfListings } from "../../db/owner-listings/owner-photo-queries.ts";
import { buildingForListing, insertListing, insertListingPhotos } from "../../db/owner-listings/public-listing-queries.ts";
import {
  ListingRefused,
  lockForStep,
  refused,
  refusing,
  takeStep,
  type ListingAnswer,
  type OwnerListingDeps,
} from "./owner-listing-deps.ts";
import { mailReview } from "./owner-listing-mail.ts";
import { agentViews } from "./owner-listing-views.ts";
import { agreementProperty, publicListingRow, publicPhotoRows } from "./public-listing.ts";

export interface AgentSide {
  /** The listings waiting on the agent or coming back to them, the longest waiting first. */
  queue(viewer: Viewer): Promise<AgentOwnerListing[]>;
  get(viewer: Viewer, id: number): Promise<ListingAnswer<AgentOwnerListing>>;
  /** Issues the agreement through the documents' agent desk; the listing waits for the owner's signature. */
  issueAgreement(viewer: Viewer, id: number, request: IssueAgreementRequest): Promise<ListingAnswer<AgentOwnerListing>>;
  requestChanges(viewer: Viewer, id: number, note: string): Promise<ListingAnswer<AgentOwnerListing>>;
  /** Publishes a listing whose agreement is signed, in the building it names or the one the agent gives. */
  approve(viewer: Viewer, id: number, buildingId: number | undefined): Promise<ListingAnswer<AgentOwnerListing>>;
  reject(viewer: Viewer, id: number, reason: string): Promise<ListingAnswer<AgentOwnerListing>>;
}

export function createAgentSide(deps: OwnerListingDeps): AgentSide {
  const { database, now } = deps;

  /** The listing in the viewer's queue, or null: another agent's answers as an unknown one. */
  async function own(viewer: Viewer, id: number): Promise<OwnerListingRow | null> {
    const row = await agentsListing(database, viewer.agentId!, id);
    return row && listingsPolicy.can(viewer, "review", { ownerUserId: row.ownerUserId, agentId: row.agentId }) === "allow" ? row : null;
  }

  async function view(row: OwnerListingRow): Promise<AgentOwnerListing> {
    return (await agentViews(database, [row]))[0]!;
  }

  async function step(
    viewer: Viewer,
    id: number,
    action: "requestChanges" | "approve" | "reject",
    work: Parameters<typeof takeStep>[4],
  ): Promise<ListingAnswer<AgentOwnerListing>> {
    if (!(await own(viewer, id))) return { kind: "notFound" };
    const answer = await takeStep(deps, id, action, "agent", work);
    if (answer.kind !== "done") return answer;
    return { kind: "done", data: await view(answer.data) };
  }

  /** Sends the listing back to its owner (changes, or rejected) with the agent's words, and mails them. */
  const sendBack = (viewer: Viewer, id: number, outcome: "changes" | "rejected", note: string) =>
    step(viewer, id, outcome === "changes" ? "requestChanges" : "reject", async (tx: Executor, locked, next, at) => {
      const [owner, building] = await Promise.all([
        ownerAccounts(tx, [locked.ownerUserId]).then((accounts) => accounts.get(locked.ownerUserId)!),
        locked.buildingId ? buildingForListing(tx, locked.buildingId) : null,
      ]);
      const row = await updateOwnerListing(tx, locked.id, {
        status: next,
        ...(outcome === "changes" ? { reviewNote: note } : { rejectReason: note }),
        updatedAt: at,
      });
      await mailReview(tx, { publicUrl: deps.publicUrl, owner, row, building, outcome, note });
      return row;
    });

  return {
    async queue(viewer) {
      return agentViews(database, await listingsOfAgent(database, viewer.agentId!, OPEN_REVIEW_STATUSES));
    },

    async get(viewer, id) {
      const row = await own(viewer, id);
      return row ? { kind: "done", data: await view(row) } : { kind: "notFound" };
    },

    async issueAgreement(viewer, id, request) {
      const row = await own(viewer, id);
      if (!row) return { kind: "notFound" };
      // Checked before the PDF is made, and again when the document is recorded (another call may have moved it).
      const early = await takeStep(deps, id, "issueAgreement", "agent", async (_tx, locked) => locked);
      if (early.kind !== "done") return early;
      const [owner, building, photos] = await Promise.all([
        ownerAccounts(database, [row.ownerUserId]).then((accounts) => accounts.get(row.ownerUserId)!),
        row.buildingId ? buildingForListing(database, row.buildingId) : null,
        photosOfListings(database, [row.id]),
      ]);
      const purpose = row.purpose as OwnerListingPurpose;
      return refusing<AgentOwnerListing>(async () => {
        const issued = await deps.documents.agentDesk.issueFor(
          viewer,
          {
            // The owner signs as the client, under their account's address and name.
            clientEmail: owner.email,
            clientName: "",
            template: agreementTemplateOf(purpose, request.template),
            language: request.language,
            signers: [],
            order: "sequential",
            terms: request.terms,
          },
          agreementProperty(row, building, photos),
          // Recorded with the document, in its transaction: the listing waits for this agreement, or neither is kept.
          async (tx, documentKey) => {
            const at = now();
            const { locked, next } = await lockForStep(tx, id, "issueAgreement", "agent", at);
            await updateOwnerListing(tx, locked.id, { status: next, agreementDocumentKey: documentKey, updatedAt: at });
          },
        );
        if (issued.kind === "notFound") return { kind: "notFound" };
        if (issued.kind === "refused") return refused(issued.message, issued.field ? { [issued.field]: issued.message } : undefined);
        const after = await own(viewer, id);
        return after ? { kind: "done", data: await view(after) } : { kind: "notFound" };
      });
    },

    requestChanges: (viewer, id, note) => sendBack(viewer, id, "changes", note),
    reject: (viewer, id, reason) => sendBack(viewer, id, "rejected", reason),

    approve: (viewer, id, buildingId) =>
      step(viewer, id, "approve", async (tx, locked, next, at) => {
        const chosen = buildingId ?? locked.buildingId;
        if (chosen === null) throw new ListingRefused("buildingRequired", { buildingId: "required" });
        const building = await buildingForListing(tx, chosen);
        if (!building) throw new ListingRefused("unknownBuilding", { buildingId: "unknownBuilding" });
        const photos = await photosOfListings(tx, [locked.id]);
        const listing = publicListingRow({ row: locked, building, agentId: locked.agentId!, photoCount: photos.length, at });
        await insertListing(tx, listing);
        await insertListingPhotos(tx, publicPhotoRows(listing.id, photos));
        return updateOwnerListing(tx, locked.id, { status: next, buildingId: chosen, listingId: listing.id, liveAt: at, updatedAt: at });
      }).then(async (answer) => {
        if (answer.kind === "done") await deps.listingIndex.refresh();
        return answer;
      }),
  };
}
