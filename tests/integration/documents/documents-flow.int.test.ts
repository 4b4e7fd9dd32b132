// The whole flow of a tenant agreement, on the real PDF engine: the agent
// issues it, the member signs with a Chinese typed name, the agent
// countersigns, the document is sealed with the audit certificate; pdfsig
// finds every signature valid, the certificate quotes the SHA-256 of the PDF
// as issued, both are mailed the signed PDF, and verify tells an altered copy.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberWithPassword, startAccountsApp, unlimitedRateLimits, type AccountsApp, type ApiVisitor } from "../accounts-app.ts";
import { startSmtpPeer, type SmtpPeer } from "../smtp-peer.ts";
import { poppler, validationLines } from "../pdf-signing/poppler.ts";
import { latestCode, PASSWORD, seedForDocuments, signedInAgent, tokenOfSigningUrl } from "./document-fixtures.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("a tenant agreement from issue to sealed PDF", { timeout: 180_000 }, () => {
  let t: AccountsApp;
  let peer: SmtpPeer;
  let agent: ApiVisitor;
  let member: ApiVisitor;
  let stranger: ApiVisitor;
  let listingId: number;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    // Mail stays undelivered (no SMTP) until the end, so codes are read from the outbox; the peer takes the last mails.
    // No job runner here: a send-mail job this app claimed without SMTP would fail and wait out its retry delay.
    t = await startAccountsApp({ rateLimitStore: unlimitedRateLimits, env: {}, jobs: false });
    const seeded = await seedForDocuments(t.database);
    listingId = seeded.listingId;
    agent = await signedInAgent(t, seeded.agentId, "desk.agent@example.com");
    member = await memberWithPassword(t.app, t.database, "chan.taiman@example.com", PASSWORD);
    stranger = await memberWithPassword(t.app, t.database, "stranger@example.com", PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  let documentKey: string;
  let resultPdf: Uint8Array;

  it("is issued by the agent, and the member sees it pending with their signing link", async () => {
    const issued = await agent.post("/api/agentdesk/documents/issue", {
      listingId,
      clientEmail: "chan.taiman@example.com",
      clientName: "陳大文",
      template: "tenant-agreement",
      language: "zh-hk",
      order: "sequential",
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const data = issued.json().data;
    documentKey = data.documentKey;
    expect(data.signers.map((s: { role: string; signingStatus: number }) => [s.role, s.signingStatus])).toEqual([
      ["client", 2],
      ["agent", 3],
    ]);
    expect((await member.post("/api/mydocument/getpendingcount", {})).json()).toEqual({ data: { count: 1 } });
    const pending = (await member.post("/api/mydocument/getpendingdocuments", {})).json();
    expect(pending.total).toBe(1);
    const [entry] = pending.results;
    expect(entry).toMatchObject({ documentKey: null, documentTemplate: "tenant-agreement", status: "pending" });
    expect(entry.properties[0].propertyId).toBe(listingId);
    expect(entry.signers[0].signingURL).toMatch(/^\/mydocument\/sign\/[A-Za-z0-9_-]{43}$/);
    expect(entry.signers[1].signingURL).toBeNull();
    expect((await stranger.post("/api/mydocument/getpendingdocuments", {})).json().total).toBe(0);
  });

  it("is signed by the member with a Chinese typed name after a mailed code, then countersigned by the agent", async () => {
    const pending = (await member.post("/api/mydocument/getpendingdocuments", {})).json();
    const memberToken = tokenOfSigningUrl(pending.results[0].signers[0].signingURL);
    const view = await member.inject({ method: "GET", url: `/api/mydocument/signing?token=${memberToken}&lang=zh-hk` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({ signer: { isTurn: true, role: "client" }, language: "zh-hk" });
    expect(view.json().data.html).toMatch(/[\u4e00-\u9fff]/);
    expect((await stranger.inject({ method: "GET", url: `/api/mydocument/signing?token=${memberToken}` })).statusCode).toBe(404);

    expect((await member.post("/api/mydocument/sendcode", { token: memberToken })).statusCode).toBe(200);
    const code = await latestCode(t.database, "chan.taiman@example.com");
    const signed = await member.post("/api/mydocument/sign", { token: memberToken, code, typedName: "陳大文", consent: true });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ result: { hasError: false }, status: "pending" });
    // The code was single-use.
    const again = await member.post("/api/mydocument/sign", { token: memberToken, code, typedName: "陳大文", consent: true });
    expect(again.json().result.message).toBe("signingAlreadySigned");

    const desk = (await agent.post("/api/agentdesk/documents/list", { page: 1 })).json();
    const agentUrl = desk.results[0].signers[1].signingURL;
    expect(agentUrl).toBeTruthy();
    const agentToken = tokenOfSigningUrl(agentUrl);
    expect((await agent.post("/api/mydocument/sendcode", { token: agentToken })).statusCode).toBe(200);
    const agentCode = await latestCode(t.database, "desk.agent@example.com");
    const countersigned = await agent.post("/api/mydocument/sign", {
      token: agentToken,
      code: agentCode,
      typedName: "Agent Desk",
      consent: true,
    });
    expect(countersigned.statusCode, countersigned.body).toBe(200);
    expect(countersigned.json().status).toBe("signed");
  });

  it("moves to the member's signed documents, downloads through a signed URL, and pdfsig finds every signature valid", async () => {
    expect((await member.post("/api/mydocument/getpendingcount", {})).json().data.count).toBe(0);
    const signedList = (await member.post("/api/mydocument/getsigneddocuments", {})).json();
    expect(signedList.results[0].documentKey).toBe(documentKey);
    const url = (await member.inject({ method: "GET", url: `/api/mydocument/getdownloadurl?key=${documentKey}` })).json().data as string;
    const download = await member.inject({ method: "GET", url });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    resultPdf = new Uint8Array(download.rawPayload);
    // Another member: no URL, and the member's URL does not open for them.
    expect((await stranger.inject({ method: "GET", url: `/api/mydocument/getdownloadurl?key=${documentKey}` })).statusCode).toBe(404);
    expect((await stranger.inject({ method: "GET", url })).statusCode).toBe(404);
    // Five minutes later the URL is dead.
    t.clock.advance(5 * 60 * 1000 + 1000);
    expect((await member.inject({ method: "GET", url })).statusCode).toBe(404);

    const verdicts = validationLines(poppler("pdfsig", resultPdf).stdout);
    expect(verdicts).toEqual(["Signature is Valid.", "Signature is Valid.", "Signature is Valid."]);

    const [row] = await t.database.query<{ original_sha256: string; original_file_key: string }>(
      "select original_sha256, original_file_key from documents where document_key = $1",
      [documentKey],
    );
    const [original] = await t.database.query<{ bytes: Uint8Array }>("select bytes from stored_files where key = $1", [
      row!.original_file_key,
    ]);
    expect(sha256(new Uint8Array(original!.bytes))).toBe(row!.original_sha256);
    // The certificate's table wraps the 64 hex digits over lines: its hex runs, joined in order, hold the hash.
    const text = poppler("pdftotext", resultPdf).stdout;
    const hexRuns = (text.match(/\b[0-9a-f]{6,}\b/g) ?? []).join("");
    expect(hexRuns).toContain(row!.original_sha256);
    expect(text).toContain("陳大文");
  });

  it("says the result is ours and unaltered, and a copy with one byte changed is altered", async () => {
    const check = (bytes: Uint8Array) =>
      member.inject({
        method: "POST",
        url: "/api/documents/verify",
        payload: Buffer.from(bytes),
        headers: { "content-type": "application/pdf" },
      });
    const ok = await check(resultPdf);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ ours: true, unaltered: true, documentKey });
    const altered = new Uint8Array(resultPdf);
    const at = Math.floor(altered.length / 3);
    altered[at] = altered[at]! ^ 0x01;
    const bad = (await check(altered)).json();
    expect(bad.unaltered).toBe(false);
    expect(validationLines(poppler("pdfsig", altered).stdout).every((line) => line === "Signature is Valid.")).toBe(false);
  });

  it("mails every signer the signed PDF as an attachment", async () => {
    // Deliver the outbox through SMTP now: a second app on the same database with SMTP configured runs the send-mail jobs.
    const sender = await startAccountsApp({ database: t.database, env: { SMTP_URL: peer.url } });
    try {
      // 1.5 s on a quiet machine; beside a journey run (load 17) one of the two took more than 60 s, a retry's wait
      // included. The test's own limit is 180 s.
      const deadline = Date.now() + 150_000;
      const completed = () => peer.received.filter((m) => m.attachments.some((a) => a.contentType === "application/pdf"));
      while (completed().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const recipients = completed()
        .map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)!.text)
        .sort();
      expect(recipients).toEqual(["chan.taiman@example.com", "desk.agent@example.com"]);
      const attachment = completed()[0]!.attachments[0]!;
      expect(sha256(new Uint8Array(attachment.content))).toBe(sha256(resultPdf));
    } finally {
      await sender.close();
    }
  });
});
