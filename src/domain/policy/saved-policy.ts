// Saved properties, recently viewed, saved searches and follows: a member's
// own lists. Whose list comes from the session, and every entry is read
// through the member's own id, so an id in a request only ever names one of
// the member's own entries: another member's answers as an unknown one.
import { definePolicy } from "./policy.ts";

export const savedPolicy = definePolicy("saved", {
  own: { gate: "member", says: "A signed-in member, their own lists only (another member's entry answers 404, as an unknown one)" },
  alerts: { gate: "verified", says: "A member whose e-mail is confirmed (only they are mailed), their own settings" },
});
