// The newsletter: anyone subscribes (double opt-in) or leaves with the
// mailed token; a member switches their own address on and off.
import { definePolicy } from "./policy.ts";

export const newsletterPolicy = definePolicy("newsletter", {
  subscribe: { gate: "anyone", says: "Anyone (double opt-in), or whoever holds the mailed token" },
  own: { gate: "member", says: "A signed-in member, their own address only" },
});
