// Random tokens for cookies and mailed links, and the digests we store instead.
import { createHash, randomBytes } from "node:crypto";

/** 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
