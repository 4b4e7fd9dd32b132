// What the documents service needs from the PDF engine and the templates,
// declared here with their signatures so the service depends on these shapes
// alone (the module build hands in the real ones; tests may hand in others).
import type { DocumentLanguage, DocumentTemplate, SignerRole } from "../../../domain/documents/document-codes.ts";

import type { SignatureRequest, Verification } from "../pdf-signing/index.ts";
import type { DocumentTemplateData } from "../document-templates/index.ts";

export type { SignatureRequest, Verification };

/** The PDF engine: render HTML to PDF, add one signature incrementally, append the audit certificate and seal, verify. */
export interface DocumentPdf {
  render(html: string): Promise<Uint8Array>;
  sign(pdf: Uint8Array, request: SignatureRequest): Promise<Uint8Array>;
  finish(pdf: Uint8Array, auditCertificateHtml: string): Promise<Uint8Array>;
  verify(pdf: Uint8Array): Promise<Verification>;
}

export type AuditEventKind = "sent" | "opened" | "code-sent" | "signed" | "declined" | "reminded" | "expired" | "cancelled";

export interface AuditCertificateInput {
  documentTitle: string;
  documentKey: string;
  originalSha256: string;
  issuedAt: Date;
  verifyUrl: string;
  signers: { name: string; email: string; signedAt: Date; ip: string; userAgent: string; verifiedBy: "email-code" }[];
  events: { at: Date; kind: AuditEventKind; who: string; detail?: string }[];
}

/** What a template is filled from. */
export type TemplateData = DocumentTemplateData;

export interface RenderedTemplate {
  title: string;
  titleChi: string;
  caption: string;
  captionChi: string;
  html: string;
  signerRoles: SignerRole[];
}

/** The HTML side: the templates, the page frame that makes a body a printable document, and the audit certificate. */
export interface DocumentHtml {
  template(id: DocumentTemplate, language: DocumentLanguage, data: TemplateData): RenderedTemplate;
  frame(input: { lang: DocumentLanguage; title: string; bodyHtml: string }): string;
  auditCertificate(input: AuditCertificateInput): string;
}
