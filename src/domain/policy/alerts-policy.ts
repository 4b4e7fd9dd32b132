// Alerts: a verified member's own; the mailed one-click link's token is the
// authority to stop them, so that call needs no session.
import { definePolicy } from "./policy.ts";

export const alertsPolicy = definePolicy("alerts", {
  unsubscribeByToken: { gate: "anyone", says: "Whoever holds the mailed link's token" },
});
