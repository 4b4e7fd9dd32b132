import { Link, useRevalidator } from "react-router";
import type { UserSearchSet } from "../../../domain/contracts/saved-searches.ts";
import { SAVED_SEARCH_TYPE } from "../../../domain/listing/enums.ts";
import { LISTING_PURPOSE } from "../../../domain/listing/purpose.ts";
import { formatDate } from "../../../domain/dates/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useLayout, useLayoutStore } from "../../lib/layout-context.tsx";
import { savedSearchApi } from "../../lib/saved-searches.ts";
import { SAVED_PAGES } from "../../lib/saved-pages.ts";
import { PageMeta } from "../../ui/page-meta.tsx";
import { NotificationControls } from "./notification-controls.tsx";
import { notificationSavedMessage } from "./notification-message.ts";
import { PendingSearchRow } from "./pending-search-row.tsx";

const KIND_LABEL: Record<number, string> = {
  [SAVED_SEARCH_TYPE.Building]: "saved.searches.kindBuilding",
  [SAVED_SEARCH_TYPE.District]: "saved.searches.kindDistrict",
};

/** Where a saved set opens: the results page, whose #searchid= rebuilds the saved filter. */
export function savedSearchHref(language: string, set: UserSearchSet): string {
  return `/${language}/property-search/${set.listingTypeId === LISTING_PURPOSE.Rent ? "rent" : "buy"}#searchid=${String(set.userSearchSetId)}`;
}

export function SavedSearchesPage(props: { sets: UserSearchSet[] | null }) {
  const { t, language } = useI18n();
  const { user } = useLayout();
  const store = useLayoutStore();
  const revalidator = useRevalidator();
  const title = t("saved.menu.savedSearches");

  async function change(run: () => Promise<unknown>, done?: string) {
    try {
      await run();
    } catch {
      store.showMessage("saved.msg.searchSavedFailed");
      return;
    }
    await revalidator.revalidate();
    if (done) store.showMessage(done, { warningLevel: "info" });
  }

  return (
    <div className="container page-wide saved-page">
      <PageMeta title={`${title} | ${t("site.name")}`} description={title} noindex />
      <h1>{title}</h1>
      <p className="lead">{t("saved.searches.lead")}</p>
      <nav className="saved-tabs" aria-label={t("saved.menu.title")}>
        {SAVED_PAGES.map((page) => (
          <Link key={page.key} to={`/${language}/${page.path}`} aria-current={page.key === "savedSearches" ? "page" : undefined}>
            {t(page.label)}
          </Link>
        ))}
      </nav>
      {user && props.sets ? null : (
        <aside className="saved-invite" data-testid="saved-invite">
          <div>
            <h2>{t("saved.searches.guestTitle")}</h2>
            <p>{t("saved.searches.guestText")}</p>
          </div>
          <div className="button-row">
            <button type="button" className="button button-primary" onClick={() => store.openSignup()}>
              {t("saved.page.signUp")}
            </button>
            <button type="button" className="button button-ghost" onClick={() => store.openLogin()}>
              {t("saved.page.signIn")}
            </button>
          </div>
        </aside>
      )}
      <PendingSearchRow />
      {props.sets === null ? null : props.sets.length === 0 ? (
        <p className="saved-empty">
          {t("saved.searches.empty")} <Link to={`/${language}/property-search/buy`}>{t("saved.page.browse")}</Link>
        </p>
      ) : (
        <ul className="saved-search-list">
          {props.sets.map((set) => (
            <li key={set.userSearchSetId} className="saved-search-row" data-testid="saved-search">
              <div className="saved-search-main">
                <h2>
                  <Link to={savedSearchHref(language, set)} reloadDocument>
                    {set.name}
                  </Link>
                </h2>
                <p className="muted">
                  {[
                    // A follow is of every purpose; a search is for sale or for rent.
                    KIND_LABEL[set.searchSaveSetType ?? 1]
                      ? t(KIND_LABEL[set.searchSaveSetType ?? 1]!)
                      : t(set.listingTypeId === LISTING_PURPOSE.Rent ? "saved.searches.rent" : "saved.searches.buy"),
                    t("saved.searches.savedOn", { date: formatDate(new Date(set.createdDate)) }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              <div className="saved-search-controls">
                <NotificationControls
                  id={`frequency-${String(set.userSearchSetId)}`}
                  label={t("saved.searches.emailMe")}
                  enabled={set.notificationEnabled}
                  frequency={set.notificationFrequency}
                  onChange={(notification) =>
                    void change(
                      () => savedSearchApi.updateNotification({ userSearchSetId: set.userSearchSetId, ...notification }),
                      notificationSavedMessage(notification),
                    )
                  }
                />
                <button
                  type="button"
                  className="button button-ghost button-wrap"
                  onClick={() => void change(() => savedSearchApi.remove(set.userSearchSetId), "saved.msg.removeSaveSearchSuccess")}
                >
                  {t("saved.searches.remove", { name: set.name })}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
