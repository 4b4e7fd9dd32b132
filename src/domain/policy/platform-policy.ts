// The platform's own calls: health, preferences, the anti-forgery token, the
// API document and (without SMTP, on the operator's machine) the local mailbox.
import { definePolicy } from "./policy.ts";

export const platformPolicy = definePolicy("platform", {
  read: { gate: "anyone", says: "Anyone" },
  preferences: { gate: "anyone", says: "Anyone: the visitor's own cookies" },
});
