// The documents module's services, built once: the member's lists and
// downloads, the signing screen's calls, the agent desk, sealing and the
// timed sweep, and the public verify call.
import type { VerifyDocumentResponse } from "../../../domain/contracts/documents.ts";
import type { SignerRole } from "../../../domain/documents/document-codes.ts";
import { documentByResultSha256, signersOf } from "../../db/documents/document-queries.ts";
import { sha256Hex } from "../files/file-store.ts";
import type { RateLimitDecision } from "../rate-limits/rate-limits.ts";
import { createAgentDesk, type AgentDesk } from "./agent-desk.ts";
import { iso, lazySecrets, type DocumentDeps } from "./document-deps.ts";
import { createMemberDocuments, type MemberDocuments } from "./member-documents.ts";
import { createSealing, type Sealing, type SignedListener } from "./sealing.ts";
import { createSigning, type Signing } from "./signing.ts";

export interface DocumentService {
  member: MemberDocuments;
  signing: Signing;
  agentDesk: AgentDesk;
  sealing: Sealing;
  /** Whether a PDF is one of ours and unaltered: its SHA-256 is a completed document's result, or its signatures check out. */
  verify(pdf: Uint8Array): Promise<VerifyDocumentResponse>;
  /** Counts one verify call from an IP and says whether it may go on. */
  verifyLimit(ip: string): Promise<RateLimitDecision>;
  /**
   * Tells `listener` of every document completed from now on, inside the transaction that completes it (a module
   * built later follows its own documents this way: an owner's listing moves on when its agreement is signed).
   */
  onSigned(listener: SignedListener): void;
}

export function createDocumentService(deps: DocumentDeps): DocumentService {
  const secretsOf = lazySecrets(deps);
  const member = createMemberDocuments(deps, secretsOf);
  const signedListeners: SignedListener[] = [];
  const sealing = createSealing(deps, secretsOf, signedListeners);
  return {
    member,
    sealing,
    signing: createSigning(deps, secretsOf, member, sealing.seal),
    agentDesk: createAgentDesk(deps, secretsOf),
    verifyLimit: (ip) => deps.rateLimits.consume("verifyIp", ip),
    onSigned: (listener) => void signedListeners.push(listener),
    async verify(pdf) {
      const completed = await documentByResultSha256(deps.database, sha256Hex(pdf));
      if (completed) {
        const signers = await signersOf(deps.database, [completed.id]);
        return {
          ours: true,
          unaltered: true,
          documentKey: completed.documentKey,
          title: completed.title,
          titleChi: completed.titleChi,
          completedAt: completed.completedAt ? iso(completed.completedAt) : undefined,
          signers: signers.map((s) => ({
            name: s.typedName ?? s.name,
            role: s.role as SignerRole,
            signedAt: s.signedAt ? iso(s.signedAt) : null,
          })),
        };
      }
      // Not a result we issued, byte for byte: what its signatures say (an altered copy fails here).
      const checked = await deps.pdf.verify(pdf).catch(() => ({ ours: false, unaltered: false }));
      return { ours: checked.ours, unaltered: checked.ours && checked.unaltered };
    },
  };
}
