// What the documents services are built from, and the reads they share: a
// document with its signers and properties, who is on it, and each signer's
// state as the lists show it.
import { randomBytes } from "node:crypto";
import type { DocumentStatus } from "../../../domain/documents/document-codes.ts";
import { isTurnOf, signingStatusOf, type SignerState } from "../../../domain/documents/document-rules.ts";
import type { DocumentParties } from "../../../domain/policy/documents-policy.ts";
import type { Database, Executor } from "../../db/client.ts";
import { propertiesOf, signersOf, type DocumentRow, type PropertyRow, type SignerRow } from "../../db/documents/document-queries.ts";
import type { FileStore } from "../files/file-store.ts";
import type { RateLimits } from "../rate-limits/rate-limits.ts";
import type { DocumentHtml, DocumentPdf } from "./document-ports.ts";
import { createSigningSecrets, type SigningSecrets } from "./signing-secrets.ts";

export interface DocumentDeps {
  database: Database;
  files: FileStore;
  pdf: DocumentPdf;
  html: DocumentHtml;
  rateLimits: RateLimits;
  now: () => Date;
  publicUrl: string;
  expiryDays: number;
  /** SIGNING_SECRET, or undefined: one made once and kept in the file store. */
  signingSecret: string | undefined;
  agencyLicenceNumber: string;
}

export interface Loaded {
  document: DocumentRow;
  signers: SignerRow[];
  properties: PropertyRow[];
}

/** The secrets, read (or made) once per process. */
export function lazySecrets(deps: Pick<DocumentDeps, "files" | "signingSecret">): () => Promise<SigningSecrets> {
  let secrets: Promise<SigningSecrets> | null = null;
  return () => {
    secrets ??= (async () => {
      if (deps.signingSecret) return createSigningSecrets(new TextEncoder().encode(deps.signingSecret));
      // The first process to ask writes it; every other one reads the same bytes.
      const stored = await deps.files.putFixed("secret/signing", randomBytes(32), "application/octet-stream");
      return createSigningSecrets(stored.bytes);
    })();
    secrets.catch(() => (secrets = null));
    return secrets;
  };
}

/** Documents with their signers and properties, in the order given. */
export async function loadAll(executor: Executor, rows: readonly DocumentRow[]): Promise<Loaded[]> {
  const ids = rows.map((d) => d.id);
  const [signers, properties] = await Promise.all([signersOf(executor, ids), propertiesOf(executor, ids)]);
  return rows.map((document) => ({
    document,
    signers: signers.filter((s) => s.documentId === document.id),
    properties: properties.filter((p) => p.documentId === document.id),
  }));
}

/** A pending document whose time ran out counts as expired before the expiry job gets to it. */
export function statusAt(document: DocumentRow, now: Date): DocumentStatus {
  const status = document.status as DocumentStatus;
  return status === "pending" && document.expiresAt.getTime() <= now.getTime() ? "expired" : status;
}

export function partiesOf(loaded: Pick<Loaded, "document" | "signers">): DocumentParties {
  return { signerUserIds: loaded.signers.flatMap((s) => (s.userId ? [s.userId] : [])), issuingAgentId: loaded.document.agentId };
}

export function isSignersTurn(loaded: Pick<Loaded, "document" | "signers">, signer: SignerRow): boolean {
  const states = loaded.signers.map((s) => ({ position: s.position, state: s.status as SignerState }));
  return isTurnOf(loaded.document.signingOrder as "parallel" | "sequential", states, signer.position);
}

export function signingStatusAt(loaded: Pick<Loaded, "document" | "signers">, signer: SignerRow, now: Date) {
  return signingStatusOf(signer.status as SignerState, statusAt(loaded.document, now), isSignersTurn(loaded, signer));
}

/** Whether a signer row is this member's: their account, or their confirmed address before the account was linked. */
export function isMemberSigner(signer: SignerRow, user: { userId: string; email: string; isConfirmed: boolean }): boolean {
  if (signer.userId) return signer.userId === user.userId;
  return user.isConfirmed && signer.email.toLowerCase() === user.email.toLowerCase();
}

export const iso = (date: Date) => date.toISOString();
