import { describe, expect, it } from "vitest";
import type { User } from "../contracts/account-user.ts";
import { definePolicy, passGate, type Gate } from "./policy.ts";
import { GUEST_VIEWER, rolesOf, type Viewer } from "./viewer.ts";
import { enquiriesPolicy } from "./enquiries-policy.ts";
import { savedPolicy } from "./saved-policy.ts";

const user = (isConfirmed: boolean): User => ({
  userId: isConfirmed ? "u-confirmed" : "u-new",
  email: "a@example.hk",
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
const viewers: Record<string, Viewer> = {
  guest: GUEST_VIEWER,
  unverified: { user: user(false), roles: ["member"], agentId: null },
  member: { user: user(true), roles: ["member"], agentId: null },
  agent: { user: user(true), roles: ["member", "agent"], agentId: 7 },
  admin: { user: user(true), roles: ["member", "admin"], agentId: null },
};

describe("a gate", () => {
  // Who passes each gate, and what the others are told.
  const table: [Gate, Record<keyof typeof viewers, string>][] = [
    ["anyone", { guest: "allow", unverified: "allow", member: "allow", agent: "allow", admin: "allow" }],
    ["member", { guest: "sign_in", unverified: "allow", member: "allow", agent: "allow", admin: "allow" }],
    ["verified", { guest: "sign_in", unverified: "verify", member: "allow", agent: "allow", admin: "allow" }],
    ["agent", { guest: "sign_in", unverified: "forbidden", member: "forbidden", agent: "allow", admin: "forbidden" }],
    ["admin", { guest: "sign_in", unverified: "forbidden", member: "forbidden", agent: "forbidden", admin: "allow" }],
  ];
  it.each(table)("%s", (gate, expected) => {
    expect(Object.fromEntries(Object.entries(viewers).map(([name, viewer]) => [name, passGate(viewer, gate)]))).toEqual(expected);
  });
});

describe("a policy", () => {
  const notes = definePolicy("notes", {
    list: { gate: "member", says: "A member, their own" },
    read: { gate: "member", sees: (viewer: Viewer, note: { userId: string }) => note.userId === viewer.user?.userId, says: "Its author" },
  });

  it("lets the owner see their record, and answers another's and a missing one alike: not found", () => {
    expect(notes.can(viewers.member!, "read", { userId: "u-confirmed" })).toBe("allow");
    expect(notes.can(viewers.agent!, "read", { userId: "someone-else" })).toBe("not_found");
    expect(notes.can(viewers.member!, "read", null)).toBe("not_found");
  });

  it("asks the gate before the record: a guest is asked to sign in, whatever the id", () => {
    expect(notes.can(viewers.guest!, "read", { userId: "u-confirmed" })).toBe("sign_in");
    expect(notes.can(viewers.guest!, "list")).toBe("sign_in");
  });

  it("keeps the agent desk for agents and the alert settings for confirmed members", () => {
    expect(enquiriesPolicy.can(viewers.member!, "agentDesk")).toBe("forbidden");
    expect(enquiriesPolicy.can(viewers.agent!, "agentDesk")).toBe("allow");
    expect(savedPolicy.can(viewers.unverified!, "alerts")).toBe("verify");
  });
});

describe("an account's roles", () => {
  it("are always a member's, keep the known staff roles in one order, and drop unknown ones", () => {
    expect(rolesOf([])).toEqual(["member"]);
    expect(rolesOf(["agent", "member", "superuser", "agent"])).toEqual(["member", "agent"]);
    expect(rolesOf(["admin", "agent"])).toEqual(["member", "agent", "admin"]);
  });
});
