// Owners' listings: a member whose e-mail is confirmed lists a flat and
// manages their own listings (a guest may fill the form in the browser, but
// nothing is stored for them); an agent works the listings in their own
// review queue and no other agent's. A listing the viewer neither owns nor
// has in their queue answers as an unknown one.
import { definePolicy } from "./policy.ts";
import type { Viewer } from "./viewer.ts";

/** Who is on an owner's listing: its owner's account and the agent it was assigned to (none while a draft). */
export interface OwnerListingParties {
  ownerUserId: string;
  agentId: number | null;
}

/** An owner's uploaded photo: its owner, its listing's agent (none while on no listing or a draft), and whether that listing is live. */
export interface OwnerPhotoParties extends OwnerListingParties {
  /** Its listing is live and on the market: the public listing shows it. */
  public: boolean;
}

const isOwner = (viewer: Viewer, listing: OwnerListingParties) => viewer.user !== null && viewer.user.userId === listing.ownerUserId;
const isAssignedAgent = (viewer: Viewer, listing: OwnerListingParties) =>
  viewer.agentId !== null && viewer.roles.includes("agent") && listing.agentId === viewer.agentId;

export const listingsPolicy = definePolicy("listings", {
  own: { gate: "verified", says: "A member whose e-mail is confirmed: their own listings, and a new one" },
  manage: {
    gate: "verified",
    sees: (viewer: Viewer, listing: OwnerListingParties) => isOwner(viewer, listing),
    says: "The listing's owner only (anyone else: 404, as an unknown listing)",
  },
  queue: { gate: "agent", says: "An agent: the owners' listings in their own review queue" },
  review: {
    gate: "agent",
    sees: (viewer: Viewer, listing: OwnerListingParties) => isAssignedAgent(viewer, listing),
    says: "The agent whose review queue holds the listing (another agent: 404, as an unknown listing)",
  },
  photo: {
    gate: "anyone",
    sees: (viewer: Viewer, photo: OwnerPhotoParties) => photo.public || isOwner(viewer, photo) || isAssignedAgent(viewer, photo),
    says: "An owner's photo: anyone while its listing is live; otherwise its owner and the agent whose review queue holds its listing (anyone else: 404, as an unknown photo)",
  },
});
