// The signing screen's calls. The signer opens the mailed link signed in as
// the signer's account (an invited address is linked to the account that
// confirmed it when its owner first opens the link), asks for a one-time
// code mailed to them (six digits, single-use, ten minutes, five tries,
// rate-limited), and signs with a typed name or a drawn signature and
// consent; each signature is a PAdES signature added to the PDF as it
// stands. Sequential order lets only the signer whose turn it is sign.
import type { SignRequest, SigningView } from "../../../domain/contracts/documents.ts";
import {
  MAX_SIGNATURE_PNG_BYTES,
  SIGNING_CODE_MAX_ATTEMPTS,
  SIGNING_CODE_TTL_MINUTES,
  SIGNING_MESSAGES,
  type DocumentLanguage,
  type DocumentStatus,
  type DocumentTemplate,
  type SignerRole,
  type SigningOrder,
} from "../../../domain/documents/document-codes.ts";
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import type { Viewer } from "../../../domain/policy/viewer.ts";
import type { Executor } from "../../db/client.ts";
import {
  countCodeAttempt,
  documentById,
  eventsOf,
  insertEvents,
  lockDocument,
  signerByTokenHash,
  signersOf,
  updateDocument,
  updateSigner,
  type SignerRow,
} from "../../db/documents/document-queries.ts";
import { agentForDocument } from "../../db/documents/document-sources.ts";
import { insertJob } from "../../jobs/job-queries.ts";
import { toSimplified } from "../../text/simplified-chinese.ts";
import { iso, isMemberSigner, isSignersTurn, loadAll, signingStatusAt, statusAt, type DocumentDeps, type Loaded } from "./document-deps.ts";
import { mailClosed, mailCode, mailToSign } from "./document-mail.ts";
import { newSigningCode, tokenHash, type SigningSecrets } from "./signing-secrets.ts";
import type { MemberDocuments } from "./member-documents.ts";

export const SEAL_DOCUMENT_JOB = "document-seal";
const MINUTE_MS = 60 * 1000;

export interface SigningCaller {
  viewer: Viewer;
  ip: string;
  userAgent: string;
}

type Refusal = { kind: "refused"; message: string; status?: DocumentStatus; attemptsLeft?: number };
export type SigningAnswer<T> = { kind: "notFound" } | { kind: "throttled"; retryAfterSeconds: number } | Refusal | ({ kind: "done" } & T);

export interface Signing {
  view(caller: SigningCaller, token: string, language: LanguageCode | undefined): Promise<SigningAnswer<{ view: SigningView["data"] }>>;
  sendCode(caller: SigningCaller, token: string): Promise<SigningAnswer<{ expiresAt: string }>>;
  sign(caller: SigningCaller, request: SignRequest): Promise<SigningAnswer<{ status: DocumentStatus; documentId: number }>>;
  decline(caller: SigningCaller, token: string, reason: string): Promise<SigningAnswer<{ status: DocumentStatus }>>;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MAX_SIGNATURE_SIDE = 4000;

/** A drawn signature's PNG bytes, when the data URL holds a real PNG of sane size; else null. */
export function signaturePng(dataUrl: string): Uint8Array | null {
  const bytes = new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));
  if (bytes.byteLength < 33 || bytes.byteLength > MAX_SIGNATURE_PNG_BYTES) return null;
  if (PNG_MAGIC.some((b, i) => bytes[i] !== b)) return null;
  // The first chunk must be IHDR (13 bytes) with a width and height that are not zero and not absurd.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(8) !== 13 || String.fromCharCode(...bytes.slice(12, 16)) !== "IHDR") return null;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width === 0 || height === 0 || width > MAX_SIGNATURE_SIDE || height > MAX_SIGNATURE_SIDE) return null;
  return bytes;
}

export function createSigning(
  deps: DocumentDeps,
  secretsOf: () => Promise<SigningSecrets>,
  member: Pick<MemberDocuments, "downloadUrl" | "forgetCount">,
  seal: (documentId: number) => Promise<void>,
): Signing {
  const { database, now } = deps;

  /** The signer a token names and their document, when the caller is that signer; an invited address is linked on first use. */
  async function resolve(caller: SigningCaller, token: string): Promise<{ loaded: Loaded; signer: SignerRow } | null> {
    const user = caller.viewer.user;
    if (!user) return null;
    const signer = await signerByTokenHash(database, tokenHash(token));
    if (!signer || !isMemberSigner(signer, user)) return null;
    if (!signer.userId) await updateSigner(database, signer.id, { userId: user.userId });
    const document = await documentById(database, signer.documentId);
    const [loaded] = await loadAll(database, [document!]);
    return { loaded: loaded!, signer: loaded!.signers.find((s) => s.id === signer.id)! };
  }

  /** Why this signer cannot act now, or null when they may. */
  function blocked(loaded: Loaded, signer: SignerRow): Refusal | null {
    const status = statusAt(loaded.document, now());
    if (signer.status === "signed") return { kind: "refused", message: SIGNING_MESSAGES.alreadySigned, status };
    if (status !== "pending" || signer.status !== "awaiting") return { kind: "refused", message: SIGNING_MESSAGES.documentClosed, status };
    if (!isSignersTurn(loaded, signer)) return { kind: "refused", message: SIGNING_MESSAGES.notYourTurn, status };
    return null;
  }

  const who = (signer: SignerRow) => `${signer.name} <${signer.email}>`;

  async function agentNameOf(loaded: Loaded): Promise<string> {
    const agentSigner = loaded.signers.find((s) => s.role === "agent");
    if (agentSigner) return agentSigner.name;
    const agent = await agentForDocument(database, loaded.document.agentId);
    return (loaded.document.language === "en" ? agent?.nameEn : agent?.nameZh) ?? "";
  }

  /** Checks and spends the code: null when it is right, else why not. */
  async function checkCode(signer: SignerRow, code: string, secrets: SigningSecrets): Promise<Refusal | null> {
    const attempts = await countCodeAttempt(database, signer.id, now());
    if (attempts === null) return { kind: "refused", message: SIGNING_MESSAGES.codeExpired };
    if (attempts > SIGNING_CODE_MAX_ATTEMPTS) return { kind: "refused", message: SIGNING_MESSAGES.tooManyAttempts, attemptsLeft: 0 };
    const right = secrets.codeDigest(signer.id, code) === signer.codeHash;
    if (right) {
      // Single-use: spent before the signature is applied.
      await updateSigner(database, signer.id, { codeHash: null, codeExpiresAt: null });
      return null;
    }
    if (attempts >= SIGNING_CODE_MAX_ATTEMPTS) {
      await updateSigner(database, signer.id, { codeHash: null, codeExpiresAt: null });
      return { kind: "refused", message: SIGNING_MESSAGES.tooManyAttempts, attemptsLeft: 0 };
    }
    return { kind: "refused", message: SIGNING_MESSAGES.wrongCode, attemptsLeft: SIGNING_CODE_MAX_ATTEMPTS - attempts };
  }

  /** Adds the signer's signature to the PDF as it stands; a signature that landed meanwhile makes it try again on the newer PDF. */
  async function applySignature(
    loaded: Loaded,
    signer: SignerRow,
    request: SignRequest,
    caller: SigningCaller,
    signatureFileKey: string | null,
  ) {
    for (let attempt = 0; ; attempt++) {
      const document = (await documentById(database, loaded.document.id))!;
      const current = await deps.files.get(document.currentFileKey);
      if (!current) throw new Error(`document ${document.documentKey}: its PDF ${document.currentFileKey} is missing`);
      const signedAt = now();
      const signerName = request.typedName ?? signer.name;
      const signed = await deps.pdf.sign(current.bytes, {
        signerName,
        signerEmail: signer.email,
        reason: `Signed as ${signer.role} / 以${signer.role === "agent" ? "代理" : "客戶"}身份簽署`,
        signedAt,
        location: "Hong Kong",
      });
      const fileKey = await deps.files.put(signed, "application/pdf");
      const outcome = await database.transaction(async (tx) => {
        const locked = await lockDocument(tx, document.id);
        if (!locked || locked.currentFileKey !== document.currentFileKey) return "raced" as const;
        const signers = await signersOf(tx, [document.id]);
        const fresh: Loaded = { document: locked, signers, properties: [] };
        const me = signers.find((s) => s.id === signer.id)!;
        const refusal = blocked(fresh, me);
        if (refusal) return refusal;
        await updateSigner(tx, signer.id, {
          status: "signed",
          signedAt,
          ip: caller.ip,
          userAgent: caller.userAgent.slice(0, 500),
          typedName: request.typedName ?? null,
          signatureFileKey,
          updatedAt: signedAt,
        });
        const after: Loaded = { ...fresh, signers: signers.map((s) => (s.id === signer.id ? { ...s, status: "signed" } : s)) };
        const everyone = after.signers.every((s) => s.status === "signed");
        await updateDocument(tx, document.id, {
          currentFileKey: fileKey,
          updatedAt: signedAt,
          ...(everyone ? { status: "sealing", nextReminderAt: null } : {}),
        });
        await insertEvents(tx, [
          {
            documentId: document.id,
            kind: "signed",
            at: signedAt,
            who: who(me),
            signerId: me.id,
            ip: caller.ip,
            userAgent: caller.userAgent.slice(0, 500),
            detail: request.typedName ? `typed: ${request.typedName}` : "drawn",
          },
        ]);
        if (everyone) {
          await insertJob(tx, SEAL_DOCUMENT_JOB, { documentId: document.id });
          return "sealing" as const;
        }
        await inviteNext(tx, loaded, fresh, after, signedAt);
        return "pending" as const;
      });
      if (outcome !== "raced") return outcome;
      // Two signatures at once: the other one won; sign its newer PDF (the unused file is removed).
      await deps.files.delete(fileKey);
      if (attempt >= 3) throw new Error(`document ${document.documentKey}: could not apply a signature after 4 tries`);
    }
  }

  /** Sequential order: whoever's turn the signature opened is mailed their link. */
  async function inviteNext(tx: Executor, loaded: Loaded, before: Loaded, after: Loaded, at: Date) {
    const next = after.signers.filter((s) => isSignersTurn(after, s) && !isSignersTurn(before, s));
    if (next.length === 0) return;
    const secrets = await secretsOf();
    const agentName = await agentNameOf(loaded);
    for (const signer of next) {
      await mailToSign(tx, { publicUrl: deps.publicUrl, document: after.document, signer, agentName, invited: false, secrets });
    }
    await insertEvents(
      tx,
      next.map((s) => ({ documentId: after.document.id, kind: "sent", at, who: who(s), signerId: s.id, detail: "turn" })),
    );
  }

  return {
    async view(caller, token, language) {
      const found = await resolve(caller, token);
      if (!found) return { kind: "notFound" };
      const { loaded, signer } = found;
      const { document } = loaded;
      const events = await eventsOf(database, document.id);
      if (!events.some((e) => e.kind === "opened" && e.signerId === signer.id)) {
        await insertEvents(database, [
          {
            documentId: document.id,
            kind: "opened",
            at: now(),
            who: who(signer),
            signerId: signer.id,
            ip: caller.ip,
            userAgent: caller.userAgent.slice(0, 500),
          },
        ]);
      }
      const reading = language ?? (signer.language as LanguageCode);
      const html =
        reading === "en"
          ? document.bodyHtml.en
          : reading === "zh-cn"
            ? toSimplified(document.bodyHtml["zh-hk"])
            : document.bodyHtml["zh-hk"];
      const at = now();
      const codeLive = signer.codeHash !== null && signer.codeExpiresAt !== null && signer.codeExpiresAt > at;
      return {
        kind: "done",
        view: {
          documentKey: document.documentKey,
          title: document.title,
          titleChi: document.titleChi,
          caption: document.caption,
          captionChi: document.captionChi,
          documentTemplate: document.template as DocumentTemplate,
          language: document.language as DocumentLanguage,
          status: statusAt(document, at),
          html,
          pdfUrl: (await member.downloadUrl(caller.viewer, document.documentKey))!,
          order: document.signingOrder as SigningOrder,
          signer: {
            name: signer.name,
            email: signer.email,
            role: signer.role as SignerRole,
            signingStatus: signingStatusAt(loaded, signer, at),
            isTurn: blocked(loaded, signer) === null,
          },
          signers: loaded.signers.map((s) => ({
            name: s.name,
            role: s.role as SignerRole,
            signingStatus: signingStatusAt(loaded, s, at),
            signedDate: s.signedAt ? iso(s.signedAt) : null,
          })),
          codeSentUntil: codeLive ? iso(signer.codeExpiresAt!) : null,
          expiresDate: iso(document.expiresAt),
        },
      };
    },

    async sendCode(caller, token) {
      const found = await resolve(caller, token);
      if (!found) return { kind: "notFound" };
      const refusal = blocked(found.loaded, found.signer);
      if (refusal) return refusal;
      const limit = await deps.rateLimits.consume("signingCode", String(found.signer.id));
      if (!limit.allowed) return { kind: "throttled", retryAfterSeconds: limit.retryAfterSeconds };
      const secrets = await secretsOf();
      const code = newSigningCode();
      const at = now();
      const expiresAt = new Date(at.getTime() + SIGNING_CODE_TTL_MINUTES * MINUTE_MS);
      await database.transaction(async (tx) => {
        await updateSigner(tx, found.signer.id, {
          codeHash: secrets.codeDigest(found.signer.id, code),
          codeExpiresAt: expiresAt,
          codeAttempts: 0,
        });
        await insertEvents(tx, [
          {
            documentId: found.loaded.document.id,
            kind: "code-sent",
            at,
            who: who(found.signer),
            signerId: found.signer.id,
            ip: caller.ip,
            userAgent: caller.userAgent.slice(0, 500),
          },
        ]);
        await mailCode(tx, found.loaded.document, found.signer, code);
      });
      return { kind: "done", expiresAt: iso(expiresAt) };
    },

    async sign(caller, request) {
      const found = await resolve(caller, request.token);
      if (!found) return { kind: "notFound" };
      const { loaded, signer } = found;
      const refusal = blocked(loaded, signer);
      if (refusal) return refusal;
      const png = request.drawnSignature ? signaturePng(request.drawnSignature) : null;
      if (request.drawnSignature && !png) return { kind: "refused", message: SIGNING_MESSAGES.badSignature };
      const codeRefusal = await checkCode(signer, request.code, await secretsOf());
      if (codeRefusal) return codeRefusal;
      const signatureFileKey = png ? await deps.files.put(png, "image/png") : null;
      const outcome = await applySignature(loaded, signer, request, caller, signatureFileKey);
      member.forgetCount(caller.viewer.user!.userId);
      if (typeof outcome === "object") return outcome;
      if (outcome === "sealing") {
        // Sealed now when it can be; a failure leaves it to the seal job's retries.
        await seal(loaded.document.id).catch(() => {});
      }
      const status = statusAt((await documentById(database, loaded.document.id))!, now());
      return { kind: "done", status, documentId: loaded.document.id };
    },

    async decline(caller, token, reason) {
      const found = await resolve(caller, token);
      if (!found) return { kind: "notFound" };
      const { loaded, signer } = found;
      const status = statusAt(loaded.document, now());
      if (signer.status === "signed") return { kind: "refused", message: SIGNING_MESSAGES.alreadySigned, status };
      if (status !== "pending" || signer.status !== "awaiting")
        return { kind: "refused", message: SIGNING_MESSAGES.documentClosed, status };
      const at = now();
      const agent = await agentForDocument(database, loaded.document.agentId);
      await database.transaction(async (tx) => {
        await updateSigner(tx, signer.id, {
          status: "declined",
          declineReason: reason,
          ip: caller.ip,
          userAgent: caller.userAgent.slice(0, 500),
          updatedAt: at,
          codeHash: null,
        });
        await updateDocument(tx, loaded.document.id, {
          status: "declined",
          closedAt: at,
          closeReason: reason,
          nextReminderAt: null,
          updatedAt: at,
        });
        await insertEvents(tx, [
          {
            documentId: loaded.document.id,
            kind: "declined",
            at,
            who: who(signer),
            signerId: signer.id,
            ip: caller.ip,
            userAgent: caller.userAgent.slice(0, 500),
            detail: reason,
          },
        ]);
        const others = loaded.signers.filter((s) => s.id !== signer.id && s.role === "client");
        await mailClosed(tx, {
          publicUrl: deps.publicUrl,
          document: loaded.document,
          outcome: "declined",
          reason,
          to: [
            ...others.map((s) => ({ email: s.email, language: s.language, agent: false })),
            ...(agent ? [{ email: agent.userEmail ?? agent.email, language: agent.language ?? "en", agent: true }] : []),
          ],
        });
      });
      member.forgetCount(caller.viewer.user!.userId);
      return { kind: "done", status: "declined" };
    },
  };
}
