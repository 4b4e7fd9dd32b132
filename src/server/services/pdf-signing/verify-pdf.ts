// Whether a PDF is one of ours and unaltered. Ours: it has signatures and
// every one was made with our sealing certificate. Unaltered: every
// signature's digest and signature value check out, its /Contents holds
// nothing but the signature, and the last one covers the whole file, so not
// a byte was added or changed after it.
import { createHash, createPublicKey, verify } from "node:crypto";
import { PDF, type PdfArray, type PdfDict, type SignatureField } from "@libpdf/core";
import { fromBER } from "asn1js";
import { Certificate, ContentInfo, SignedData } from "pkijs";

export type Verification = { ours: boolean; unaltered: boolean; signatures: { signerName: string; signedAt: string; valid: boolean }[] };

type Found = { name: string; signedAt: string; byteRange: number[]; contents: Uint8Array };
type Checked = { valid: boolean; ours: boolean };

const NOTHING: Verification = { ours: false, unaltered: false, signatures: [] };

/** A PDF date (D:YYYYMMDDHHmmSS+HH'mm') as ISO 8601 in UTC; "" when absent or unreadable. */
export function pdfDateToIso(value: string | undefined): string {
  const m = /^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(Z|[+-])?(\d{2})?'?(\d{2})?/.exec(value ?? "");
  if (!m) return "";
  const [, y, mo, d, h, mi, s, sign, oh, om] = m;
  const offset = sign && sign !== "Z" ? `${sign}${oh ?? "00"}:${om ?? "00"}` : "Z";
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

function signaturesOf(pdf: PDF): Found[] {
  const resolve = pdf.context.registry.resolve.bind(pdf.context.registry);
  const found: Found[] = [];
  for (const field of pdf.getForm()?.getFields() ?? []) {
    if (field.type !== "signature") continue;
    const dict: PdfDict | null = (field as SignatureField).getSignatureDict();
    if (!dict) continue;
    const range: PdfArray | undefined = dict.getArray("ByteRange", resolve);
    const contents = dict.getString("Contents", resolve);
    if (!range || !contents) continue;
    const byteRange = Array.from({ length: range.length }, (_, i) => {
      const item = range.at(i, resolve);
      return item?.type === "number" ? item.value : NaN;
    });
    found.push({
      name: dict.getString("Name", resolve)?.asString() ?? "",
      signedAt: pdfDateToIso(dict.getString("M", resolve)?.asString()),
      byteRange,
      contents: contents.bytes,
    });
  }
  return found.sort((a, b) => a.byteRange[2]! + a.byteRange[3]! - (b.byteRange[2]! + b.byteRange[3]!));
}

/** The byte range is well formed: from the start of the file, around the /Contents hex string, inside the file. */
function rangeIsSound(bytes: Uint8Array, [o1, l1, o2, l2]: number[], contents: Uint8Array): boolean {
  if (![o1, l1, o2, l2].every((n) => Number.isSafeInteger(n) && n! >= 0) || o1 !== 0) return false;
  if (o2! + l2! > bytes.length || bytes[l1!] !== 0x3c || bytes[o2! - 1] !== 0x3e) return false;
  return o2! - l1! - 2 === contents.length * 2;
}

/** Digest algorithms a signature may name, by OID, as Node calls them. */
const DIGESTS: Record<string, string> = {
  "2.16.840.1.101.3.4.2.1": "sha256",
  "2.16.840.1.101.3.4.2.2": "sha384",
  "2.16.840.1.101.3.4.2.3": "sha512",
};
const MESSAGE_DIGEST = "1.2.840.113549.1.9.4";
const RSA_PSS = "1.2.840.113549.1.1.10";

/**
 * The CMS signature checked with Node's crypto: the message digest attribute equals the digest of the signed byte
 * ranges, and the signer's public key verifies the signed attributes. Only zero padding may follow it in /Contents.
 */
function checkCms(contents: Uint8Array, data: Uint8Array, ourCertificate: Uint8Array): Checked {
  const asn1 = fromBER(contents.slice().buffer);
  if (asn1.offset === -1) return { valid: false, ours: false };
  const padded = contents.subarray(asn1.offset).every((b) => b === 0);
  const signedData = new SignedData({ schema: new ContentInfo({ schema: asn1.result }).content });
  const signerInfo = signedData.signerInfos[0];
  const certificate = signedData.certificates?.find((c) => c instanceof Certificate);
  const hash = DIGESTS[signerInfo?.digestAlgorithm.algorithmId ?? ""];
  const attributes = signerInfo?.signedAttrs;
  if (!signerInfo || !(certificate instanceof Certificate) || !hash || !attributes || signerInfo.signatureAlgorithm.algorithmId === RSA_PSS)
    return { valid: false, ours: false };
  const certificateDer = new Uint8Array(certificate.toSchema().toBER());
  const ours = Buffer.from(certificateDer).equals(Buffer.from(ourCertificate));
  const digest = attributes.attributes.find((a) => a.type === MESSAGE_DIGEST)?.values[0]?.valueBlock.valueHexView as Uint8Array | undefined;
  if (!digest || !createHash(hash).update(data).digest().equals(digest)) return { valid: false, ours };
  const publicKey = createPublicKey({ key: Buffer.from(certificate.subjectPublicKeyInfo.toSchema().toBER()), format: "der", type: "spki" });
  // The signed attributes are signed as a DER SET; the parser keeps them so encoded.
  const signedAttributes = new Uint8Array(attributes.encodedValue);
  const verified = verify(hash, signedAttributes, publicKey, signerInfo.signature.valueBlock.valueHexView);
  return { valid: padded && verified, ours };
}

function check(bytes: Uint8Array, signature: Found, ourCertificate: Uint8Array): Checked {
  if (!rangeIsSound(bytes, signature.byteRange, signature.contents)) return { valid: false, ours: false };
  const [, l1, o2, l2] = signature.byteRange as [number, number, number, number];
  try {
    return checkCms(signature.contents, Buffer.concat([bytes.subarray(0, l1), bytes.subarray(o2, o2 + l2)]), ourCertificate);
  } catch {
    return { valid: false, ours: false };
  }
}

export async function verifyPdf(bytes: Uint8Array, ourCertificate: Uint8Array): Promise<Verification> {
  let pdf: PDF;
  try {
    pdf = await PDF.load(bytes);
  } catch {
    return NOTHING;
  }
  const found = signaturesOf(pdf);
  if (found.length === 0) return NOTHING;
  const checked = found.map((s) => check(bytes, s, ourCertificate));
  const last = found.at(-1)!.byteRange;
  const coversWholeFile = last[2]! + last[3]! === bytes.length;
  return {
    ours: checked.every((c) => c.ours),
    unaltered: coversWholeFile && checked.every((c) => c.valid),
    signatures: found.map((s, i) => ({ signerName: s.name, signedAt: s.signedAt, valid: checked[i]!.valid })),
  };
}
