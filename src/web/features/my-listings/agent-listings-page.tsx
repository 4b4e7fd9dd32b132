import type { AgentOwnerListing } from "../../../domain/contracts/owner-listings.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { PathLink } from "../../ui/path-link.tsx";
import { AgentListingCard } from "./agent-listing-card.tsx";
import { useFailureText } from "./listing-parts.tsx";
import { useListingList } from "./use-listing-list.ts";

/**
 * The agent's review queue: the owners' listings waiting on the agent or
 * back with the owner for changes, the longest waiting first. A listing the
 * agent approves or rejects stays on the page, in its new status, until the
 * page is read again.
 */
export function AgentListingsPage() {
  const { t, language } = useI18n();
  const failureText = useFailureText();
  const { listings, failed, load, replace } = useListingList<AgentOwnerListing>("/api/agent/owner-listings");
  const title = t("agentListings.title");

  return (
    <div className="container account-page my-listings-page agent-listings-page">
      <PageMeta title={`${title} | ${t("site.name")}`} description={t("agentListings.description")} noindex />
      <Breadcrumbs items={[{ label: title }]} />
      <div className="form-row-split my-listings-head">
        <h1>{title}</h1>
        <PathLink to={`/${language}/agent/documents`}>{t("agentListings.documents")}</PathLink>
      </div>
      <p className="lead">{t("agentListings.lead")}</p>
      <div aria-live="polite" aria-busy={listings === null && failed === null}>
        {failed !== null ? (
          <section className="my-listings-empty">
            <p className="form-error" role="alert">
              {failureText(failed)}
            </p>
            <button type="button" className="button button-secondary" onClick={load}>
              {t("myListings.retry")}
            </button>
          </section>
        ) : listings === null ? (
          <p className="muted">{t("myListings.loading")}</p>
        ) : listings.length === 0 ? (
          <section className="my-listings-empty">
            <p className="lead">{t("agentListings.empty")}</p>
          </section>
        ) : (
          <ul className="owner-listings agent-listings">
            {listings.map((listing) => (
              <AgentListingCard key={listing.id} listing={listing} onChange={replace} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
