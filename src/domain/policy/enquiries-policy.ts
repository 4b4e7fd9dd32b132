// Enquiries: anyone may send one; a member reads their own history; an agent
// reads the enquiries addressed to them, and no other agent's.
import { definePolicy } from "./policy.ts";
import type { Viewer } from "./viewer.ts";

/** An enquiry as the policy sees it: who sent it and which agent it went to. */
export interface EnquiryParties {
  userId: string | null;
  agentId: number | null;
}

export const enquiriesPolicy = definePolicy("enquiries", {
  send: { gate: "anyone", says: "Anyone, signed in or not, within the enquiry limits" },
  history: { gate: "member", says: "A member, their own enquiries only" },
  agentDesk: { gate: "agent", says: "An agent, the enquiries addressed to them only" },
  read: {
    gate: "member",
    sees: (viewer: Viewer, enquiry: EnquiryParties) =>
      enquiry.userId === viewer.user?.userId || (viewer.agentId !== null && enquiry.agentId === viewer.agentId),
    says: "Its sender, or the agent it was addressed to",
  },
});
