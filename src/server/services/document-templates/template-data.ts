// What a document template is filled from: the listing, the agent, the agency,
// the client and the terms the agent chose. Bilingual values carry English and
// Traditional Chinese; the client's own details are as the client gave them.

export const DOCUMENT_TEMPLATE_IDS = [
  "purchaser-agreement",
  "tenant-agreement",
  "vendor-agreement",
  "landlord-agreement",
  "viewing-record",
  "letter-of-offer",
] as const;

export type DocumentTemplateId = (typeof DOCUMENT_TEMPLATE_IDS)[number];

/** The language a document is read in: its own language comes first, the other one follows each part. */
export type DocumentLanguage = "en" | "zh-hk" | "zh-cn";

export type SignerRole = "client" | "agent";

export type Bilingual = { en: string; zh: string };

/** A calendar date ("2025-07-01") or an instant. */
export type DateValue = string | Date;

export type DocumentTemplateData = {
  documentKey: string;
  issuedAt: DateValue;
  listing: {
    id: number;
    purpose: "sale" | "rent";
    building: Bilingual;
    address: Bilingual;
    district: Bilingual;
    /** Block, floor ("23/F", "High Floor") and flat, when known. */
    block?: Bilingual | null;
    floor?: Bilingual | null;
    flat?: string | null;
    saleableAreaSqFt: number | null;
    grossAreaSqFt: number | null;
    /** The asking price of a sale, or the monthly rent of a letting, in HKD. */
    askingHkd: number | null;
  };
  agent: { name: Bilingual; licenceNumber: string };
  agency: { name: Bilingual; licenceNumber: string; address: Bilingual };
  client: { name: string; email: string; phone?: string | null };
  terms: {
    agencyPeriod: { start: DateValue; end: DateValue };
    commission: { kind: "percent"; percent: number } | { kind: "amount"; amountHkd: number };
    /** The agency acts for both sides of the deal (disclosed in the agreement). */
    dualAgency: boolean;
    /** The client appoints this agency alone for the period (default: not exclusive). */
    exclusive?: boolean;
    /** The agency may pass the property to other agencies (vendor and landlord only; default: no). */
    subListing?: boolean;
    /** For the viewing record: when, and who came besides the client. */
    viewing?: { at: DateValue; otherViewers?: string[] };
    /** For the letter of offer: the price (or monthly rent), the initial deposit and the completion (or start) date. */
    offer?: { amountHkd: number; initialDepositHkd: number; completionDate: DateValue; validUntil?: DateValue };
  };
};

export type RenderedDocument = {
  title: string;
  titleChi: string;
  caption: string;
  captionChi: string;
  /** The document's body; the PDF engine's frame wraps it in a whole page. */
  html: string;
  /** Who signs, in order: the client first, the agent countersigns. */
  signerRoles: SignerRole[];
};
