// Signing order and declining. Parallel: every signer may sign, in any order,
// and the last signature completes the document. Sequential: only the signer
// whose turn it is may ask for a code or sign. Declining with a reason closes
// the document: it leaves the member's pending list, nobody can sign it, the
// agent is mailed, and the audit trail holds the event with the reason.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiVisitor } from "../accounts-app.ts";
import { AGENT_EMAIL, startDocumentWorld, type DocumentWorld } from "./document-world.ts";

describe("signing order and declining", { timeout: 300_000 }, () => {
  let w: DocumentWorld;
  let member: ApiVisitor;
  const EMAIL = "order@example.com";
  const pendingCount = async () => (await member.post("/api/mydocument/getpendingdocuments", {})).json().total as number;

  beforeAll(async () => {
    w = await startDocumentWorld();
    member = await w.member(EMAIL);
  }, 120_000);
  afterAll(async () => {
    await w.close();
  });

  it("parallel: the agent may sign first, and the member's signature then completes it", async () => {
    const doc = await w.issue(EMAIL, { order: "parallel" });
    expect(doc.signers.map((s) => s.signingStatus)).toEqual([2, 2]);
    const memberToken = await w.mailedToken(EMAIL);
    // Both were invited at once.
    expect(await w.mails(AGENT_EMAIL, "document-to-sign")).toBe(1);
    const first = await w.sign(w.agent, await w.agentToken(doc.documentKey), AGENT_EMAIL, "Agent Desk");
    expect([first.statusCode, first.json().status]).toEqual([200, "pending"]);
    expect((await w.deskRow(doc.documentKey)).signers.map((s) => s.signingStatus)).toEqual([2, 1]);
    const last = await w.sign(member, memberToken, EMAIL);
    expect([last.statusCode, last.json().status]).toEqual([200, "signed"]);
    expect((await w.deskRow(doc.documentKey)).status).toBe("signed");
  });

  it("sequential: the agent cannot ask for a code or sign before the member has signed", async () => {
    const doc = await w.issue(EMAIL, { order: "sequential" });
    expect(doc.signers.map((s) => s.signingStatus)).toEqual([2, 3]);
    const agentToken = await w.agentToken(doc.documentKey);
    const view = (await w.agent.inject({ method: "GET", url: `/api/mydocument/signing?token=${agentToken}` })).json().data;
    expect(view.signer).toMatchObject({ isTurn: false, signingStatus: 3 });
    const code = await w.agent.post("/api/mydocument/sendcode", { token: agentToken });
    expect([code.statusCode, code.json().result.message]).toEqual([400, "signingNotYourTurn"]);
    const sign = await w.agent.post("/api/mydocument/sign", { token: agentToken, code: "123456", typedName: "Agent", consent: true });
    expect([sign.statusCode, sign.json().result.message]).toEqual([400, "signingNotYourTurn"]);
    // Only the member was invited; the agent is mailed when their turn comes.
    const invitedBefore = await w.mails(AGENT_EMAIL, "document-to-sign");
    expect((await w.sign(member, await w.mailedToken(EMAIL), EMAIL)).statusCode).toBe(200);
    expect(await w.mails(AGENT_EMAIL, "document-to-sign")).toBe(invitedBefore + 1);
    expect((await w.sign(w.agent, agentToken, AGENT_EMAIL, "Agent Desk")).json().status).toBe("signed");
  });

  it("declining with a reason closes the document, tells the agent and is in the audit trail", async () => {
    const doc = await w.issue(EMAIL, { order: "parallel" });
    const token = await w.mailedToken(EMAIL);
    expect(await pendingCount()).toBe(1);
    const closedMailsBefore = await w.mails(AGENT_EMAIL, "document-closed");
    const declined = await member.inject({
      method: "POST",
      url: "/api/mydocument/decline",
      payload: { token, reason: "The rent is higher than agreed" },
      headers: { "content-type": "application/json", "user-agent": "DeclineTest/1.0" },
    });
    expect([declined.statusCode, declined.json().status]).toEqual([200, "declined"]);
    expect(await pendingCount()).toBe(0);
    expect((await member.post("/api/mydocument/getsigneddocuments", {})).json().total).toBe(2);

    const row = await w.deskRow(doc.documentKey);
    expect(row.status).toBe("declined");
    expect(row.signers.map((s) => [s.role, s.signingStatus])).toEqual([
      ["client", 4],
      ["agent", 6],
    ]);
    expect((row.signers[0] as unknown as { declineReason: string }).declineReason).toBe("The rent is higher than agreed");

    expect(await w.mails(AGENT_EMAIL, "document-closed")).toBe(closedMailsBefore + 1);
    const [mail] = await w.t.database.query<{ data: { reason?: string } | string }>(
      "select data from mail_outbox where recipient = $1 and template = 'document-closed' order by id desc limit 1",
      [AGENT_EMAIL],
    );
    expect(JSON.stringify(mail!.data)).toContain("The rent is higher than agreed");

    const events = await w.t.database.query<{ kind: string; detail: string | null; user_agent: string | null }>(
      "select e.kind, e.detail, e.user_agent from document_events e join documents d on d.id = e.document_id where d.document_key = $1 order by e.id",
      [doc.documentKey],
    );
    expect(events.at(-1)).toEqual({ kind: "declined", detail: "The rent is higher than agreed", user_agent: "DeclineTest/1.0" });

    // Nobody can sign it now, and declining again is refused.
    const agentCode = await w.agent.post("/api/mydocument/sendcode", { token: await agentTokenOf(doc.documentKey) });
    expect(agentCode.statusCode).toBe(400);
    const again = await member.post("/api/mydocument/decline", { token, reason: "again" });
    expect([again.statusCode, again.json().result.message]).toEqual([400, "signingDocumentClosed"]);
  });

  /** The agent's token from the database's nonce is not at hand once the desk stops offering it: read the invitation mail. */
  async function agentTokenOf(documentKey: string): Promise<string> {
    const row = await w.deskRow(documentKey);
    const url = row.signers.find((s) => s.role === "agent")?.signingURL;
    return url ? url.split("/").at(-1)! : await w.mailedToken(AGENT_EMAIL);
  }
});
