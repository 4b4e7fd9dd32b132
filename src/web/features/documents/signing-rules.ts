// What the signing screen offers a signer: the steps, or why they cannot sign now.
import type { SigningView } from "../../../domain/contracts/documents.ts";
import { SIGNING_STATUS } from "../../../domain/documents/document-codes.ts";

/**
 * Why this signer cannot sign now (a message key), or null when the steps
 * are offered: already signed; the document cancelled, declined or expired;
 * or, in sequential order, an earlier signer still to sign.
 */
export function signingBlock(view: Pick<SigningView["data"], "status" | "signer">): string | null {
  if (view.signer.signingStatus === SIGNING_STATUS.signed) return "documents.sign.alreadySigned";
  if (
    view.status !== "pending" ||
    [SIGNING_STATUS.declined, SIGNING_STATUS.expired, SIGNING_STATUS.cancelled].some((s) => s === view.signer.signingStatus)
  )
    return "documents.sign.closed";
  if (!view.signer.isTurn) return "documents.sign.notYourTurn";
  return null;
}
