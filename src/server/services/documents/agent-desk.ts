// The agent desk: preview and issue a document, list the agent's own
// documents, resend an invitation, cancel. An agent only ever reaches their
// own documents: another agent's key answers as an unknown one. A document
// is about a public listing, or about a property its caller describes (an
// owner's listing issued its agreement before it goes live).
import type {
  AgentDocument,
  AgentDocumentListRequest,
  AgentDocumentListResponse,
  IssueDocumentRequest,
  PreviewDocumentResponse,
} from "../../../domain/contracts/documents.ts";
import { AGENT_DOCUMENT_PAGE_SIZE } from "../../../domain/documents/document-codes.ts";
import { nextReminderAt } from "../../../domain/documents/document-rules.ts";
import { documentsPolicy } from "../../../domain/policy/documents-policy.ts";
import type { Viewer } from "../../../domain/policy/viewer.ts";
import type { Executor } from "../../db/client.ts";
import {
  agentDocuments,
  documentById,
  documentByKey,
  insertDocument,
  insertDocumentProperties,
  insertEvents,
  insertSigners,
  updateDocument,
  type SignerRow,
} from "../../db/documents/document-queries.ts";
import { accountByEmail, agentForDocument, listingForDocument } from "../../db/documents/document-sources.ts";
import { sha256Hex } from "../files/file-store.ts";
import { loadAll, partiesOf, isSignersTurn, statusAt, type DocumentDeps, type Loaded } from "./document-deps.ts";
import { agentEntry } from "./document-entries.ts";
import { mailClosed, mailToSign } from "./document-mail.ts";
import {
  pageCount,
  propertySnapshot,
  renderBoth,
  templateData,
  type DocumentPropertySource,
  type IssueForPropertyRequest,
} from "./document-sources.ts";
import { newDocumentKey, newLinkNonce, tokenHash, type SigningSecrets } from "./signing-secrets.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type AgentAction<T> = { kind: "done"; data: T } | { kind: "notFound" } | { kind: "refused"; message: string; field?: string };

export interface AgentDesk {
  list(viewer: Viewer, request: AgentDocumentListRequest): Promise<AgentDocumentListResponse>;
  preview(viewer: Viewer, request: IssueDocumentRequest): Promise<AgentAction<PreviewDocumentResponse["data"]>>;
  issue(viewer: Viewer, request: IssueDocumentRequest): Promise<AgentAction<AgentDocument>>;
  /**
   * Issues a document about a property the caller describes rather than a public listing read by id: an owner's
   * listing before it goes live, under the listing id it will have. Otherwise as `issue`. `alongside` writes the
   * caller's own rows in the transaction that records the document, so both are kept or neither (it may throw to
   * keep neither).
   */
  issueFor(
    viewer: Viewer,
    request: IssueForPropertyRequest,
    property: DocumentPropertySource,
    alongside: (tx: Executor, documentKey: string) => Promise<void>,
  ): Promise<AgentAction<AgentDocument>>;
  resend(viewer: Viewer, documentKey: string, signerId: number | undefined): Promise<AgentAction<AgentDocument>>;
  cancel(viewer: Viewer, documentKey: string, reason: string): Promise<AgentAction<AgentDocument>>;
}

export function createAgentDesk(deps: DocumentDeps, secretsOf: () => Promise<SigningSecrets>): AgentDesk {
  const { database, now } = deps;

  /** Which signers' addresses belong to members (an address not yet linked may have an account by now). */
  async function memberAddresses(loaded: Loaded[]): Promise<Set<string>> {
    const unlinked = [...new Set(loaded.flatMap((l) => l.signers.filter((s) => !s.userId).map((s) => s.email.toLowerCase())))];
    const accounts = await Promise.all(unlinked.map((email) => accountByEmail(database, email)));
    return new Set(accounts.flatMap((a) => (a ? [a.email.toLowerCase()] : [])));
  }

  async function entries(viewer: Viewer, loaded: Loaded[]): Promise<AgentDocument[]> {
    const [secrets, members] = await Promise.all([secretsOf(), memberAddresses(loaded)]);
    return loaded.map((l) => agentEntry(l, viewer.user?.userId ?? null, members, secrets, now()));
  }

  /** A document's row as it stands now (after a change), with its signers and properties, as the desk shows it. */
  async function entryNow(viewer: Viewer, documentId: number): Promise<AgentDocument> {
    const [fresh] = await loadAll(database, [(await documentById(database, documentId))!]);
    return (await entries(viewer, [fresh!]))[0]!;
  }

  /** The agent's own document by key, or null (unknown, or another agent's). */
  async function own(viewer: Viewer, documentKey: string): Promise<Loaded | null> {
    const row = await documentByKey(database, documentKey);
    if (!row) return null;
    const [loaded] = await loadAll(database, [row]);
    return documentsPolicy.can(viewer, "manage", partiesOf(loaded!)) === "allow" ? loaded! : null;
  }

  /** Everything a document is made from, rendered; or why it cannot be. */
  async function prepare(
    viewer: Viewer,
    request: IssueForPropertyRequest,
    listing: DocumentPropertySource | null,
    documentKey: string,
    issuedAt: Date,
  ) {
    const [agent, client] = await Promise.all([agentForDocument(database, viewer.agentId!), accountByEmail(database, request.clientEmail)]);
    if (!listing) return { kind: "refused", message: "unknownListing", field: "listingId" } as const;
    const emails = [request.clientEmail, ...request.signers.map((s) => s.email)].map((e) => e.toLowerCase());
    if (agent && emails.some((e) => e === agent.email.toLowerCase() || e === agent.userEmail?.toLowerCase())) {
      return { kind: "refused", message: "clientIsAgent", field: "clientEmail" } as const;
    }
    if (new Set(emails).size !== emails.length) return { kind: "refused", message: "duplicateSigner", field: "signers" } as const;
    const accountName = client ? [client.firstName, client.lastName].filter(Boolean).join(" ") : "";
    const clientName = request.clientName || accountName || request.clientEmail.split("@")[0]!;
    const data = templateData({
      request,
      listing,
      agent: agent!,
      clientName,
      documentKey,
      issuedAt,
      agencyLicenceNumber: deps.agencyLicenceNumber,
    });
    const rendered = renderBoth(deps.html.template, request.template, data);
    const chosen = request.language === "en" ? rendered.en : rendered.zh;
    const html = deps.html.frame({
      lang: request.language,
      title: request.language === "en" ? chosen.title : chosen.titleChi,
      bodyHtml: chosen.html,
    });
    return { kind: "ready", listing, agent: agent!, client, clientName, rendered, chosen, html } as const;
  }

  return {
    async list(viewer, request) {
      const { rows, total } = await agentDocuments(database, {
        agentId: viewer.agentId!,
        status: request.status,
        limit: AGENT_DOCUMENT_PAGE_SIZE,
        offset: (request.page - 1) * AGENT_DOCUMENT_PAGE_SIZE,
      });
      return {
        results: await entries(viewer, await loadAll(database, rows)),
        total,
        page: request.page,
        pageSize: AGENT_DOCUMENT_PAGE_SIZE,
      };
    },

    async preview(viewer, request) {
      const prepared = await prepare(viewer, request, await listingForDocument(database, request.listingId), newDocumentKey(), now());
      if (prepared.kind === "refused") return prepared;
      const pdf = await deps.pdf.render(prepared.html);
      const { title, titleChi, caption, captionChi, html } = prepared.chosen;
      return { kind: "done", data: { title, titleChi, caption, captionChi, html, pageCount: pageCount(pdf) } };
    },

    async issue(viewer, request) {
      const { listingId, ...rest } = request;
      return issueAbout(viewer, rest, await listingForDocument(database, listingId));
    },

    issueFor: (viewer, request, property, alongside) => issueAbout(viewer, request, property, alongside),

    async resend(viewer, documentKey, signerId) {
      const loaded = await own(viewer, documentKey);
      if (!loaded) return { kind: "notFound" };
      if (statusAt(loaded.document, now()) !== "pending") return { kind: "refused", message: "documentClosed" };
      const due = loaded.signers.filter((s) => isSignersTurn(loaded, s) && (signerId === undefined || s.id === signerId));
      if (due.length === 0) return { kind: "refused", message: "nothingToResend", field: "signerId" };
      const secrets = await secretsOf();
      const agentName =
        loaded.signers.find((s) => s.role === "agent")?.name ?? (await agentForDocument(database, loaded.document.agentId))?.nameEn ?? "";
      await database.transaction((tx) => invite(tx, loaded, due, agentName, secrets, "resent"));
      return { kind: "done", data: await entryNow(viewer, loaded.document.id) };
    },

    async cancel(viewer, documentKey, reason) {
      const loaded = await own(viewer, documentKey);
      if (!loaded) return { kind: "notFound" };
      if (statusAt(loaded.document, now()) !== "pending") return { kind: "refused", message: "documentClosed" };
      const at = now();
      const agent = await agentForDocument(database, loaded.document.agentId);
      await database.transaction(async (tx) => {
        await updateDocument(tx, loaded.document.id, {
          status: "cancelled",
          closedAt: at,
          closeReason: reason,
          nextReminderAt: null,
          updatedAt: at,
        });
        await insertEvents(tx, [{ documentId: loaded.document.id, kind: "cancelled", at, who: agent?.nameEn ?? "agent", detail: reason }]);
        await mailClosed(tx, {
          publicUrl: deps.publicUrl,
          document: loaded.document,
          outcome: "cancelled",
          reason,
          to: [
            ...loaded.signers.filter((s) => s.role === "client").map((s) => ({ email: s.email, language: s.language, agent: false })),
            ...(agent ? [{ email: agent.userEmail ?? agent.email, language: agent.language ?? "en", agent: true }] : []),
          ],
        });
      });
      return { kind: "done", data: await entryNow(viewer, loaded.document.id) };
    },
  };

  /** Renders the PDF, keeps it with its SHA-256, records the document and mails each signer whose turn it is. */
  async function issueAbout(
    viewer: Viewer,
    request: IssueForPropertyRequest,
    property: DocumentPropertySource | null,
    alongside?: (tx: Executor, documentKey: string) => Promise<void>,
  ): Promise<AgentAction<AgentDocument>> {
    const documentKey = newDocumentKey();
    const issuedAt = now();
    const prepared = await prepare(viewer, request, property, documentKey, issuedAt);
    if (prepared.kind === "refused") return prepared;
    const { agent, client, chosen, rendered } = prepared;
    const pdf = await deps.pdf.render(prepared.html);
    const originalFileKey = await deps.files.put(pdf, "application/pdf");
    const secrets = await secretsOf();

    const clients = [
      { email: request.clientEmail, name: prepared.clientName, account: client },
      ...(await Promise.all(
        request.signers.map(async (s) => ({ email: s.email, name: s.name, account: await accountByEmail(database, s.email) })),
      )),
    ];
    const agentSigns = chosen.signerRoles.includes("agent");
    const agentName = request.language === "en" ? agent.nameEn : agent.nameZh;
    const loaded = await database.transaction(async (tx) => {
      const document = await insertDocument(tx, {
        documentKey,
        agentId: agent.id,
        template: request.template,
        language: request.language,
        title: chosen.title,
        titleChi: chosen.titleChi,
        caption: chosen.caption,
        captionChi: chosen.captionChi,
        signingOrder: request.order,
        status: "pending",
        bodyHtml: { en: rendered.en.html, "zh-hk": rendered.zh.html },
        originalFileKey,
        originalSha256: sha256Hex(pdf),
        currentFileKey: originalFileKey,
        issuedAt,
        expiresAt: new Date(issuedAt.getTime() + deps.expiryDays * DAY_MS),
        nextReminderAt: nextReminderAt(issuedAt, 0),
        updatedAt: issuedAt,
      });
      await insertDocumentProperties(tx, [
        { documentId: document.id, position: 1, listingId: prepared.listing.id, snapshot: propertySnapshot(prepared.listing, rendered) },
      ]);
      const signerRows = [
        ...clients.map((c) => ({
          userId: c.account?.id ?? null,
          email: c.account?.email ?? c.email,
          name: c.name,
          role: "client",
          language: c.account?.language ?? request.language,
        })),
        ...(agentSigns
          ? [
              {
                userId: agent.userId,
                email: agent.userEmail ?? agent.email,
                name: agentName,
                role: "agent",
                language: agent.language ?? request.language,
              },
            ]
          : []),
      ].map((s, i) => {
        const linkNonce = newLinkNonce();
        return {
          ...s,
          documentId: document.id,
          position: i + 1,
          status: "awaiting",
          linkNonce,
          tokenHash: tokenHash(secrets.linkToken(linkNonce)),
          updatedAt: issuedAt,
        };
      });
      const signers = await insertSigners(tx, signerRows);
      const loaded: Loaded = { document, signers, properties: [] };
      await invite(
        tx,
        loaded,
        signers.filter((s) => isSignersTurn(loaded, s)),
        agentName,
        secrets,
        "sent",
      );
      await alongside?.(tx, documentKey);
      return loaded;
    });
    return { kind: "done", data: await entryNow(viewer, loaded.document.id) };
  }

  /** Mails each signer their link (a non-member is invited to sign up first) and records it. */
  async function invite(tx: Executor, loaded: Loaded, signers: SignerRow[], agentName: string, secrets: SigningSecrets, detail: string) {
    const at = now();
    for (const signer of signers) {
      const invited = !signer.userId && !(await accountByEmail(tx, signer.email));
      await mailToSign(tx, { publicUrl: deps.publicUrl, document: loaded.document, signer, agentName, invited, secrets });
    }
    await insertEvents(
      tx,
      signers.map((s) => ({ documentId: loaded.document.id, kind: "sent", at, who: `${s.name} <${s.email}>`, signerId: s.id, detail })),
    );
  }
}
