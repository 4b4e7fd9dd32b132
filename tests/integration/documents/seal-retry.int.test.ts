// A seal that fails never leaves a document stuck: the last signature still
// counts, the document waits in "sealing" with the failure on the agent desk,
// and the seal job retries until the result is sealed and mailed.
//
// The failure is injected at our own boundary: the documents module takes the
// PDF engine through its port (SharedDeps.pdf); here that port is the real
// engine wrapped so its first calls of finish() throw. Everything else —
// the database, the job runner, the signatures, the later seal — is real.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "../../../src/domain/policy/viewer.ts";
import type { SharedDeps } from "../../../src/server/modules/shared-deps.ts";
import type { ApiVisitor } from "../accounts-app.ts";
import { AGENT_EMAIL, startDocumentWorld, type DocumentWorld } from "./document-world.ts";
import { documentsProcess, type DocumentsProcess } from "./documents-process.ts";

const FAILURE = "PDF engine unavailable (injected by the test)";

/** The real engine whose first `failures` calls of finish() throw. */
function failingFinish(failures: number) {
  return (real: SharedDeps["pdf"]): SharedDeps["pdf"] => {
    let calls = 0;
    return {
      ...real,
      finish: async (pdf, html) => {
        if (++calls <= failures) throw new Error(FAILURE);
        return real.finish(pdf, html);
      },
    };
  };
}

describe("a seal that fails", { timeout: 300_000 }, () => {
  let w: DocumentWorld;
  let member: ApiVisitor;
  let failing: DocumentsProcess;
  let agentViewer: Viewer;
  const EMAIL = "sealer@example.com";

  beforeAll(async () => {
    w = await startDocumentWorld();
    member = await w.member(EMAIL);
    // The immediate seal after the last signature fails, and so does the seal job's first try.
    failing = documentsProcess(w.databases[0]!, w.t.clock.now, { pdf: failingFinish(2) });
    const me = (await w.agent.inject({ method: "GET", url: "/api/account/me" })).json();
    agentViewer = { user: me.user, roles: ["member", "agent"], agentId: w.agentId };
  }, 180_000);
  afterAll(async () => {
    await failing.close();
    await w.close();
  });

  const events = async (documentKey: string) =>
    (
      await w.t.database.query<{ kind: string }>(
        "select e.kind from document_events e join documents d on d.id = e.document_id where d.document_key = $1 and e.kind in ('sealed', 'seal-failed') order by e.id",
        [documentKey],
      )
    ).map((e) => e.kind);

  it("keeps the last signature, shows the failure on the desk, and the seal job retries until it is sealed", async () => {
    const doc = await w.issue(EMAIL, { order: "sequential" });
    expect((await w.sign(member, await w.mailedToken(EMAIL), EMAIL)).statusCode).toBe(200);

    // The agent's countersignature goes through the process whose engine fails.
    const token = await w.agentToken(doc.documentKey);
    const code = await w.codeFor(w.agent, token, AGENT_EMAIL);
    const caller = { viewer: agentViewer, ip: "203.0.113.7", userAgent: "SealTest/1.0" };
    const signed = await failing.service.signing.sign(caller, { token, code, typedName: "Agent Desk", consent: true });
    expect(signed).toMatchObject({ kind: "done", status: "sealing" });

    const stuck = await w.deskRow(doc.documentKey);
    expect(stuck.status).toBe("sealing");
    expect(stuck.sealing).toEqual({ attempts: 1, lastError: FAILURE });
    expect(stuck.signers.map((s) => s.signingStatus)).toEqual([1, 1]);
    expect(await events(doc.documentKey)).toEqual(["seal-failed"]);
    expect((await member.post("/api/mydocument/getsigneddocuments", {})).json().total).toBe(0);
    expect(await w.mails(EMAIL, "document-completed")).toBe(0);

    // The seal job: its first try fails too, the retry seals.
    await failing.runner.runDue();
    const [job] = await w.t.database.query<{ attempts: number; failed: boolean }>(
      "select attempts, failed_at is not null as failed from jobs where kind = 'document-seal'",
    );
    expect(job).toEqual({ attempts: 2, failed: false });

    const sealed = await w.deskRow(doc.documentKey);
    expect(sealed.status).toBe("signed");
    expect(sealed.sealing).toEqual({ attempts: 2, lastError: null });
    expect(await events(doc.documentKey)).toEqual(["seal-failed", "seal-failed", "sealed"]);
    expect(await w.mails(EMAIL, "document-completed")).toBe(1);
    expect(await w.mails(AGENT_EMAIL, "document-completed")).toBe(1);
    const signedList = (await member.post("/api/mydocument/getsigneddocuments", {})).json();
    expect(signedList.results.map((e: { documentKey: string }) => e.documentKey)).toEqual([doc.documentKey]);
  });

  it("queues the seal again from the sweep when the seal job's retries were spent", async () => {
    const doc = await w.issue(EMAIL, { order: "parallel" });
    expect((await w.sign(member, await w.mailedToken(EMAIL), EMAIL)).statusCode).toBe(200);
    const token = await w.agentToken(doc.documentKey);
    const code = await w.codeFor(w.agent, token, AGENT_EMAIL);
    const broken = documentsProcess(w.databases[0]!, w.t.clock.now, { pdf: failingFinish(1) });
    try {
      const caller = { viewer: agentViewer, ip: "203.0.113.7", userAgent: "SealTest/1.0" };
      expect(await broken.service.signing.sign(caller, { token, code, typedName: "Agent Desk", consent: true })).toMatchObject({
        status: "sealing",
      });
    } finally {
      await broken.close();
    }
    // The job gave up (its attempts spent) while the engine was down.
    await w.t.database.query(
      "update jobs set finished_at = now(), failed_at = now(), last_error = $1 where kind = 'document-seal' and finished_at is null",
      [FAILURE],
    );
    expect((await w.deskRow(doc.documentKey)).status).toBe("sealing");
    const swept = await failing.service.sealing.sweep();
    expect(swept.requeued).toBe(1);
    expect(await failing.runner.runDue()).toBe(1);
    expect((await w.deskRow(doc.documentKey)).status).toBe("signed");
  });
});
