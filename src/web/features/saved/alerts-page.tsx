import { Link, useRevalidator } from "react-router";
import type { UserSearchSet } from "../../../domain/contracts/saved-searches.ts";
import { NOTIFICATION_FREQUENCY } from "../../../domain/contracts/saved-searches.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { savedSearchApi } from "../../lib/saved-searches.ts";
import { PageMeta } from "../../ui/page-meta.tsx";
import { savedSearchHref } from "./saved-searches-page.tsx";

/** The member's e-mail alerts: one switch for all, and each saved search's or follow's on/off and frequency. */
export function AlertsPage(props: { sets: UserSearchSet[] }) {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const revalidator = useRevalidator();
  const title = t("account.shell.alerts");
  const allOn = props.sets.length > 0 && props.sets.every((s) => s.notificationEnabled);

  async function change(body: Parameters<typeof savedSearchApi.updateNotification>[0]) {
    try {
      await savedSearchApi.updateNotification(body);
    } catch {
      store.showMessage("saved.msg.searchSavedFailed");
      return;
    }
    await revalidator.revalidate();
  }

  return (
    <div className="container page-wide saved-page">
      <PageMeta title={`${title} | ${t("site.name")}`} description={title} noindex />
      <h1>{title}</h1>
      <p className="lead">{t("saved.alerts.lead")}</p>
      {props.sets.length === 0 ? (
        <p className="saved-empty">
          {t("saved.searches.empty")} <Link to={`/${language}/property-search/buy`}>{t("saved.page.browse")}</Link>
        </p>
      ) : (
        <>
          <label className="option alerts-all">
            <input type="checkbox" checked={allOn} onChange={(e) => void change({ notificationEnabled: e.currentTarget.checked })} />{" "}
            <span>{t("saved.alerts.all")}</span>
          </label>
          <ul className="saved-search-list">
            {props.sets.map((set) => (
              <li key={set.userSearchSetId} className="saved-search-row" data-testid="alert-row">
                <div className="saved-search-main">
                  <h2>
                    <Link to={savedSearchHref(language, set)} reloadDocument>
                      {set.name}
                    </Link>
                  </h2>
                </div>
                <div className="saved-search-controls">
                  <label className="option">
                    <input
                      type="checkbox"
                      checked={set.notificationEnabled}
                      onChange={(e) => void change({ userSearchSetId: set.userSearchSetId, notificationEnabled: e.currentTarget.checked })}
                    />{" "}
                    <span>{t("saved.searches.emailMe")}</span>
                  </label>
                  <label className="visually-hidden" htmlFor={`alert-frequency-${String(set.userSearchSetId)}`}>
                    {t("saved.search.frequency")}
                  </label>
                  <select
                    id={`alert-frequency-${String(set.userSearchSetId)}`}
                    className="select"
                    value={set.notificationFrequency}
                    disabled={!set.notificationEnabled}
                    onChange={(e) =>
                      void change({
                        userSearchSetId: set.userSearchSetId,
                        notificationEnabled: true,
                        notificationFrequency: Number(e.currentTarget.value),
                      })
                    }
                  >
                    <option value={NOTIFICATION_FREQUENCY.Instant}>{t("saved.search.instant")}</option>
                    <option value={NOTIFICATION_FREQUENCY.Daily}>{t("saved.search.daily")}</option>
                    <option value={NOTIFICATION_FREQUENCY.Weekly}>{t("saved.search.weekly")}</option>
                  </select>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
