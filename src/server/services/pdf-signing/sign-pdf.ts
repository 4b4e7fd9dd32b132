// One PAdES signature (ETSI.CAdES.detached, SHA-256) added to a PDF as an
// incremental update, so every earlier signature keeps covering exactly the
// bytes it signed.
import { PDF, PdfDict, PdfString, type P12Signer } from "@libpdf/core";

export type SignatureFields = { name: string; reason: string; signedAt: Date; location?: string; contactInfo?: string };

/**
 * The signature dictionary's /Name, /Reason, /Location and /ContactInfo are written here, as text strings (UTF-16 for Chinese):
 * the library has no /Name option, and its own reason and location would be escaped twice.
 */
function withSignatureFields(pdf: PDF, fields: SignatureFields): void {
  const registry = pdf.context.registry;
  const register = registry.register.bind(registry);
  registry.register = ((object: Parameters<typeof register>[0]) => {
    if (object instanceof PdfDict && object.getName("Type")?.value === "Sig") {
      object.set("Name", PdfString.fromString(fields.name));
      object.set("Reason", PdfString.fromString(fields.reason));
      if (fields.location) object.set("Location", PdfString.fromString(fields.location));
      if (fields.contactInfo) object.set("ContactInfo", PdfString.fromString(fields.contactInfo));
    }
    return register(object);
  }) as typeof registry.register;
}

/**
 * Room for the CMS signature in /Contents (written as hex, so twice this in the file): the certificates it carries
 * plus 4 KB for the signature value, attributes and structure. The library's default of 12 KB per signature would
 * put some 45 KB of zeros in a document with three.
 */
const signatureRoom = (signer: P12Signer) =>
  4096 + signer.certificate.length + signer.certificateChain.reduce((sum, certificate) => sum + certificate.length, 0);

export async function signPdf(bytes: Uint8Array, signer: P12Signer, fields: SignatureFields): Promise<Uint8Array> {
  const pdf = await PDF.load(bytes);
  withSignatureFields(pdf, fields);
  const { bytes: signed } = await pdf.sign({
    signer,
    subFilter: "ETSI.CAdES.detached",
    level: "B-B",
    digestAlgorithm: "SHA-256",
    signingTime: fields.signedAt,
    estimatedSize: signatureRoom(signer),
  });
  return signed;
}

/** The pages of another PDF (the audit certificate) appended as an incremental update: nothing already signed changes. */
export async function appendPages(bytes: Uint8Array, pagesPdf: Uint8Array): Promise<Uint8Array> {
  const pdf = await PDF.load(bytes);
  const source = await PDF.load(pagesPdf);
  await pdf.copyPagesFrom(
    source,
    source.getPages().map((_, index) => index),
  );
  return pdf.save({ incremental: true });
}
