// The agency's published content (agents, news, guides, fixed pages) is open to anyone.
import { definePolicy } from "./policy.ts";

export const contentPolicy = definePolicy("content", {
  read: { gate: "anyone", says: "Anyone" },
});
