// The browse side is open: anyone searches, opens listings and places, and reads the map.
import { definePolicy } from "./policy.ts";

export const browsePolicy = definePolicy("browse", {
  read: { gate: "anyone", says: "Anyone" },
});
