// The rules of documents to sign that both the server and the pages apply:
// whose turn it is, a signer's state as the lists show it, a document's
// status and status date from its signers, and when reminders go out.
import { SIGNING_STATUS, type DocumentStatus, type SigningOrder, type SigningStatus } from "./document-codes.ts";

/** A signer's own state: still to sign, signed, or declined. */
export type SignerState = "awaiting" | "signed" | "declined";

/**
 * Whether the signer at `position` may sign now: in parallel order anyone still to sign; in sequential order only
 * when every signer before them has signed.
 */
export function isTurnOf(order: SigningOrder, signers: readonly { position: number; state: SignerState }[], position: number): boolean {
  const signer = signers.find((s) => s.position === position);
  if (!signer || signer.state !== "awaiting") return false;
  if (order === "parallel") return true;
  return signers.every((s) => s.position >= position || s.state === "signed");
}

/** A signer's state as the lists give it: their own (signed, declined), else what the document's state and the order leave them. */
export function signingStatusOf(state: SignerState, document: DocumentStatus, isTurn: boolean): SigningStatus {
  if (state === "signed") return SIGNING_STATUS.signed;
  if (state === "declined") return SIGNING_STATUS.declined;
  if (document === "expired") return SIGNING_STATUS.expired;
  if (document === "cancelled" || document === "declined") return SIGNING_STATUS.cancelled;
  // Every signer has signed when a document is sealing or signed; nothing is awaited.
  if (document !== "pending") return SIGNING_STATUS.signed;
  return isTurn ? SIGNING_STATUS.awaiting : SIGNING_STATUS.waiting;
}

/** A document's status in the lists: the status of the first signer with a signing URL, else 1. */
export function documentSigningStatus(signers: readonly { signingURL: string | null; signingStatus: number }[]): number {
  return signers.find((s) => s.signingURL)?.signingStatus ?? SIGNING_STATUS.signed;
}

/** A document's status date: the latest update of any signer (ISO 8601 strings compare in time order when in UTC). */
export function documentStatusDate(signers: readonly { updatedDate: string }[]): string | null {
  let latest: string | null = null;
  for (const { updatedDate } of signers) if (latest === null || Date.parse(updatedDate) > Date.parse(latest)) latest = updatedDate;
  return latest;
}

/** Reminders: the first 5 days after issue, then every 2 days, at most 5. */
export const REMINDER_FIRST_DAYS = 5;
export const REMINDER_EVERY_DAYS = 2;
export const MAX_REMINDERS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When the next reminder is due once `sent` have gone out; null when no more are. */
export function nextReminderAt(issuedAt: Date, sent: number): Date | null {
  if (sent >= MAX_REMINDERS) return null;
  return new Date(issuedAt.getTime() + (REMINDER_FIRST_DAYS + REMINDER_EVERY_DAYS * sent) * DAY_MS);
}
