// The agency's sealing certificate: the configured PKCS#12 file, or on a
// fresh embedded start a self-signed demo one, made once and kept in the
// vault so that every process seals with (and recognises) the same key.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";

export type SealingCertificate = { p12: Uint8Array; password: string };
/** Where the demo certificate is kept so several processes share one (the documents module passes its PostgreSQL file store). */
export type CertificateVault = { get(key: string): Promise<Uint8Array | null>; put(key: string, bytes: Uint8Array): Promise<void> };

export const DEMO_CERTIFICATE_NAME = "HK Homes demo sealing certificate";
/** The vault key of the demo certificate; one per portal. */
export const DEMO_CERTIFICATE_KEY = "pdf-signing/demo-sealing-certificate.p12";
/** The demo certificate's key is protected by the vault it lives in, not by this password, which is in the source. */
const DEMO_PASSWORD = "hk-homes-demo-sealing";
const DEMO_VALIDITY_YEARS = 10;

/** A self-signed RSA 2048 sealing certificate with its key as PKCS#12 (AES-256, SHA-256), valid for ten years. */
export function makeSelfSignedSealingCertificate(commonName: string, password: string, now = new Date()): Uint8Array {
  // Node makes the key (fast, native); forge writes the certificate and the PKCS#12 container.
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs1", format: "pem" }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  // A positive serial: the leading byte's high bit is clear.
  certificate.serialNumber = "01" + randomBytes(15).toString("hex");
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + DEMO_VALIDITY_YEARS);
  const subject = [
    { name: "commonName", value: commonName },
    { name: "organizationName", value: "HK Homes" },
    { name: "countryName", value: "HK" },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", critical: true, digitalSignature: true, nonRepudiation: true },
    { name: "subjectKeyIdentifier" },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], password, { algorithm: "aes256", friendlyName: commonName });
  return Uint8Array.from(Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary"));
}

/**
 * The configured certificate, else the demo one from the vault, made and stored if the vault has none. After
 * storing, the vault is read again so that two processes starting together both use whichever copy it kept.
 */
export async function sealingCertificate(certificate: SealingCertificate | null, vault: CertificateVault): Promise<SealingCertificate> {
  if (certificate) return certificate;
  const kept = await vault.get(DEMO_CERTIFICATE_KEY);
  if (kept) return { p12: kept, password: DEMO_PASSWORD };
  await vault.put(DEMO_CERTIFICATE_KEY, makeSelfSignedSealingCertificate(DEMO_CERTIFICATE_NAME, DEMO_PASSWORD));
  const stored = await vault.get(DEMO_CERTIFICATE_KEY);
  if (!stored) throw new Error("The certificate vault did not keep the demo sealing certificate");
  return { p12: stored, password: DEMO_PASSWORD };
}
