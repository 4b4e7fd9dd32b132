import { Link } from "react-router";
import { listingPath } from "../../../domain/listing/listing-path.ts";
import type { EnquiryHistoryRow } from "../../../server/db/enquiries/enquiry-queries.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";

/**
 * A list of enquiries, newest first: the member's own (enquiry history) or
 * those addressed to an agent (the agent's page, which also shows who sent
 * each one and the recorded WhatsApp and phone taps).
 */
export function EnquiryListPage(props: { view: "member" | "agent"; enquiries: EnquiryHistoryRow[] }) {
  const { t, language, locale } = useI18n();
  // Hong Kong time, the same on the server and in the browser.
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Hong_Kong" });
  const title = t(props.view === "member" ? "enquiry.history.title" : "enquiry.agent.title");
  return (
    <div className="container account-page">
      <PageMeta title={`${title} | ${t("site.name")}`} description={t("enquiry.history.description")} noindex />
      <Breadcrumbs items={[{ label: title }]} />
      <section className="account-card enquiry-list-card">
        <h1>{title}</h1>
        {props.enquiries.length === 0 ? (
          <div>
            <p className="lead">{t(props.view === "member" ? "enquiry.history.empty" : "enquiry.agent.empty")}</p>
            {props.view === "member" ? (
              <Link className="button button-primary" to={`/${language}/property-search/buy`}>
                {t("enquiry.history.browse")}
              </Link>
            ) : null}
          </div>
        ) : (
          <ol className="enquiry-list">
            {props.enquiries.map((enquiry) => (
              <li key={enquiry.id} className="enquiry-item">
                <p className="enquiry-item-head">
                  <span className="tag">{t(`enquiry.media.${enquiry.commMediaType}`)}</span>
                  <span>{t(`enquiry.type.${enquiry.enquiryType}`)}</span>
                  <time dateTime={enquiry.createdAt}>{when.format(new Date(enquiry.createdAt))}</time>
                </p>
                {enquiry.listingId && enquiry.buildingName ? (
                  <p>
                    <Link to={listingPath(language, enquiry.purpose === 2 ? "rent" : "sale", enquiry.buildingName, enquiry.listingId)}>
                      {enquiry.buildingName} · {enquiry.referenceId}
                    </Link>
                  </p>
                ) : null}
                {props.view === "agent" ? (
                  <p className="enquiry-item-from">
                    {[enquiry.name, enquiry.email, enquiry.phone].filter(Boolean).join(" · ") || t("enquiry.agent.anonymous")}
                  </p>
                ) : enquiry.agentName ? (
                  <p className="muted">{t("enquiry.history.agent", { name: enquiry.agentName })}</p>
                ) : null}
                {enquiry.message ? <p className="enquiry-item-message">{enquiry.message}</p> : null}
                <p className="muted enquiry-item-id">{t("enquiry.history.number", { id: enquiry.id })}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
