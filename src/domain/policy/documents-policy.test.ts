import { describe, expect, it } from "vitest";
import type { User } from "../contracts/account-user.ts";
import { documentsPolicy } from "./documents-policy.ts";
import type { Viewer } from "./viewer.ts";

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
const document = { signerUserIds: ["client", "agent-user-7"], issuingAgentId: 7 };

describe("the documents policy", () => {
  it("lets a signer read and sign, and the issuing agent read and manage", () => {
    expect(documentsPolicy.can(member("client"), "read", document)).toBe("allow");
    expect(documentsPolicy.can(member("client"), "sign", document)).toBe("allow");
    expect(documentsPolicy.can(agent("agent-user-7", 7), "read", document)).toBe("allow");
    expect(documentsPolicy.can(agent("agent-user-7", 7), "manage", document)).toBe("allow");
  });

  it("answers another member and another agent as for an unknown document", () => {
    expect(documentsPolicy.can(member("stranger"), "read", document)).toBe("not_found");
    expect(documentsPolicy.can(member("stranger"), "sign", document)).toBe("not_found");
    expect(documentsPolicy.can(agent("agent-user-8", 8), "manage", document)).toBe("not_found");
    expect(documentsPolicy.can(agent("agent-user-8", 8), "read", document)).toBe("not_found");
    expect(documentsPolicy.can(member("client"), "read", null)).toBe("not_found");
  });

  it("keeps documents from guests and unconfirmed members, and the desk from members", () => {
    expect(documentsPolicy.can({ user: null, roles: [], agentId: null }, "own")).toBe("sign_in");
    expect(documentsPolicy.can(member("client", false), "own")).toBe("verify");
    expect(documentsPolicy.can(member("client"), "agentDesk")).toBe("forbidden");
    expect(documentsPolicy.can(member("client"), "manage", document)).toBe("forbidden");
    expect(documentsPolicy.can({ user: null, roles: [], agentId: null }, "verify")).toBe("allow");
  });
});
