// The agent desk: an agent sees, resends and cancels only their own documents
// (another agent's key answers 404, as an unknown one does, and is not in
// their list); a resend mails the invitation again; a cancelled document can
// no longer be signed and shows cancelled to the agent and the signer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiVisitor } from "../accounts-app.ts";
import { signedInAgent } from "./document-fixtures.ts";
import { AGENT_EMAIL, startDocumentWorld, type AgentDoc, type DocumentWorld } from "./document-world.ts";

describe("the agent desk", { timeout: 300_000 }, () => {
  let w: DocumentWorld;
  let member: ApiVisitor;
  let rival: ApiVisitor;
  let doc: AgentDoc;
  let memberToken: string;
  const EMAIL = "desk.client@example.com";
  const UNKNOWN_KEY = "A".repeat(22);

  beforeAll(async () => {
    w = await startDocumentWorld();
    member = await w.member(EMAIL);
    const [other] = await w.t.database.query<{ id: number }>("select id from agents where id <> $1 order by id limit 1", [w.agentId]);
    rival = await signedInAgent(w.t, other!.id, "rival.agent@example.com");
    doc = await w.issue(EMAIL, { order: "sequential" });
    memberToken = await w.mailedToken(EMAIL);
  }, 180_000);
  afterAll(async () => {
    await w.close();
  });

  it("lists only the agent's own documents", async () => {
    const own = (await w.agent.post("/api/agentdesk/documents/list", { page: 1 })).json();
    expect(own.results.map((r: AgentDoc) => r.documentKey)).toEqual([doc.documentKey]);
    const theirs = (await rival.post("/api/agentdesk/documents/list", { page: 1 })).json();
    expect(theirs).toMatchObject({ total: 0, results: [] });
    expect((await member.post("/api/agentdesk/documents/list", { page: 1 })).statusCode).toBe(403);
  });

  it("answers another agent's resend and cancel exactly as an unknown key, and changes nothing", async () => {
    for (const [url, body] of [
      ["/api/agentdesk/documents/resend", {}],
      ["/api/agentdesk/documents/cancel", { reason: "Not mine" }],
    ] as const) {
      const unknown = await rival.post(url, { ...body, documentKey: UNKNOWN_KEY });
      const theirs = await rival.post(url, { ...body, documentKey: doc.documentKey });
      expect([url, unknown.statusCode]).toEqual([url, 404]);
      expect([url, theirs.statusCode, theirs.body]).toEqual([url, unknown.statusCode, unknown.body]);
    }
    expect((await w.deskRow(doc.documentKey)).status).toBe("pending");
    expect(await w.mails(EMAIL, "document-to-sign")).toBe(1);
  });

  it("resends the invitation to the signer whose turn it is, and records it", async () => {
    const resent = await w.agent.post("/api/agentdesk/documents/resend", { documentKey: doc.documentKey });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await w.mails(EMAIL, "document-to-sign")).toBe(2);
    // The agent is not due yet in sequential order: a resend to them is refused.
    const agentSigner = doc.signers.find((s) => s.role === "agent")!;
    const early = await w.agent.post("/api/agentdesk/documents/resend", { documentKey: doc.documentKey, signerId: agentSigner.signerId });
    expect(early.statusCode).toBe(400);
    expect(await w.mails(AGENT_EMAIL, "document-to-sign")).toBe(0);
    const sent = await w.t.database.query<{ detail: string }>(
      "select e.detail from document_events e join documents d on d.id = e.document_id where d.document_key = $1 and e.kind = 'sent' order by e.id",
      [doc.documentKey],
    );
    expect(sent.map((e) => e.detail)).toEqual(["sent", "resent"]);
    // The resent link is the same link: it still works.
    expect(await w.mailedToken(EMAIL)).toBe(memberToken);
  });

  it("cancels: the signer can no longer sign, and both see it cancelled", async () => {
    const code = await w.codeFor(member, memberToken, EMAIL);
    const cancelled = await w.agent.post("/api/agentdesk/documents/cancel", {
      documentKey: doc.documentKey,
      reason: "Flat let to another",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe("cancelled");
    expect((await w.deskRow(doc.documentKey)).status).toBe("cancelled");

    const sign = await member.post("/api/mydocument/sign", { token: memberToken, code, typedName: "Chan", consent: true });
    expect([sign.statusCode, sign.json().result.message]).toEqual([400, "signingDocumentClosed"]);
    const newCode = await member.post("/api/mydocument/sendcode", { token: memberToken });
    expect([newCode.statusCode, newCode.json().result.message]).toEqual([400, "signingDocumentClosed"]);
    const view = (await member.inject({ method: "GET", url: `/api/mydocument/signing?token=${memberToken}` })).json().data;
    expect(view).toMatchObject({ status: "cancelled", signer: { signingStatus: 6, isTurn: false } });
    expect((await member.post("/api/mydocument/getpendingdocuments", {})).json().total).toBe(0);
    expect(await w.mails(EMAIL, "document-closed")).toBe(1);

    // Closed is closed: no second cancel, no resend.
    expect((await w.agent.post("/api/agentdesk/documents/cancel", { documentKey: doc.documentKey, reason: "again" })).statusCode).toBe(400);
    expect((await w.agent.post("/api/agentdesk/documents/resend", { documentKey: doc.documentKey })).statusCode).toBe(400);
    const signatures = await w.t.database.query(
      "select 1 from document_events e join documents d on d.id = e.document_id where d.document_key = $1 and e.kind = 'signed'",
      [doc.documentKey],
    );
    expect(signatures).toEqual([]);
  });
});
