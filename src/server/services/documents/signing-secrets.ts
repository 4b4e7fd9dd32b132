// What the documents module derives from the server secret (HMAC-SHA256):
// a signer's link token from its nonce (so the member's list can show the
// same link the e-mail carried, while the database holds only the nonce and
// the token's hash), the digest of a mailed code, and the signature of a
// short-lived download URL bound to one account.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { SIGNING_CODE_LENGTH } from "../../../domain/documents/document-codes.ts";

export interface SigningSecrets {
  /** The signing link's token for a signer's nonce: 43 characters of base64url. */
  linkToken(nonce: string): string;
  /** The digest kept for a mailed code (a six-digit code's plain SHA-256 would fall to a million guesses). */
  codeDigest(signerId: number, code: string): string;
  /** The download URL's query for one account, valid until `expires` (Unix seconds). */
  downloadSignature(input: DownloadGrant): string;
  /** Whether a download URL's signature is right for this account and still valid at `now`. */
  checkDownload(input: DownloadGrant & { signature: string }, now: Date): boolean;
}

export interface DownloadGrant {
  key: string;
  file: "original" | "latest";
  expires: number;
  userId: string;
}

/** A new random nonce for a signer's link (128 bits). */
export function newLinkNonce(): string {
  return randomBytes(16).toString("base64url");
}

/** The public key of a new document: 128 random bits, 22 characters of base64url. */
export function newDocumentKey(): string {
  return randomBytes(16).toString("base64url");
}

/** A fresh six-digit code, uniformly drawn. */
export function newSigningCode(): string {
  return String(randomInt(0, 10 ** SIGNING_CODE_LENGTH)).padStart(SIGNING_CODE_LENGTH, "0");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createSigningSecrets(secret: Uint8Array): SigningSecrets {
  const mac = (purpose: string, ...parts: string[]) =>
    createHmac("sha256", secret)
      .update([purpose, ...parts].join("\u0000"))
      .digest("base64url");
  const downloadSignature = (grant: DownloadGrant) => mac("download", grant.key, grant.file, String(grant.expires), grant.userId);
  return {
    linkToken: (nonce) => mac("signing-link", nonce),
    codeDigest: (signerId, code) => mac("signing-code", String(signerId), code),
    downloadSignature,
    checkDownload(input, now) {
      if (input.expires * 1000 <= now.getTime()) return false;
      return equal(downloadSignature(input), input.signature);
    },
  };
}
