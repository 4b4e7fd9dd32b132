// Documents to sign as real PDFs: HTML printed by Chromium, sealed with the
// agency's certificate once per signer (PAdES, incremental), the audit
// certificate appended and the whole file sealed, and a check that a PDF is
// ours and unaltered. Decision 0076 says why this path and what it measured.
import { P12Signer } from "@libpdf/core";
import { createHtmlToPdf } from "./html-to-pdf.ts";
import { sealingCertificate, type CertificateVault, type SealingCertificate } from "./sealing-certificate.ts";
import { appendPages, signPdf } from "./sign-pdf.ts";
import { verifyPdf, type Verification } from "./verify-pdf.ts";

export type { CertificateVault, SealingCertificate } from "./sealing-certificate.ts";
export type { Verification } from "./verify-pdf.ts";

export type SignatureRequest = { signerName: string; signerEmail: string; reason: string; signedAt: Date; location?: string };

export type PdfSigning = {
  /** A whole HTML document (inline CSS, system fonts incl. Noto Sans CJK) printed to A4 PDF bytes. */
  render(html: string): Promise<Uint8Array>;
  /** One PAdES signature (SubFilter ETSI.CAdES.detached, sealed with the agency's certificate, signer's name in /Name, reason, time) added as an incremental update: earlier signatures stay valid. */
  sign(pdf: Uint8Array, request: SignatureRequest): Promise<Uint8Array>;
  /** Appends the audit certificate (HTML rendered to pages) to a signed PDF without invalidating its signatures, then seals the whole file with the agency's certificate. */
  finish(pdf: Uint8Array, auditCertificateHtml: string): Promise<Uint8Array>;
  /** Whether a PDF is one of ours (every signature made with our certificate) and unaltered (every digest matches; nothing after the last signature except what finish() itself wrote). */
  verify(pdf: Uint8Array): Promise<Verification>;
  close(): Promise<void>;
};

/** The seal finish() adds over the whole file, audit certificate included. */
const SEAL_NAME = "HK Homes";
const SEAL_REASON = "Audit certificate appended; document sealed by HK Homes / 已附審計證書，由 HK Homes 蓋印";

export function createPdfSigning(options: {
  certificate: SealingCertificate | null;
  vault: CertificateVault;
  chromiumPath?: string;
}): PdfSigning {
  const printer = createHtmlToPdf(options.chromiumPath);
  let signer: Promise<P12Signer> | null = null;
  const sealer = (): Promise<P12Signer> => {
    signer ??= sealingCertificate(options.certificate, options.vault).then(({ p12, password }) => P12Signer.create(p12, password));
    // A vault that failed (a database restarting) is asked again next time.
    signer.catch(() => (signer = null));
    return signer;
  };

  return {
    render: (html) => printer.render(html),
    async sign(pdf, request) {
      return signPdf(pdf, await sealer(), {
        name: request.signerName,
        contactInfo: request.signerEmail,
        reason: request.reason,
        signedAt: request.signedAt,
        location: request.location,
      });
    },
    async finish(pdf, auditCertificateHtml) {
      const [certificatePages, seal] = await Promise.all([printer.render(auditCertificateHtml), sealer()]);
      const withCertificate = await appendPages(pdf, certificatePages);
      return signPdf(withCertificate, seal, { name: SEAL_NAME, reason: SEAL_REASON, signedAt: new Date() });
    },
    async verify(pdf) {
      return verifyPdf(pdf, (await sealer()).certificate);
    },
    close: () => printer.close(),
  };
}
