// Documents as the calls answer them: the member's entries (the spec's
// document entry), the agent desk's rows, and the signed download URL.
import type { AgentDocument, DocumentEntry, DocumentProperty, DocumentSigner } from "../../../domain/contracts/documents.ts";
import {
  SIGNING_STATUS,
  signingPath,
  type DocumentLanguage,
  type DocumentTemplate,
  type SignerRole,
  type SigningOrder,
} from "../../../domain/documents/document-codes.ts";
import { documentSigningStatus, documentStatusDate } from "../../../domain/documents/document-rules.ts";
import type { SignerRow } from "../../db/documents/document-queries.ts";
import { iso, signingStatusAt, statusAt, type Loaded } from "./document-deps.ts";
import type { SigningSecrets } from "./signing-secrets.ts";

/** A signing URL exists while the signer may still act (their turn or waiting for it) and the document has no signed PDF. */
function signingUrlOf(loaded: Loaded, signer: SignerRow, secrets: SigningSecrets, now: Date): string | null {
  const status = signingStatusAt(loaded, signer, now);
  const open = status === SIGNING_STATUS.awaiting || status === SIGNING_STATUS.waiting;
  return open && signer.linkNonce ? signingPath(secrets.linkToken(signer.linkNonce)) : null;
}

const propertiesOf = (loaded: Loaded) => loaded.properties.map((p) => p.snapshot as DocumentProperty);

/** The member's entry: the signed PDF's key once completed; until then the member's own signer carries the signing URL. */
export function memberEntry(loaded: Loaded, isViewer: (signer: SignerRow) => boolean, secrets: SigningSecrets, now: Date): DocumentEntry {
  const { document } = loaded;
  const status = statusAt(document, now);
  const documentKey = status === "signed" ? document.documentKey : null;
  const signers = loaded.signers.map((signer): DocumentSigner => ({
    signingURL: !documentKey && isViewer(signer) ? signingUrlOf(loaded, signer, secrets, now) : null,
    signingStatus: signingStatusAt(loaded, signer, now),
    updatedDate: iso(signer.updatedAt),
    name: signer.name,
    role: signer.role as SignerRole,
    position: signer.position,
    isViewer: isViewer(signer),
  }));
  return {
    documentKey,
    title: document.title,
    titleChi: document.titleChi,
    caption: document.caption,
    captionChi: document.captionChi,
    documentTemplate: document.template as DocumentTemplate,
    signers,
    properties: propertiesOf(loaded),
    signingStatus: documentSigningStatus(signers),
    statusDate: documentStatusDate(signers) ?? iso(document.updatedAt),
    status,
    issuedDate: iso(document.issuedAt),
    expiresDate: iso(document.expiresAt),
    completedDate: document.completedAt ? iso(document.completedAt) : null,
    agentName: loaded.signers.find((s) => s.role === "agent")?.name ?? "",
  };
}

/** The agent desk's row: every signer's state; the agent's own signer carries its signing URL while it awaits them. */
export function agentEntry(
  loaded: Loaded,
  agentUserId: string | null,
  members: ReadonlySet<string>,
  secrets: SigningSecrets,
  now: Date,
): AgentDocument {
  const { document } = loaded;
  return {
    documentKey: document.documentKey,
    title: document.title,
    titleChi: document.titleChi,
    documentTemplate: document.template as DocumentTemplate,
    language: document.language as DocumentLanguage,
    order: document.signingOrder as SigningOrder,
    status: statusAt(document, now),
    issuedDate: iso(document.issuedAt),
    expiresDate: iso(document.expiresAt),
    completedDate: document.completedAt ? iso(document.completedAt) : null,
    updatedDate: iso(document.updatedAt),
    remindersSent: document.remindersSent,
    sealing: { attempts: document.sealingAttempts, lastError: document.sealingLastError },
    signers: loaded.signers.map((signer) => ({
      signerId: signer.id,
      position: signer.position,
      name: signer.name,
      email: signer.email,
      role: signer.role as SignerRole,
      isMember: signer.userId !== null || members.has(signer.email.toLowerCase()),
      signingStatus: signingStatusAt(loaded, signer, now),
      signingURL: agentUserId && signer.userId === agentUserId ? signingUrlOf(loaded, signer, secrets, now) : null,
      signedDate: signer.signedAt ? iso(signer.signedAt) : null,
      declineReason: signer.declineReason,
      updatedDate: iso(signer.updatedAt),
    })),
    properties: propertiesOf(loaded),
  };
}
