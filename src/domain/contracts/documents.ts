// The documents-to-sign calls: the member's pending and signed lists and
// download URL, the signing screen's calls (open, send code, sign, decline),
// the agent desk's calls (list, preview, issue, resend, cancel) and the
// public verify call. Whose documents a call reads always comes from the
// session, never from here.
//
// POST /api/mydocument/getpendingdocuments, getsigneddocuments  documentListRequest → documentListResponse
// POST /api/mydocument/getpendingcount                          {} → pendingCountResponse (the alert's count)
// GET  /api/mydocument/getdownloadurl?key=                      → downloadUrlResponse (signed, 5 minutes)
// GET  /api/mydocument/download?key&file&expires&signature      → the PDF (the signed URL, same account only)
// GET  /api/mydocument/signing?token=&lang=                     → signingView (records "opened")
// POST /api/mydocument/sendcode  sendCodeRequest                → sendCodeResponse (429 with Retry-After)
// POST /api/mydocument/sign      signRequest                    → signingOutcomeResponse
// POST /api/mydocument/decline   declineRequest                 → signingOutcomeResponse
// POST /api/agentdesk/documents/list     agentDocumentListRequest → agentDocumentListResponse
// POST /api/agentdesk/documents/preview  issueDocumentRequest     → previewDocumentResponse
// POST /api/agentdesk/documents/issue    issueDocumentRequest     → issueDocumentResponse
// POST /api/agentdesk/documents/resend   resendDocumentRequest    → agentDocumentActionResponse
// POST /api/agentdesk/documents/cancel   cancelDocumentRequest    → agentDocumentActionResponse
// POST /api/documents/verify     the PDF (application/pdf, ≤ 10 MB) → verifyDocumentResponse
import { z } from "zod";
import { safeString } from "./safe-string.ts";
import { resultSchema } from "./account-user.ts";
import { emailField, MAX_NAME_LENGTH } from "./account-fields.ts";
import {
  DEFAULT_DOCUMENT_LIST_ORDER,
  DOCUMENT_LANGUAGES,
  DOCUMENT_LIST_ORDER,
  DOCUMENT_STATUSES,
  DOCUMENT_TEMPLATES,
  MAX_CO_SIGNERS,
  MAX_REASON_LENGTH,
  MAX_SIGNATURE_PNG_BYTES,
  MAX_TYPED_NAME_LENGTH,
  SIGNER_ROLES,
  SIGNING_CODE_LENGTH,
  SIGNING_ORDERS,
} from "../documents/document-codes.ts";

// The codes live apart from the schemas so the browser can use them without zod.
export * from "../documents/document-codes.ts";

const pageSchema = z.number().int().min(1).max(10_000);
/** A document's public key: 22 characters of base64url (128 random bits). */
export const documentKeySchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: "invalidInput" });
/** A signing link's token: 43 characters of base64url (256 bits). */
export const signingTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: "invalidInput" });
const isoDate = z.string();
const trimmed = (max: number) => safeString(max).transform((s) => s.trim());

// ---------------------------------------------------------------- the member's lists

/** The pending and signed lists' request (the spec's defaults: order 4, descending). */
export const documentListRequestSchema = z.strictObject({
  page: pageSchema.default(1),
  listOrderEnum: z
    .union(Object.values(DOCUMENT_LIST_ORDER).map((o) => z.literal(o)) as [z.ZodLiteral<1>, ...z.ZodLiteral<1 | 2 | 3 | 4>[]])
    .default(DEFAULT_DOCUMENT_LIST_ORDER),
  listOrderIsAsc: z.boolean().default(false),
});
export type DocumentListRequest = z.output<typeof documentListRequestSchema>;

/** One signer of a document as the member's lists show it. */
export const documentSignerSchema = z.object({
  /** The signing screen's address, only for the viewer's own signer while it awaits them and there is no documentKey. */
  signingURL: z.string().nullable(),
  /** SIGNING_STATUS: 1 signed, 2 awaiting (their turn), 3 waiting for an earlier signer, 4 declined, 5 expired, 6 cancelled. */
  signingStatus: z.number().int(),
  /** The signer's latest change (invited, signed, declined…), ISO 8601. */
  updatedDate: isoDate,
  name: z.string(),
  role: z.enum(SIGNER_ROLES),
  position: z.number().int(),
  /** Whether this signer is the viewer. */
  isViewer: z.boolean(),
});
export type DocumentSigner = z.output<typeof documentSignerSchema>;

/** A property in a document: the spec's fields, from the listing. */
export const documentPropertySchema = z.object({
  propertyId: z.number().int(),
  bathroom: z.number().int().nullable(),
  bedroom: z.number().int().nullable(),
  buildingNameEng: z.string(),
  buildingNameChi: z.string(),
  /** The primary photo's name (the photo route serves it), or "" when the listing has none. */
  photoName: z.string(),
  netSize: z.number().nullable(),
  grossSize: z.number().nullable(),
  /** In HKD; null when the listing is not offered that way. */
  salePrice: z.number().nullable(),
  leasePrice: z.number().nullable(),
  caption_1: z.string(),
  caption_2: z.string(),
  captionChi_1: z.string(),
  captionChi_2: z.string(),
  titleChi: z.string(),
  /** 1 sale, 2 rent, 3 both. */
  postingPurposeId: z.number().int(),
  /** The listing's page, for the page's language to prefix ("/property/rent/…/123"). */
  path: z.string(),
});
export type DocumentProperty = z.output<typeof documentPropertySchema>;

/**
 * A document entry. `documentKey` is the key of the signed PDF (for getdownloadurl): it is given only once the
 * document is completed, and while it is absent the viewer's own signer carries the signing URL.
 */
export const documentEntrySchema = z.object({
  documentKey: z.string().nullable(),
  title: z.string(),
  titleChi: z.string(),
  caption: z.string(),
  captionChi: z.string(),
  documentTemplate: z.enum(DOCUMENT_TEMPLATES),
  signers: z.array(documentSignerSchema),
  properties: z.array(documentPropertySchema),
  /** The client document state's status: the signingStatus of the first signer with a signing URL, else 1. */
  signingStatus: z.number().int(),
  /** The client document state's status date: the latest signer update. */
  statusDate: isoDate,
  status: z.enum(DOCUMENT_STATUSES),
  issuedDate: isoDate,
  expiresDate: isoDate,
  completedDate: isoDate.nullable(),
  agentName: z.string(),
});
export type DocumentEntry = z.output<typeof documentEntrySchema>;

export const documentListResponseSchema = z.object({
  results: z.array(documentEntrySchema),
  /** How many documents the list holds in all (the pending alert's count). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DocumentListResponse = z.output<typeof documentListResponseSchema>;

/** The pending alert's call: how many documents await the viewer's signature. */
export const pendingCountResponseSchema = z.object({ data: z.object({ count: z.number().int() }) });
export type PendingCountResponse = z.output<typeof pendingCountResponseSchema>;

export const downloadUrlQuerySchema = z.strictObject({ key: documentKeySchema });
/** A signed URL to the PDF, valid five minutes, for this session's account only. */
export const downloadUrlResponseSchema = z.object({ data: z.string() });
export type DownloadUrlResponse = z.output<typeof downloadUrlResponseSchema>;

/** What the signed download URL carries: the document, which file, its expiry (Unix seconds) and the HMAC. */
export const downloadQuerySchema = z.strictObject({
  key: documentKeySchema,
  file: z.enum(["original", "latest"]),
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type DownloadQuery = z.output<typeof downloadQuerySchema>;

// ---------------------------------------------------------------- signing

export const signingQuerySchema = z.strictObject({
  token: signingTokenSchema,
  /** The language to read the document in (the signer's own when absent). */
  lang: z.enum(["en", "zh-hk", "zh-cn"]).optional(),
});

/** What the signing screen needs. */
export const signingViewSchema = z.object({
  data: z.object({
    documentKey: z.string(),
    title: z.string(),
    titleChi: z.string(),
    caption: z.string(),
    captionChi: z.string(),
    documentTemplate: z.enum(DOCUMENT_TEMPLATES),
    language: z.enum(DOCUMENT_LANGUAGES),
    status: z.enum(DOCUMENT_STATUSES),
    /** The document's body HTML in the viewer's language, for reading in the page (sanitise before inserting). */
    html: z.string(),
    /** A signed URL to the PDF as it stands, valid five minutes. */
    pdfUrl: z.string(),
    order: z.enum(SIGNING_ORDERS),
    signer: z.object({
      name: z.string(),
      email: z.string(),
      role: z.enum(SIGNER_ROLES),
      /** SIGNING_STATUS of the viewer's own signer. */
      signingStatus: z.number().int(),
      /** Whether they may sign now (their turn, the document still open). */
      isTurn: z.boolean(),
    }),
    /** Everyone who signs, in order, with their state. */
    signers: z.array(
      z.object({ name: z.string(), role: z.enum(SIGNER_ROLES), signingStatus: z.number().int(), signedDate: isoDate.nullable() }),
    ),
    /** Whether a code was sent and is still valid (the screen then asks for it). */
    codeSentUntil: isoDate.nullable(),
    expiresDate: isoDate,
  }),
});
export type SigningView = z.output<typeof signingViewSchema>;

export const sendCodeRequestSchema = z.strictObject({ token: signingTokenSchema });
export const sendCodeResponseSchema = z.object({
  result: resultSchema,
  /** When the code stops working, ISO 8601. */
  expiresAt: isoDate.optional(),
});
export type SendCodeResponse = z.output<typeof sendCodeResponseSchema>;

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export const signRequestSchema = z
  .strictObject({
    token: signingTokenSchema,
    code: z.string().regex(new RegExp(`^\\d{${SIGNING_CODE_LENGTH}}$`), { error: "signingCodeFormat" }),
    /** The signer's name as they type it (Chinese names too). */
    typedName: trimmed(MAX_TYPED_NAME_LENGTH).optional(),
    /** A drawn signature as a PNG data URL (checked from its bytes). */
    drawnSignature: z
      .string()
      .max(Math.ceil((MAX_SIGNATURE_PNG_BYTES * 4) / 3) + 30)
      .regex(PNG_DATA_URL, { error: "signingBadSignature" })
      .optional(),
    consent: z.literal(true, { error: "consentRequired" }),
  })
  .refine((body) => (body.typedName ? 1 : 0) + (body.drawnSignature ? 1 : 0) === 1, {
    error: "typedNameOrDrawnSignatureRequired",
    path: ["typedName"],
  });
export type SignRequest = z.output<typeof signRequestSchema>;

export const declineRequestSchema = z.strictObject({
  token: signingTokenSchema,
  reason: trimmed(MAX_REASON_LENGTH).refine((s) => s.length > 0, { error: "required" }),
});
export type DeclineRequest = z.output<typeof declineRequestSchema>;

/** The answer of sign and decline: the message, and the document's state after it. */
export const signingOutcomeResponseSchema = z.object({
  result: resultSchema,
  status: z.enum(DOCUMENT_STATUSES).optional(),
  /** Attempts left when the code was wrong. */
  attemptsLeft: z.number().int().optional(),
});
export type SigningOutcomeResponse = z.output<typeof signingOutcomeResponseSchema>;

// ---------------------------------------------------------------- the agent desk

export const agentDocumentListRequestSchema = z.strictObject({
  status: z.enum(DOCUMENT_STATUSES).optional(),
  page: pageSchema.default(1),
});
export type AgentDocumentListRequest = z.output<typeof agentDocumentListRequestSchema>;

const dateOnly = z.iso.date();
/** What a template fills in beside the listing, the agent, the agency and the client. */
export const documentTermsSchema = z.strictObject({
  /** The agency period (agreements); from the issue date for 90 days when not given. */
  agencyStart: dateOnly.optional(),
  agencyEnd: dateOnly.optional(),
  /** Commission as a percentage of the price or rent, or a sum in HKD (one of them; 1 % when neither). */
  commissionPercent: z.number().min(0).max(100).optional(),
  commissionAmount: z.number().int().min(0).max(1_000_000_000).optional(),
  /** Whether the agency acts for both sides (disclosed in the agreement). */
  dualAgency: z.boolean().default(false),
  /** Whether the client appoints this agency alone for the period. */
  exclusive: z.boolean().default(false),
  /** Whether the agency may pass the property to other agencies (vendor and landlord agreements). */
  subListing: z.boolean().default(false),
  /** The viewing record's date and time, ISO 8601, and who came besides the client. */
  viewingAt: z.iso.datetime({ offset: true }).optional(),
  otherViewers: z
    .array(trimmed(MAX_NAME_LENGTH * 2))
    .max(5)
    .default([]),
  /** The letter of offer's price (or monthly rent), initial deposit (HKD), completion (or start) date and validity. */
  offerPrice: z.number().int().min(0).max(10_000_000_000).optional(),
  initialDeposit: z.number().int().min(0).max(10_000_000_000).optional(),
  completionDate: dateOnly.optional(),
  offerValidUntil: dateOnly.optional(),
});
export type DocumentTerms = z.output<typeof documentTermsSchema>;

/** Preview and issue take the same body: preview renders it without saving, issue creates and sends the document. */
export const issueDocumentRequestSchema = z.strictObject({
  listingId: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  /** The client: a member by e-mail, or a non-member who is invited to sign up first. */
  clientEmail: emailField,
  /** The client's name as the document prints it (a member's account name when left empty). */
  clientName: trimmed(MAX_NAME_LENGTH * 2).default(""),
  template: z.enum(DOCUMENT_TEMPLATES),
  language: z.enum(DOCUMENT_LANGUAGES),
  /** Co-signers beside the client (joint purchasers or tenants), in signing order after the client. */
  signers: z
    .array(z.strictObject({ email: emailField, name: trimmed(MAX_NAME_LENGTH * 2).refine((s) => s.length > 0, { error: "required" }) }))
    .max(MAX_CO_SIGNERS)
    .default([]),
  /** Sequential: the clients in order, then the agent countersigns; parallel: everyone at once. */
  order: z.enum(SIGNING_ORDERS).default("sequential"),
  terms: documentTermsSchema.default({ dualAgency: false, exclusive: false, subListing: false, otherViewers: [] }),
});
export type IssueDocumentRequest = z.output<typeof issueDocumentRequestSchema>;

export const previewDocumentResponseSchema = z.object({
  data: z.object({
    title: z.string(),
    titleChi: z.string(),
    caption: z.string(),
    captionChi: z.string(),
    html: z.string(),
    pageCount: z.number().int(),
  }),
});
export type PreviewDocumentResponse = z.output<typeof previewDocumentResponseSchema>;

/** A document as the agent desk lists it. */
export const agentDocumentSchema = z.object({
  documentKey: z.string(),
  title: z.string(),
  titleChi: z.string(),
  documentTemplate: z.enum(DOCUMENT_TEMPLATES),
  language: z.enum(DOCUMENT_LANGUAGES),
  order: z.enum(SIGNING_ORDERS),
  status: z.enum(DOCUMENT_STATUSES),
  issuedDate: isoDate,
  expiresDate: isoDate,
  completedDate: isoDate.nullable(),
  /** The latest change of any signer. */
  updatedDate: isoDate,
  remindersSent: z.number().int(),
  /** When the seal failed and is being retried: how often, and the last error. */
  sealing: z.object({ attempts: z.number().int(), lastError: z.string().nullable() }),
  signers: z.array(
    z.object({
      signerId: z.number().int(),
      position: z.number().int(),
      name: z.string(),
      email: z.string(),
      role: z.enum(SIGNER_ROLES),
      /** Whether the address belongs to a member (a non-member is invited to sign up). */
      isMember: z.boolean(),
      signingStatus: z.number().int(),
      /** The agent's own signer's signing screen while it awaits them. */
      signingURL: z.string().nullable(),
      signedDate: isoDate.nullable(),
      declineReason: z.string().nullable(),
      updatedDate: isoDate,
    }),
  ),
  properties: z.array(documentPropertySchema),
});
export type AgentDocument = z.output<typeof agentDocumentSchema>;

export const agentDocumentListResponseSchema = z.object({
  results: z.array(agentDocumentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AgentDocumentListResponse = z.output<typeof agentDocumentListResponseSchema>;

export const issueDocumentResponseSchema = z.object({ result: resultSchema, data: agentDocumentSchema.optional() });
export type IssueDocumentResponse = z.output<typeof issueDocumentResponseSchema>;

export const resendDocumentRequestSchema = z.strictObject({
  documentKey: documentKeySchema,
  /** One signer; absent: every signer still awaited. */
  signerId: z.number().int().positive().optional(),
});
export const cancelDocumentRequestSchema = z.strictObject({
  documentKey: documentKeySchema,
  reason: trimmed(MAX_REASON_LENGTH).refine((s) => s.length > 0, { error: "required" }),
});
export const agentDocumentActionResponseSchema = z.object({ result: resultSchema, data: agentDocumentSchema });
export type AgentDocumentActionResponse = z.output<typeof agentDocumentActionResponseSchema>;

// ---------------------------------------------------------------- public verify

/** POST /api/documents/verify takes the PDF itself (application/pdf, at most 10 MB). */
export const verifyDocumentResponseSchema = z.object({
  /** Every signature made with the agency's sealing certificate, and the file one the portal issued. */
  ours: z.boolean(),
  /** Every signature's digest matches and nothing was added after the seal. */
  unaltered: z.boolean(),
  documentKey: z.string().optional(),
  title: z.string().optional(),
  titleChi: z.string().optional(),
  completedAt: isoDate.optional(),
  signers: z.array(z.object({ name: z.string(), role: z.enum(SIGNER_ROLES), signedAt: isoDate.nullable() })).optional(),
});
export type VerifyDocumentResponse = z.output<typeof verifyDocumentResponseSchema>;
