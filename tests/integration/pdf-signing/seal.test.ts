import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPdfSigning, type PdfSigning } from "../../../src/server/services/pdf-signing/index.ts";
import { auditCertificateHtml } from "../../../src/server/services/pdf-signing/audit-certificate.ts";
import { makeSelfSignedSealingCertificate } from "../../../src/server/services/pdf-signing/sealing-certificate.ts";
import { FOUR_PAGE_AGREEMENT, memoryVault } from "../../fixtures/pdf-agreement.ts";
import { poppler, validationLines } from "./poppler.ts";

const AUDIT = auditCertificateHtml({
  documentTitle: "Estate agency agreement 地產代理協議",
  documentKey: "DOC-1",
  originalSha256: "0".repeat(64),
  issuedAt: new Date("2026-11-27T16:00:00Z"),
  verifyUrl: "http://localhost:3000/verify",
  signers: [
    {
      name: "陳大文",
      email: "chan@example.com",
      signedAt: new Date(),
      ip: "203.0.113.9",
      userAgent: "Mobile Safari",
      verifiedBy: "email-code",
    },
    {
      name: "Agent Wong",
      email: "wong@example.com",
      signedAt: new Date(),
      ip: "203.0.113.10",
      userAgent: "Chrome",
      verifiedBy: "email-code",
    },
  ],
  events: [{ at: new Date(), kind: "sent", who: "Agent Wong" }],
});

const request = (signerName: string) => ({
  signerName,
  signerEmail: "x@example.com",
  reason: "Signed the agreement 簽署協議",
  signedAt: new Date(),
});

/** A copy with one byte changed at a position inside every signature's first signed range. */
function withOneByteChanged(pdf: Uint8Array, at: number): Uint8Array {
  const copy = pdf.slice();
  copy[at] = copy[at]! ^ 0x01;
  return copy;
}

describe("sign and finish: PAdES signatures that pdfsig and verify() accept, and any change they catch", () => {
  const vault = memoryVault();
  let signing: PdfSigning;
  let issued: Uint8Array;
  let once: Uint8Array;
  let twice: Uint8Array;
  let finished: Uint8Array;

  beforeAll(async () => {
    signing = createPdfSigning({ certificate: null, vault });
    issued = await signing.render(FOUR_PAGE_AGREEMENT);
    once = await signing.sign(issued, request("陳大文"));
    twice = await signing.sign(once, request("Agent Wong"));
    finished = await signing.finish(twice, AUDIT);
  });
  afterAll(() => signing.close());

  it("keeps every byte of each earlier version: signatures and the audit certificate are incremental updates", () => {
    expect(Buffer.from(once.subarray(0, issued.length)).equals(Buffer.from(issued))).toBe(true);
    expect(Buffer.from(twice.subarray(0, once.length)).equals(Buffer.from(once))).toBe(true);
    expect(Buffer.from(finished.subarray(0, twice.length)).equals(Buffer.from(twice))).toBe(true);
  });

  it("pdfsig finds three ETSI.CAdES.detached signatures, every one valid; the self-signed certificate's issuer is unknown to it", () => {
    const out = poppler("pdfsig", finished).stdout;
    expect(validationLines(out)).toEqual(["Signature is Valid.", "Signature is Valid.", "Signature is Valid."]);
    expect(out.match(/Signature Type: ETSI\.CAdES\.detached/g)).toHaveLength(3);
    expect(out).toContain("Signer Certificate Common Name: HK Homes demo sealing certificate");
    expect(out.match(/Certificate Validation: (.*)/)?.[1]).toBe("Certificate issuer is unknown.");
    expect(out).toContain("Total document signed");
  });

  it("ends with the audit certificate pages, and the whole file stays under 500 KB", () => {
    const pages = Number(/Pages:\s+(\d+)/.exec(poppler("pdfinfo", finished).stdout)?.[1]);
    expect(pages).toBeGreaterThan(4);
    expect(poppler("pdftotext", finished, ["-f", "5"]).stdout).toContain("審計證書");
    expect(finished.byteLength).toBeLessThan(500 * 1024);
  });

  it("verify(): ours and unaltered, each signature with the signer's /Name and time", async () => {
    const result = await signing.verify(finished);
    expect(result.ours).toBe(true);
    expect(result.unaltered).toBe(true);
    expect(result.signatures.map((s) => [s.signerName, s.valid])).toEqual([
      ["陳大文", true],
      ["Agent Wong", true],
      ["HK Homes", true],
    ]);
    for (const s of result.signatures) expect(Date.parse(s.signedAt)).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(await signing.verify(once)).toMatchObject({ ours: true, unaltered: true });
  });

  it("a copy with one byte changed inside the signed range: pdfsig and verify() both say so", async () => {
    const altered = withOneByteChanged(finished, Math.floor(issued.length / 2));
    const lines = validationLines(poppler("pdfsig", altered).stdout);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line === "Signature is Valid.")).toEqual([]);
    expect((await signing.verify(altered)).unaltered).toBe(false);
  });

  it("bytes added after the seal make it altered", async () => {
    const added = Buffer.concat([finished, Buffer.from("\n1 0 obj (x) endobj\n")]);
    expect((await signing.verify(added)).unaltered).toBe(false);
  });

  it("a PDF we did not sign is not ours: unsigned, or signed with another certificate", async () => {
    expect(await signing.verify(issued)).toEqual({ ours: false, unaltered: false, signatures: [] });
    expect(await signing.verify(new TextEncoder().encode("not a pdf"))).toEqual({ ours: false, unaltered: false, signatures: [] });
    const stranger = createPdfSigning({ certificate: null, vault: memoryVault() });
    const theirs = await stranger.sign(issued, request("Mallory"));
    expect(validationLines(poppler("pdfsig", theirs).stdout)).toEqual(["Signature is Valid."]);
    expect(await signing.verify(theirs)).toMatchObject({ ours: false, unaltered: true });
    // Their seal over our signed file: still not wholly ours.
    expect((await signing.verify(await stranger.sign(once, request("Mallory")))).ours).toBe(false);
    await stranger.close();
  });

  it("the demo certificate is made once: a second instance over the same vault seals with the same one", async () => {
    expect(vault.puts).toBe(1);
    const other = createPdfSigning({ certificate: null, vault });
    expect(await other.verify(finished)).toMatchObject({ ours: true, unaltered: true });
    const signedByOther = await other.sign(issued, request("陳大文"));
    expect((await signing.verify(signedByOther)).ours).toBe(true);
    expect(vault.puts).toBe(1);
    await other.close();
  });

  it("a configured certificate is used as it is, and the vault is not touched", async () => {
    const configuredVault = memoryVault();
    const configured = createPdfSigning({
      certificate: { p12: makeSelfSignedSealingCertificate("Agency Ltd sealing", "secret"), password: "secret" },
      vault: configuredVault,
    });
    const signed = await configured.sign(issued, request("陳大文"));
    expect(poppler("pdfsig", signed).stdout).toContain("Signer Certificate Common Name: Agency Ltd sealing");
    expect((await configured.verify(signed)).ours).toBe(true);
    expect((await signing.verify(signed)).ours).toBe(false);
    expect(configuredVault.puts).toBe(0);
    await configured.close();
  });

  it("signing a four-page agreement takes at most 300 ms of this process's CPU", async () => {
    await signing.sign(issued, request("warm-up"));
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = process.cpuUsage();
      await signing.sign(issued, request("陳大文"));
      const used = process.cpuUsage(before);
      times.push((used.user + used.system) / 1000);
    }
    expect(times.sort((a, b) => a - b)[1]).toBeLessThanOrEqual(300);
  });
});
