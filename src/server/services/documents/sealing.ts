// Completing a document, and the documents' timed work. When the last signer
// has signed, the audit certificate (every signer, every event, the SHA-256
// of the PDF as issued) is appended and the whole file sealed; the result and
// its SHA-256 are kept and every signer is mailed the signed PDF. A seal that
// fails is retried by its job with backoff, and the agent desk shows the
// attempts and the last error. The sweep expires documents whose time ran
// out and mails reminders (5 days after issue, then every 2 days, at most 5).
// Whoever listens for completed documents is told inside the transaction that
// completes one, so what they write is kept exactly when the document is.
import { nextReminderAt } from "../../../domain/documents/document-rules.ts";
import {
  documentById,
  documentsDueReminder,
  eventsOf,
  expiredDocuments,
  insertEvents,
  lockDocument,
  sealingWithoutJob,
  updateDocument,
} from "../../db/documents/document-queries.ts";
import { agentForDocument } from "../../db/documents/document-sources.ts";
import { insertJob } from "../../jobs/job-queries.ts";
import { sha256Hex } from "../files/file-store.ts";
import { isSignersTurn, loadAll, type DocumentDeps } from "./document-deps.ts";
import type { AuditEventKind } from "./document-ports.ts";
import { mailClosed, mailCompleted, mailReminder } from "./document-mail.ts";
import { SEAL_DOCUMENT_JOB } from "./signing.ts";
import type { SigningSecrets } from "./signing-secrets.ts";
import type { Executor } from "../../db/client.ts";

/** Told of a document just completed (status signed), inside the transaction that completes it; a throw undoes the seal. */
export type SignedListener = (tx: Executor, document: { id: number; documentKey: string }, at: Date) => Promise<void>;

const AUDIT_KINDS = new Set<string>(["sent", "opened", "code-sent", "signed", "declined", "reminded", "expired", "cancelled"]);
const SWEEP_BATCH = 200;

export interface Sealing {
  /** Completes a document every signer signed; a no-op for any other. Throws when the seal fails (after recording it). */
  seal(documentId: number): Promise<void>;
  /** Expires the documents whose time ran out, mails the reminders due, and queues again a seal whose retries were spent. */
  sweep(): Promise<{ expired: number; reminded: number; requeued: number }>;
}

export function createSealing(
  deps: DocumentDeps,
  secretsOf: () => Promise<SigningSecrets>,
  signedListeners: readonly SignedListener[] = [],
): Sealing {
  const { database, now } = deps;

  async function seal(documentId: number): Promise<void> {
    const document = await documentById(database, documentId);
    if (!document || document.status !== "sealing") return;
    try {
      const [loaded] = await loadAll(database, [document]);
      const [current, events] = await Promise.all([deps.files.get(document.currentFileKey), eventsOf(database, documentId)]);
      if (!current) throw new Error(`its PDF ${document.currentFileKey} is missing`);
      const html = deps.html.auditCertificate({
        documentTitle: document.language === "en" ? document.title : document.titleChi,
        documentKey: document.documentKey,
        originalSha256: document.originalSha256,
        issuedAt: document.issuedAt,
        verifyUrl: `${deps.publicUrl}/${document.language}/verify-document`,
        signers: loaded!.signers.map((s) => ({
          name: s.typedName ?? s.name,
          email: s.email,
          signedAt: s.signedAt!,
          ip: s.ip ?? "",
          userAgent: s.userAgent ?? "",
          verifiedBy: "email-code" as const,
        })),
        events: events
          .filter((e) => AUDIT_KINDS.has(e.kind))
          .map((e) => ({ at: e.at, kind: e.kind as AuditEventKind, who: e.who, ...(e.detail ? { detail: e.detail } : {}) })),
      });
      const result = await deps.pdf.finish(current.bytes, html);
      const resultFileKey = await deps.files.put(result, "application/pdf");
      const at = now();
      await database.transaction(async (tx) => {
        const locked = await lockDocument(tx, documentId);
        // Another process sealed it meanwhile: its result stands.
        if (!locked || locked.status !== "sealing") return;
        await updateDocument(tx, documentId, {
          status: "signed",
          resultFileKey,
          resultSha256: sha256Hex(result),
          completedAt: at,
          updatedAt: at,
          sealingLastError: null,
        });
        await insertEvents(tx, [{ documentId, kind: "sealed", at, who: "system", detail: `sha256 ${sha256Hex(result)}` }]);
        const completed = { ...locked, resultFileKey };
        for (const signer of loaded!.signers) await mailCompleted(tx, deps.publicUrl, completed, signer);
        for (const listener of signedListeners) await listener(tx, { id: documentId, documentKey: locked.documentKey }, at);
      });
    } catch (error) {
      const message = ((error as Error)?.message ?? String(error)).slice(0, 500);
      await updateDocument(database, documentId, { sealingAttempts: document.sealingAttempts + 1, sealingLastError: message });
      await insertEvents(database, [{ documentId, kind: "seal-failed", at: now(), who: "system", detail: message }]);
      throw error;
    }
  }

  async function expire(): Promise<number> {
    const due = await expiredDocuments(database, now(), SWEEP_BATCH);
    for (const [loaded] of await Promise.all(due.map((d) => loadAll(database, [d])))) {
      const { document, signers } = loaded!;
      const agent = await agentForDocument(database, document.agentId);
      const at = now();
      await database.transaction(async (tx) => {
        const locked = await lockDocument(tx, document.id);
        if (!locked || locked.status !== "pending") return;
        await updateDocument(tx, document.id, {
          status: "expired",
          closedAt: at,
          closeReason: "expired",
          nextReminderAt: null,
          updatedAt: at,
        });
        await insertEvents(tx, [{ documentId: document.id, kind: "expired", at, who: "system" }]);
        await mailClosed(tx, {
          publicUrl: deps.publicUrl,
          document,
          outcome: "expired",
          reason: "",
          to: [
            ...signers.filter((s) => s.role === "client").map((s) => ({ email: s.email, language: s.language, agent: false })),
            ...(agent ? [{ email: agent.userEmail ?? agent.email, language: agent.language ?? "en", agent: true }] : []),
          ],
        });
      });
    }
    return due.length;
  }

  async function remind(): Promise<number> {
    const due = await documentsDueReminder(database, now(), SWEEP_BATCH);
    const secrets = await secretsOf();
    for (const [loaded] of await Promise.all(due.map((d) => loadAll(database, [d])))) {
      const { document, signers } = loaded!;
      const awaited = signers.filter((s) => isSignersTurn(loaded!, s));
      const agentName = signers.find((s) => s.role === "agent")?.name ?? "";
      const at = now();
      await database.transaction(async (tx) => {
        const locked = await lockDocument(tx, document.id);
        if (!locked || locked.status !== "pending" || locked.remindersSent !== document.remindersSent) return;
        const sent = document.remindersSent + 1;
        await updateDocument(tx, document.id, { remindersSent: sent, nextReminderAt: nextReminderAt(document.issuedAt, sent) });
        for (const signer of awaited) await mailReminder(tx, { publicUrl: deps.publicUrl, document, signer, agentName, secrets });
        await insertEvents(
          tx,
          awaited.map((s) => ({
            documentId: document.id,
            kind: "reminded",
            at,
            who: `${s.name} <${s.email}>`,
            signerId: s.id,
            detail: `reminder ${sent}`,
          })),
        );
      });
    }
    return due.length;
  }

  return {
    seal,
    async sweep() {
      const expired = await expire();
      const reminded = await remind();
      const stuck = await sealingWithoutJob(database, SEAL_DOCUMENT_JOB);
      for (const documentId of stuck) await insertJob(database, SEAL_DOCUMENT_JOB, { documentId });
      return { expired, reminded, requeued: stuck.length };
    },
  };
}
