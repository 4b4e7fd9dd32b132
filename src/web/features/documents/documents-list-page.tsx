import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import type { DocumentListResponse, DownloadUrlResponse } from "../../../domain/contracts/documents.ts";
import { convertFromHkd } from "../../../domain/money/currency.ts";
import { formatSize } from "../../../domain/money/size.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { api } from "../../lib/api-client.ts";
import { exactMoney } from "../../lib/exact-money.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { photoAt } from "../../lib/photo-sources.ts";
import { useRootData } from "../../lib/root-data.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { Pager, pageHref } from "../../ui/pager.tsx";
import { propertiesWithDocuments, type ClientDocumentState, type ClientPropertyState } from "./document-state.ts";
import { signingStatusLabel, templateLabel } from "./document-labels.ts";

export type DocumentListKind = "pending" | "signed";

/**
 * The member's pending or signed documents: the properties they are about,
 * each a disclosure opening to its documents (title, caption, type, status
 * and its date), with Sign while a document awaits the member and Download
 * once it is signed.
 */
export function DocumentsListPage(props: { kind: DocumentListKind; list: DocumentListResponse }) {
  const { t, language } = useI18n();
  const { pathname, search } = useLocation();
  const title = t(`documents.${props.kind}.title`);
  const properties = propertiesWithDocuments(props.list.results, language);
  const totalPages = Math.max(1, Math.ceil(props.list.total / props.list.pageSize));
  return (
    <div className="container account-page documents-page">
      <PageMeta title={`${title} | ${t("site.name")}`} description={t("documents.description")} noindex />
      <Breadcrumbs items={[{ label: title }]} />
      <h1>{title}</h1>
      {properties.length === 0 ? (
        <section className="account-card documents-empty">
          <p className="lead">{t(`documents.${props.kind}.empty`)}</p>
          <Link className="button button-primary" to={`/${language}/property-search/buy`}>
            {t("documents.search")}
          </Link>
        </section>
      ) : (
        <>
          <p className="lead">{t(`documents.${props.kind}.lead`)}</p>
          <ul className="document-properties">
            {properties.map((property, index) => (
              <PropertyDocuments key={property.property_id} property={property} kind={props.kind} initiallyOpen={index === 0} />
            ))}
          </ul>
          {totalPages > 1 ? (
            <Pager
              page={props.list.page}
              totalPages={totalPages}
              hrefFor={(n) => pageHref(pathname, search, "page", n)}
              label={t("documents.pager")}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

function PropertyDocuments(props: { property: ClientPropertyState; kind: DocumentListKind; initiallyOpen: boolean }) {
  const { t } = useI18n();
  const { currencyId } = useRootData();
  const { property } = props;
  const [open, setOpen] = useState(props.initiallyOpen);
  const listId = useId();
  const count = property.eforms.length;
  const price = property.price === null ? null : exactMoney(convertFromHkd(property.price, currencyId), currencyId);
  const facts = [
    property.beds ? t("documents.property.beds", { count: property.beds }) : null,
    property.bath ? t("documents.property.baths", { count: property.bath }) : null,
    property.size
      ? t(property.isNetSize ? "documents.property.saleable" : "documents.property.gross", { size: formatSize(property.size) })
      : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <li className="document-property">
      <div className="document-property-head">
        {property.imageUrl ? (
          <img className="document-property-photo" src={photoAt(property.imageUrl, 320)} alt="" width={160} height={120} loading="lazy" />
        ) : (
          <span className="document-property-photo" aria-hidden="true" />
        )}
        <div className="document-property-text">
          <h2>{property.property_id === 0 ? t("documents.property.none") : property.buildingName}</h2>
          {property.title ? <p className="muted">{property.title}</p> : null}
          {facts.length > 0 ? <p className="document-property-facts">{facts.join(" · ")}</p> : null}
          {price ? (
            <p className="document-property-price">{property.type === "rent" ? t("documents.property.rent", { price }) : price}</p>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        className="button button-ghost document-disclosure"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {t(open ? "documents.property.hide" : "documents.property.show", { count })}
      </button>
      <ul id={listId} className="document-list" hidden={!open}>
        {property.eforms.map((document) => (
          <DocumentRow key={document.id} document={document} kind={props.kind} />
        ))}
      </ul>
    </li>
  );
}

function DocumentRow(props: { document: ClientDocumentState; kind: DocumentListKind }) {
  const { t, locale } = useI18n();
  const store = useLayoutStore();
  const [busy, setBusy] = useState(false);
  const { document } = props;
  // Hong Kong time, the same on the server and in the browser.
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Hong_Kong" });
  async function download(key: string) {
    setBusy(true);
    try {
      const { data } = await api.get<DownloadUrlResponse>(`/api/mydocument/getdownloadurl?key=${encodeURIComponent(key)}`);
      window.location.assign(data);
    } catch {
      store.showMessage("documents.msg.downloadFailed");
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="document-item">
      <h3>{document.title}</h3>
      {document.caption_1 ? <p className="muted">{document.caption_1}</p> : null}
      <dl className="document-facts">
        <div>
          <dt>{t("documents.doc.type")}</dt>
          <dd>{t(templateLabel(document.type))}</dd>
        </div>
        <div>
          <dt>{t("documents.doc.status")}</dt>
          <dd>
            <span className={`tag document-status-${String(document.status)}`}>{t(signingStatusLabel(document.status))}</span>
          </dd>
        </div>
        {document.status_date ? (
          <div>
            <dt>{t("documents.doc.updated")}</dt>
            <dd>
              <time dateTime={document.status_date}>{when.format(new Date(document.status_date))}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="button-row">
        {document.signingUrl ? (
          <a
            className="button button-primary"
            href={document.signingUrl}
            aria-label={t("documents.doc.signTitle", { title: document.title })}
          >
            {t("documents.doc.sign")}
          </a>
        ) : null}
        {document.documentPath ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            aria-label={t("documents.doc.downloadTitle", { title: document.title })}
            onClick={() => void download(document.documentPath!)}
          >
            {busy ? t("documents.doc.downloading") : t("documents.doc.download")}
          </button>
        ) : null}
      </div>
    </li>
  );
}
