// The member's side: the pending and signed lists, the pending alert's
// count, and the short-lived download URL of a document's PDF, which only
// the document's signers and its issuing agent can follow, each only with
// their own session.
import type { DocumentListRequest, DocumentListResponse, DownloadQuery } from "../../../domain/contracts/documents.ts";
import { DOCUMENT_PAGE_SIZE } from "../../../domain/documents/document-codes.ts";
import type { User } from "../../../domain/contracts/account-user.ts";
import { documentsPolicy } from "../../../domain/policy/documents-policy.ts";
import type { Viewer } from "../../../domain/policy/viewer.ts";
import { documentByKey, memberDocuments, pendingDocumentCount, type MemberList } from "../../db/documents/document-queries.ts";
import { isMemberSigner, loadAll, partiesOf, statusAt, type DocumentDeps, type Loaded } from "./document-deps.ts";
import { memberEntry } from "./document-entries.ts";
import type { SigningSecrets } from "./signing-secrets.ts";

/**
 * The pending count runs on every signed-in page: each member's is kept 5 s (the session cache's span), so pages
 * in a row cost a map lookup; a member's own signature or decline clears theirs at once in this process.
 */
const COUNT_CACHE_MS = 5_000;
const COUNT_CACHE_MAX = 10_000;

/** A download URL works five minutes. */
export const DOWNLOAD_URL_SECONDS = 5 * 60;

export interface MemberDocuments {
  list(user: User, list: MemberList, request: DocumentListRequest): Promise<DocumentListResponse>;
  pendingCount(user: User): Promise<number>;
  /** Forgets a member's cached count (after they signed or declined). */
  forgetCount(userId: string): void;
  /** A signed URL to the document's PDF for this account, or null (unknown, or not theirs). */
  downloadUrl(viewer: Viewer, documentKey: string): Promise<string | null>;
  /** The PDF a signed URL names, for the account it was made for; null for anything else. */
  download(viewer: Viewer, query: DownloadQuery): Promise<{ bytes: Uint8Array; filename: string } | null>;
}

/** A member's signer rows are matched by account, or by confirmed address before the account was linked. */
const confirmedEmail = (user: User) => (user.isConfirmed ? user.email : null);

export function createMemberDocuments(deps: DocumentDeps, secretsOf: () => Promise<SigningSecrets>): MemberDocuments {
  const { database, now } = deps;
  const counts = new Map<string, { count: number; until: number }>();

  /** The document if this viewer may read it: a signer (by account or confirmed address) or the issuing agent. */
  async function readable(viewer: Viewer, documentKey: string): Promise<Loaded | null> {
    const row = await documentByKey(database, documentKey);
    if (!row) return null;
    const [loaded] = await loadAll(database, [row]);
    const user = viewer.user;
    const signerIds = user ? loaded!.signers.filter((s) => isMemberSigner(s, user)).map(() => user.userId) : [];
    const parties = partiesOf(loaded!);
    const decision = documentsPolicy.can(viewer, "read", { ...parties, signerUserIds: [...parties.signerUserIds, ...signerIds] });
    return decision === "allow" ? loaded! : null;
  }

  /** The file a download names: the completed PDF when there is one, else the PDF as it stands. */
  const latestKey = (loaded: Loaded) => loaded.document.resultFileKey ?? loaded.document.currentFileKey;

  return {
    async list(user, list, request) {
      const { rows, total } = await memberDocuments(database, {
        list,
        userId: user.userId,
        email: confirmedEmail(user),
        now: now(),
        order: request.listOrderEnum,
        ascending: request.listOrderIsAsc,
        limit: DOCUMENT_PAGE_SIZE,
        offset: (request.page - 1) * DOCUMENT_PAGE_SIZE,
      });
      const [loaded, secrets] = await Promise.all([loadAll(database, rows), secretsOf()]);
      const at = now();
      return {
        results: loaded.map((l) => memberEntry(l, (signer) => isMemberSigner(signer, user), secrets, at)),
        total,
        page: request.page,
        pageSize: DOCUMENT_PAGE_SIZE,
      };
    },

    async pendingCount(user) {
      const at = Date.now();
      const cached = counts.get(user.userId);
      if (cached && cached.until > at) return cached.count;
      const count = await pendingDocumentCount(database, user.userId, confirmedEmail(user), now());
      if (counts.size >= COUNT_CACHE_MAX) counts.clear();
      counts.set(user.userId, { count, until: at + COUNT_CACHE_MS });
      return count;
    },

    forgetCount: (userId) => void counts.delete(userId),

    async downloadUrl(viewer, documentKey) {
      const loaded = await readable(viewer, documentKey);
      if (!loaded || !viewer.user) return null;
      const secrets = await secretsOf();
      const grant = {
        key: documentKey,
        file: "latest" as const,
        expires: Math.floor(now().getTime() / 1000) + DOWNLOAD_URL_SECONDS,
        userId: viewer.user.userId,
      };
      const query = new URLSearchParams({
        key: grant.key,
        file: grant.file,
        expires: String(grant.expires),
        signature: secrets.downloadSignature(grant),
      });
      return `/api/mydocument/download?${query}`;
    },

    async download(viewer, query) {
      if (!viewer.user) return null;
      const secrets = await secretsOf();
      if (!secrets.checkDownload({ ...query, userId: viewer.user.userId }, now())) return null;
      const loaded = await readable(viewer, query.key);
      if (!loaded) return null;
      const file = await deps.files.get(query.file === "original" ? loaded.document.originalFileKey : latestKey(loaded));
      if (!file) return null;
      const suffix = statusAt(loaded.document, now()) === "signed" ? "signed" : "draft";
      return { bytes: file.bytes, filename: `${loaded.document.documentKey}-${suffix}.pdf` };
    },
  };
}
