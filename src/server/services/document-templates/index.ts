// The documents the portal issues for signature, rendered from a listing, an
// agent, an agency, a client and the agreed terms. Each is the body of the
// document in both languages, the reader's first; the PDF engine's frame wraps
// it. Tenancy agreements and agreements for sale and purchase are not among
// them: those are signed on paper (decision 0077).
import { renderAgreement } from "./agency-agreements.ts";
import { documentStyles, layoutFor } from "./bilingual-layout.ts";
import { renderLetterOfOffer } from "./letter-of-offer.ts";
import { html, SafeHtml } from "./safe-html.ts";
import type { DocumentLanguage, DocumentTemplateData, DocumentTemplateId, RenderedDocument } from "./template-data.ts";
import { renderViewingRecord } from "./viewing-record.ts";

/** @internal The template ids, for the templates' tests. */
export { DOCUMENT_TEMPLATE_IDS } from "./template-data.ts";
export type { DocumentLanguage, DocumentTemplateData, DocumentTemplateId, RenderedDocument } from "./template-data.ts";

/** The document's title, caption (the property in one line), body HTML and who signs it, in order. */
export function renderDocumentTemplate(id: DocumentTemplateId, language: DocumentLanguage, data: DocumentTemplateData): RenderedDocument {
  const l = layoutFor(language);
  const rendered =
    id === "viewing-record"
      ? renderViewingRecord(l, data)
      : id === "letter-of-offer"
        ? renderLetterOfOffer(l, data)
        : renderAgreement(l, id, data);
  return {
    ...rendered,
    html: html`${documentStyles}
      <article class="dt" lang="${l.htmlLang}">${new SafeHtml(rendered.html)}</article>`.value,
  };
}
