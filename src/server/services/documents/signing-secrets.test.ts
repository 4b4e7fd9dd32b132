import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createSigningSecrets, newSigningCode } from "./signing-secrets.ts";

const secrets = createSigningSecrets(new Uint8Array(32).fill(7));
const other = createSigningSecrets(new Uint8Array(32).fill(8));
const grant = fc.record({
  key: fc.stringMatching(/^[A-Za-z0-9_-]{22}$/),
  file: fc.constantFrom("original" as const, "latest" as const),
  expires: fc.integer({ min: 1_000_000, max: 4_000_000_000 }),
  userId: fc.uuid(),
});

describe("a download URL's signature", () => {
  it("verifies what it signed, before its expiry, and nothing else", () => {
    fc.assert(
      fc.property(grant, grant, (a, b) => {
        const signature = secrets.downloadSignature(a);
        const before = new Date(a.expires * 1000 - 1);
        expect(secrets.checkDownload({ ...a, signature }, before)).toBe(true);
        expect(secrets.checkDownload({ ...a, signature }, new Date(a.expires * 1000))).toBe(false);
        expect(other.checkDownload({ ...a, signature }, before)).toBe(false);
        const differs = a.key !== b.key || a.file !== b.file || a.expires !== b.expires || a.userId !== b.userId;
        if (differs) expect(secrets.checkDownload({ ...b, signature }, new Date(Math.min(a.expires, b.expires) * 1000 - 1))).toBe(false);
      }),
    );
  });
});

describe("a signing link's token", () => {
  it("is the same for a nonce every time, 43 characters of base64url, and differs between nonces", () => {
    expect(secrets.linkToken("n1")).toBe(secrets.linkToken("n1"));
    expect(secrets.linkToken("n1")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secrets.linkToken("n1")).not.toBe(secrets.linkToken("n2"));
    expect(other.linkToken("n1")).not.toBe(secrets.linkToken("n1"));
  });
});

describe("a signing code", () => {
  it("is six digits", () => {
    for (let i = 0; i < 200; i++) expect(newSigningCode()).toMatch(/^\d{6}$/);
  });
  it("digests per signer", () => {
    expect(secrets.codeDigest(1, "123456")).not.toBe(secrets.codeDigest(2, "123456"));
  });
});
