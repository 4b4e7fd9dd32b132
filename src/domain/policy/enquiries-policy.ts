// Enquiries: anyone may send one; a member reads their own history; an agent
// reads the enquiries addressed to them, and no other agent's.
import { definePolicy } from "./policy.ts";

export const enquiriesPolicy = definePolicy("enquiries", {
  send: { gate: "anyone", says: "Anyone, signed in or not, within the enquiry limits" },
  history: { gate: "member", says: "A member, their own enquiries only" },
  agentDesk: { gate: "agent", says: "An agent, the enquiries addressed to them only" },
});
