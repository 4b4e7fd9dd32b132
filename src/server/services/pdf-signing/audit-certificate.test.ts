import { describe, expect, it } from "vitest";
import { auditCertificateHtml, hongKongTime, type AuditCertificateInput } from "./audit-certificate.ts";

const input: AuditCertificateInput = {
  documentTitle: "Tenant's estate agency agreement <b>bold</b>",
  documentKey: "DOC-<key>",
  originalSha256: "a".repeat(64),
  issuedAt: new Date("2026-11-27T16:00:00Z"),
  verifyUrl: 'https://homes.example/verify?x=1&y="2"',
  signers: [
    {
      name: "<script>alert(1)</script>",
      email: "chan@example.com",
      signedAt: "2026-11-28T02:28:21.000Z",
      ip: "203.0.113.9",
      userAgent: "Mozilla/5.0 <iPhone>",
      verifiedBy: "email-code",
    },
    {
      name: "陳大文 & Co.",
      email: "tai@example.com",
      signedAt: new Date("2026-11-28T03:00:00Z"),
      ip: "::1",
      userAgent: "UA",
      verifiedBy: "email-code",
    },
  ],
  events: [
    { at: new Date("2026-11-27T16:00:00Z"), kind: "sent", who: "Agent Wong" },
    { at: new Date("2026-11-27T17:00:00Z"), kind: "declined", who: "x", detail: "</td><img src=x>" },
  ],
};

describe("auditCertificateHtml", () => {
  const html = auditCertificateHtml(input);

  it("prints every interpolated value literally", () => {
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("陳大文 &amp; Co.");
    expect(html).toContain("&lt;/td&gt;&lt;img src=x&gt;");
    expect(html).toContain("Tenant&#39;s estate agency agreement &lt;b&gt;bold&lt;/b&gt;");
    expect(html).toContain('href="https://homes.example/verify?x=1&amp;y=&quot;2&quot;"');
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
  });

  it("names each signer with e-mail, Hong Kong time, IP, browser and how they were verified", () => {
    expect(html).toContain("chan@example.com");
    expect(html).toContain("2026-11-28 10:28:21 HKT");
    expect(html).toContain("203.0.113.9");
    expect(html).toContain("Mozilla/5.0 &lt;iPhone&gt;");
    expect(html).toContain("One-time code e-mailed to this address");
  });

  it("has the events, the original's SHA-256, the verify link, and says where the result's hash is kept", () => {
    expect(html).toContain("Sent for signature");
    expect(html).toContain("已拒絕");
    expect(html).toContain("a".repeat(64));
    expect(html).toContain("The portal records it when the file is sealed");
    expect(html).toContain("本平台於檔案蓋印時記錄該值");
  });
});

describe("hongKongTime", () => {
  it("is eight hours ahead of UTC, in 24-hour time", () => {
    expect(hongKongTime("2026-01-01T16:05:09Z")).toBe("2026-01-02 00:05:09 HKT");
  });
});
