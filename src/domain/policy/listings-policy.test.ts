import { describe, expect, it } from "vitest";
import type { User } from "../contracts/account-user.ts";
import { listingsPolicy } from "./listings-policy.ts";
import { GUEST_VIEWER, type Viewer } from "./viewer.ts";

const user = (userId: string, isConfirmed = true): User => ({
  userId,
  email: `${userId}@example.hk`,
  firstName: "",
  lastName: "",
  salutation: 0,
  dialCode: "852",
  phone: "",
  subscribed: false,
  isConfirmed,
  loginProvider: null,
  hasPassword: true,
});
const member = (id: string, isConfirmed = true): Viewer => ({ user: user(id, isConfirmed), roles: ["member"], agentId: null });
const agent = (id: string, agentId: number): Viewer => ({ user: user(id), roles: ["member", "agent"], agentId });
const listing = { ownerUserId: "owner", agentId: 7 };

describe("the listings policy", () => {
  it("lets the owner manage their listing and its agent review it", () => {
    expect(listingsPolicy.can(member("owner"), "own")).toBe("allow");
    expect(listingsPolicy.can(member("owner"), "manage", listing)).toBe("allow");
    expect(listingsPolicy.can(agent("agent-7", 7), "queue")).toBe("allow");
    expect(listingsPolicy.can(agent("agent-7", 7), "review", listing)).toBe("allow");
  });

  it("answers another owner and another agent as for an unknown listing", () => {
    expect(listingsPolicy.can(member("stranger"), "manage", listing)).toBe("not_found");
    expect(listingsPolicy.can(agent("agent-8", 8), "review", listing)).toBe("not_found");
    expect(listingsPolicy.can(agent("agent-8", 8), "review", { ownerUserId: "owner", agentId: null })).toBe("not_found");
    expect(listingsPolicy.can(agent("agent-7", 7), "manage", listing)).toBe("not_found");
    expect(listingsPolicy.can(member("owner"), "manage", null)).toBe("not_found");
  });

  it("shows an owner's photo to anyone while its listing is live, else to its owner and its listing's agent alone", () => {
    const hidden = { ...listing, public: false };
    expect(listingsPolicy.can(member("owner"), "photo", hidden)).toBe("allow");
    expect(listingsPolicy.can(agent("agent-7", 7), "photo", hidden)).toBe("allow");
    expect(listingsPolicy.can(GUEST_VIEWER, "photo", hidden)).toBe("not_found");
    expect(listingsPolicy.can(member("stranger"), "photo", hidden)).toBe("not_found");
    expect(listingsPolicy.can(agent("agent-8", 8), "photo", hidden)).toBe("not_found");
    // On no listing yet: its owner alone.
    expect(listingsPolicy.can(agent("agent-7", 7), "photo", { ownerUserId: "owner", agentId: null, public: false })).toBe("not_found");
    for (const viewer of [GUEST_VIEWER, member("stranger"), agent("agent-8", 8)]) {
      expect(listingsPolicy.can(viewer, "photo", { ...listing, public: true })).toBe("allow");
    }
  });

  it("keeps guests and unconfirmed members out, and members from the review queue", () => {
    expect(listingsPolicy.can(GUEST_VIEWER, "own")).toBe("sign_in");
    expect(listingsPolicy.can(member("owner", false), "own")).toBe("verify");
    expect(listingsPolicy.can(member("owner", false), "manage", listing)).toBe("verify");
    expect(listingsPolicy.can(member("owner"), "queue")).toBe("forbidden");
    expect(listingsPolicy.can(member("owner"), "review", listing)).toBe("forbidden");
  });
});
