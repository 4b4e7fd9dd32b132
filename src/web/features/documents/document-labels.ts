// Message keys of the documents' codes.
import type { DocumentTemplate } from "../../../domain/documents/document-codes.ts";

const TEMPLATE_KEYS: Record<DocumentTemplate, string> = {
  "purchaser-agreement": "documents.template.purchaserAgreement",
  "tenant-agreement": "documents.template.tenantAgreement",
  "vendor-agreement": "documents.template.vendorAgreement",
  "landlord-agreement": "documents.template.landlordAgreement",
  "viewing-record": "documents.template.viewingRecord",
  "letter-of-offer": "documents.template.letterOfOffer",
};

/** The message key of a template's name. */
export function templateLabel(template: DocumentTemplate): string {
  return TEMPLATE_KEYS[template];
}

/** The message key of a signer's state (SIGNING_STATUS), 1 for a code this build does not know. */
export function signingStatusLabel(status: number): string {
  return `documents.status.${String(status >= 1 && status <= 6 ? status : 1)}`;
}

/** A signer's state as others see it: their turn reads "awaiting signature", not "your signature". */
export function otherSignerStatusLabel(status: number): string {
  return status === 2 ? "documents.status.awaiting" : signingStatusLabel(status);
}
