import type { OwnerListing } from "../../../domain/contracts/owner-listings.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { PathLink } from "../../ui/path-link.tsx";
import { OwnerListingCard } from "./owner-listing-card.tsx";
import { useFailureText } from "./listing-parts.tsx";
import { useListingList } from "./use-listing-list.ts";

/**
 * The member's own listings, the latest change first, each a card with its
 * status and the steps it allows; a first-time owner gets a friendly line and
 * the way to list a flat. The list is read by the page, as the member.
 */
export function MyListingsPage() {
  const { t, language } = useI18n();
  const failureText = useFailureText();
  const { listings, failed, load, replace } = useListingList<OwnerListing>("/api/owner-listings");
  const title = t("myListings.title");
  const listNew = `/${language}/list-property`;

  return (
    <div className="container account-page my-listings-page">
      <PageMeta title={`${title} | ${t("site.name")}`} description={t("myListings.description")} noindex />
      <Breadcrumbs items={[{ label: title }]} />
      <div className="form-row-split my-listings-head">
        <h1>{title}</h1>
        {listings && listings.length > 0 ? (
          <PathLink className="button button-secondary" to={listNew}>
            {t("myListings.listProperty")}
          </PathLink>
        ) : null}
      </div>
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
            <h2>{t("myListings.empty.title")}</h2>
            <p className="lead">{t("myListings.empty.text")}</p>
            <PathLink className="button button-primary" to={listNew}>
              {t("myListings.listProperty")}
            </PathLink>
          </section>
        ) : (
          <>
            <p className="lead">{t("myListings.lead")}</p>
            <ul className="owner-listings">
              {listings.map((listing) => (
                <OwnerListingCard key={listing.id} listing={listing} onChange={replace} />
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
