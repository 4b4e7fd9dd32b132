// A new document's content: the template filled from the property, the
// agent, the agency, the client and the terms, in both languages, and the
// property's fields as the member's lists show them. The property is a public
// listing as read, or one its caller describes in the same terms (an owner's
// listing that is not live yet, under the id it will have).
import type { DocumentProperty, DocumentTerms, IssueDocumentRequest } from "../../../domain/contracts/documents.ts";
import type { DocumentLanguage, DocumentTemplate } from "../../../domain/documents/document-codes.ts";
import type { AgentForDocument, ListingForDocument } from "../../db/documents/document-sources.ts";
import type { RenderedTemplate, TemplateData } from "./document-ports.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** An agency period runs 90 days from the issue date unless the agent says otherwise. */
const DEFAULT_AGENCY_DAYS = 90;
const DEFAULT_COMPLETION_DAYS = 60;
const DEFAULT_COMMISSION_PERCENT = 1;
const AGENCY_NAME = { en: "Harbour Homes", zh: "港居" };

/** What a document says of its property: a listing's fields, its gross area when known, and its flat when given. */
export type DocumentPropertySource = Omit<ListingForDocument, "grossSize"> & { grossSize: number | null; flat?: string };

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);
/** What a document is issued from besides its property: the client, the template, the language, the signers and terms. */
export type IssueForPropertyRequest = Omit<IssueDocumentRequest, "listingId">;

const PURPOSE_OF: Partial<Record<DocumentTemplate, "sale" | "rent">> = {
  "purchaser-agreement": "sale",
  "vendor-agreement": "sale",
  "tenant-agreement": "rent",
  "landlord-agreement": "rent",
};

/** Sale or rent: the agreement's kind says it; a viewing record or an offer follows the listing (offered for both: sale). */
export function purposeOf(template: DocumentTemplate, listingPurpose: number): "sale" | "rent" {
  return PURPOSE_OF[template] ?? (listingPurpose === 2 ? "rent" : "sale");
}

function termsOf(template: DocumentTemplate, terms: DocumentTerms, issuedAt: Date, askingHkd: number | null): TemplateData["terms"] {
  return {
    agencyPeriod: {
      start: terms.agencyStart ?? dateOnly(issuedAt),
      end: terms.agencyEnd ?? dateOnly(new Date(issuedAt.getTime() + DEFAULT_AGENCY_DAYS * DAY_MS)),
    },
    commission:
      terms.commissionAmount !== undefined
        ? { kind: "amount", amountHkd: terms.commissionAmount }
        : { kind: "percent", percent: terms.commissionPercent ?? DEFAULT_COMMISSION_PERCENT },
    dualAgency: terms.dualAgency,
    exclusive: terms.exclusive,
    subListing: terms.subListing,
    ...(template === "viewing-record"
      ? { viewing: { at: terms.viewingAt ?? issuedAt.toISOString(), otherViewers: terms.otherViewers } }
      : {}),
    ...(template === "letter-of-offer"
      ? {
          offer: {
            amountHkd: terms.offerPrice ?? askingHkd ?? 0,
            initialDepositHkd: terms.initialDeposit ?? 0,
            completionDate: terms.completionDate ?? dateOnly(new Date(issuedAt.getTime() + DEFAULT_COMPLETION_DAYS * DAY_MS)),
            ...(terms.offerValidUntil ? { validUntil: terms.offerValidUntil } : {}),
          },
        }
      : {}),
  };
}

export function templateData(input: {
  request: IssueForPropertyRequest;
  listing: DocumentPropertySource;
  agent: AgentForDocument;
  clientName: string;
  documentKey: string;
  issuedAt: Date;
  agencyLicenceNumber: string;
}): TemplateData {
  const { request, listing, agent } = input;
  const purpose = purposeOf(request.template, listing.purpose);
  const askingHkd = purpose === "rent" ? listing.rentPrice : listing.salePrice;
  const street = (name: string | null) => [listing.streetNo, name].filter(Boolean).join(" ");
  return {
    documentKey: input.documentKey,
    issuedAt: input.issuedAt,
    listing: {
      id: listing.id,
      purpose,
      building: { en: listing.buildingEn, zh: listing.buildingZh },
      address: { en: street(listing.streetEn), zh: [listing.streetZh, listing.streetNo].filter(Boolean).join("") },
      district: { en: listing.districtEn, zh: listing.districtZh },
      floor: listing.floorName ? { en: listing.floorName, zh: listing.floorName } : null,
      flat: listing.flat ?? null,
      saleableAreaSqFt: listing.saleableSize,
      grossAreaSqFt: listing.grossSize,
      askingHkd,
    },
    agent: { name: { en: agent.nameEn, zh: agent.nameZh }, licenceNumber: agent.licenceNo },
    agency: {
      name: AGENCY_NAME,
      licenceNumber: input.agencyLicenceNumber,
      address: { en: agent.officeAddressEn, zh: agent.officeAddressZh },
    },
    client: { name: input.clientName, email: request.clientEmail },
    terms: termsOf(request.template, request.terms, input.issuedAt, askingHkd),
  };
}

/** The listing as the member's lists show it, kept as it was when the document was issued. */
export function propertySnapshot(
  listing: DocumentPropertySource,
  rendered: { en: RenderedTemplate; zh: RenderedTemplate },
): DocumentProperty {
  const purposePath = listing.purpose === 2 ? "rent" : "sale";
  return {
    propertyId: listing.id,
    bathroom: listing.bathrooms,
    bedroom: listing.bedrooms,
    buildingNameEng: listing.buildingEn,
    buildingNameChi: listing.buildingZh,
    photoName: listing.photo ? `${listing.photo.kind}/${listing.photo.key}` : "",
    netSize: listing.saleableSize,
    grossSize: listing.grossSize,
    salePrice: listing.salePrice,
    leasePrice: listing.rentPrice,
    caption_1: [listing.streetNo, listing.streetEn].filter(Boolean).join(" "),
    caption_2: listing.districtEn,
    captionChi_1: [listing.streetZh, listing.streetNo].filter(Boolean).join(""),
    captionChi_2: listing.districtZh,
    titleChi: rendered.zh.titleChi,
    postingPurposeId: listing.purpose,
    path: `/property/${purposePath}/${listing.slug}/${listing.id}`,
  };
}

/** The document's body in both languages, the chosen one first (its title and caption come from it). */
export function renderBoth(
  render: (id: DocumentTemplate, language: DocumentLanguage, data: TemplateData) => RenderedTemplate,
  template: DocumentTemplate,
  data: TemplateData,
) {
  return { en: render(template, "en", data), zh: render(template, "zh-hk", data) };
}

/** Pages of a PDF: its page objects. */
export function pageCount(pdf: Uint8Array): number {
  const text = Buffer.from(pdf).toString("latin1");
  return text.match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}
