// The documents' codes and limits, apart from the schemas so the browser can use them without zod.

/** The templates a document is made from: four estate agency agreements, a viewing record and a letter of offer. */
export const DOCUMENT_TEMPLATES = [
  "purchaser-agreement",
  "tenant-agreement",
  "vendor-agreement",
  "landlord-agreement",
  "viewing-record",
  "letter-of-offer",
] as const;
export type DocumentTemplate = (typeof DOCUMENT_TEMPLATES)[number];

/** The language a document is written in (zh-cn readers get it in Simplified characters). */
export const DOCUMENT_LANGUAGES = ["en", "zh-hk"] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** Parallel: every signer may sign at once. Sequential: one after another, in position order. */
export const SIGNING_ORDERS = ["parallel", "sequential"] as const;
export type SigningOrder = (typeof SIGNING_ORDERS)[number];

/**
 * A document's state. `sealing`: every signer has signed and the audit certificate and seal are being applied
 * (retried with backoff when it fails); `signed`: completed, the signed PDF exists.
 */
export const DOCUMENT_STATUSES = ["pending", "sealing", "signed", "declined", "cancelled", "expired"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * A signer's state as the lists give it (`signingStatus`). 1 is also the state of a document whose viewer has no
 * signing URL: nothing is awaited from them.
 */
export const SIGNING_STATUS = {
  signed: 1,
  /** Their turn: they may sign now. */
  awaiting: 2,
  /** Sequential order: an earlier signer has not signed yet. */
  waiting: 3,
  declined: 4,
  expired: 5,
  cancelled: 6,
} as const;
export type SigningStatus = (typeof SIGNING_STATUS)[keyof typeof SIGNING_STATUS];

/** The member's document lists' order (`listOrderEnum`): by title, issue date, expiry date or latest signer update. */
export const DOCUMENT_LIST_ORDER = { title: 1, issuedDate: 2, expiresDate: 3, updatedDate: 4 } as const;
export type DocumentListOrder = (typeof DOCUMENT_LIST_ORDER)[keyof typeof DOCUMENT_LIST_ORDER];
/** The spec's defaults: order 4 (latest signer update), descending; the pending alert reads page 1. */
export const DEFAULT_DOCUMENT_LIST_ORDER: DocumentListOrder = DOCUMENT_LIST_ORDER.updatedDate;
export const DOCUMENT_PAGE_SIZE = 20;
export const AGENT_DOCUMENT_PAGE_SIZE = 50;

/** Who a signer is: the agency's client, or the issuing agent countersigning. */
export const SIGNER_ROLES = ["client", "agent"] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/** A signing code: six digits, single-use, valid ten minutes, five tries. */
export const SIGNING_CODE_LENGTH = 6;
export const SIGNING_CODE_TTL_MINUTES = 10;
export const SIGNING_CODE_MAX_ATTEMPTS = 5;
/** A drawn signature: a PNG data URL of at most this many bytes once decoded. */
export const MAX_SIGNATURE_PNG_BYTES = 200_000;
export const MAX_TYPED_NAME_LENGTH = 100;
export const MAX_REASON_LENGTH = 500;
/** Co-signers beside the client (joint purchasers or tenants). */
export const MAX_CO_SIGNERS = 3;
/** The public verify call takes a PDF of at most 10 MB. */
export const MAX_VERIFY_PDF_BYTES = 10 * 1024 * 1024;

/** The reasons a signing call is refused, as `result.message` says them (the screen shows each in three languages). */
export const SIGNING_MESSAGES = {
  codeSent: "signingCodeSent",
  signed: "documentSigned",
  declined: "documentDeclined",
  wrongCode: "signingCodeWrong",
  codeExpired: "signingCodeExpired",
  tooManyAttempts: "signingCodeTooManyAttempts",
  tooManyCodes: "signingCodeTooMany",
  notYourTurn: "signingNotYourTurn",
  alreadySigned: "signingAlreadySigned",
  documentClosed: "signingDocumentClosed",
  badSignature: "signingBadSignature",
} as const;

/** The signing screen's path, without the language prefix (the lists' signingURL and the mailed link). */
export function signingPath(token: string): string {
  return `/mydocument/sign/${token}`;
}
