// The client document and property states the member's document pages show,
// derived from the list calls' entries: a document's status is its first
// signer's with a signing URL (else 1, nothing awaited from the viewer), its
// status date the latest signer update; documents are grouped under the
// property they are about, in the order the list gave them.
import type { DocumentEntry, DocumentProperty, DocumentSigner } from "../../../domain/contracts/documents.ts";
import { SIGNING_STATUS, type DocumentTemplate } from "../../../domain/documents/document-codes.ts";
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import { pathInLanguage } from "../../lib/language-path.ts";

export interface ClientDocumentState {
  /** The document's key once it is completed (the signed PDF's, for the download); null before. */
  documentPath: string | null;
  title: string;
  caption_1: string;
  type: DocumentTemplate;
  status: number;
  /** The latest signer update, ISO 8601. */
  status_date: string;
  /** The viewer's signing screen while it awaits them, in the page's language. */
  signingUrl: string | null;
  /** A key for lists: the document key, else the signing URL, else the title and date. */
  id: string;
}

export interface ClientPropertyState {
  property_id: number;
  beds: number | null;
  bath: number | null;
  buildingName: string;
  imageUrl: string;
  /** Whether `size` is the saleable (net) area; otherwise it is the gross one. */
  isNetSize: boolean;
  size: number | null;
  grossSize: number | null;
  /** In HKD: the rent for a lease-only listing, else the sale price. */
  price: number | null;
  type: "sale" | "rent";
  title: string;
  caption: string;
  /** The listing's page below /:lang. */
  path: string;
  eforms: ClientDocumentState[];
}

const chinese = (language: LanguageCode) => language !== "en";

/** The photo route's address of a listing photo named "kind/key" (a path is kept as it is; none: ""). */
function photoPath(photoName: string): string {
  if (photoName === "" || photoName.startsWith("/")) return photoName;
  return `/media/${photoName}/640.webp`;
}

/** The first signer with a signing URL gives the status; with none, nothing is awaited from the viewer: 1. */
export function documentStatus(signers: readonly Pick<DocumentSigner, "signingURL" | "signingStatus">[]): number {
  return signers.find((signer) => signer.signingURL)?.signingStatus ?? SIGNING_STATUS.signed;
}

/** The latest of the signers' updates ("" when a document has no signer). */
export function statusDate(signers: readonly Pick<DocumentSigner, "updatedDate">[]): string {
  return signers.reduce((latest, signer) => (Date.parse(signer.updatedDate) > Date.parse(latest || "0") ? signer.updatedDate : latest), "");
}

export function clientDocumentState(entry: DocumentEntry, language: LanguageCode): ClientDocumentState {
  const url = entry.documentKey ? null : (entry.signers.find((signer) => signer.signingURL)?.signingURL ?? null);
  const signingUrl = url === null ? null : pathInLanguage(url, language);
  const status_date = statusDate(entry.signers);
  return {
    documentPath: entry.documentKey,
    title: (chinese(language) && entry.titleChi) || entry.title,
    caption_1: (chinese(language) && entry.captionChi) || entry.caption,
    type: entry.documentTemplate,
    status: documentStatus(entry.signers),
    status_date,
    signingUrl,
    id: entry.documentKey ?? signingUrl ?? `${entry.title}|${entry.issuedDate}`,
  };
}

function clientPropertyState(property: DocumentProperty, language: LanguageCode): Omit<ClientPropertyState, "eforms"> {
  const zh = chinese(language);
  const rentOnly = property.postingPurposeId === 2 || (property.salePrice === null && property.leasePrice !== null);
  return {
    property_id: property.propertyId,
    beds: property.bedroom,
    bath: property.bathroom,
    buildingName: (zh && property.buildingNameChi) || property.buildingNameEng,
    imageUrl: photoPath(property.photoName),
    isNetSize: property.netSize !== null && property.netSize > 0,
    size: property.netSize !== null && property.netSize > 0 ? property.netSize : property.grossSize,
    grossSize: property.grossSize,
    price: rentOnly ? property.leasePrice : property.salePrice,
    type: rentOnly ? "rent" : "sale",
    title: (zh && property.titleChi) || property.caption_1,
    caption: (zh ? property.captionChi_2 || property.captionChi_1 : property.caption_2) || property.caption_2,
    path: property.path,
  };
}

/**
 * The properties of a page of documents, each with its documents (a document
 * about two properties shows under both), in the order the list gave them; a
 * document about no property is listed under none (property_id 0).
 */
export function propertiesWithDocuments(entries: readonly DocumentEntry[], language: LanguageCode): ClientPropertyState[] {
  const byId = new Map<number, ClientPropertyState>();
  for (const entry of entries) {
    const document = clientDocumentState(entry, language);
    const properties = entry.properties.length > 0 ? entry.properties : [null];
    for (const property of properties) {
      const id = property?.propertyId ?? 0;
      let state = byId.get(id);
      if (!state) {
        state = property ? { ...clientPropertyState(property, language), eforms: [] } : { ...NO_PROPERTY, eforms: [] };
        byId.set(id, state);
      }
      state.eforms.push(document);
    }
  }
  return [...byId.values()];
}

const NO_PROPERTY: Omit<ClientPropertyState, "eforms"> = {
  property_id: 0,
  beds: null,
  bath: null,
  buildingName: "",
  imageUrl: "",
  isNetSize: false,
  size: null,
  grossSize: null,
  price: null,
  type: "sale",
  title: "",
  caption: "",
  path: "",
};
