import { Link, useRevalidator } from "react-router";
import type { UserSearchSet } from "../../../domain/contracts/saved-searches.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { savedSearchApi } from "../../lib/saved-searches.ts";
import { setPropertyAlerts } from "../../lib/saved-listings.ts";
import type { SavedPropertyAlertSettings } from "../../../domain/contracts/saved-properties.ts";
import { PageMeta } from "../../ui/page-meta.tsx";
import { savedSearchHref } from "./saved-searches-page.tsx";
import { NotificationControls } from "./notification-controls.tsx";
import { notificationSavedMessage } from "./notification-message.ts";

/**
 * The member's e-mail alerts: one switch for all; the saved properties' news
 * on/off and frequency; each saved search's or follow's on/off and frequency.
 */
export function AlertsPage(props: { sets: UserSearchSet[]; propertyAlerts: SavedPropertyAlertSettings }) {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const revalidator = useRevalidator();
  const title = t("account.shell.alerts");
  const allOn = props.propertyAlerts.enabled && props.sets.every((s) => s.notificationEnabled);

  /** Saves a change of switches or frequency, then says so on the message line. */
  async function change(done: string, ...calls: (() => Promise<unknown>)[]) {
    try {
      for (const call of calls) await call();
    } catch {
      store.showMessage("saved.msg.searchSavedFailed");
      return;
    }
    await revalidator.revalidate();
    store.showMessage(done, { warningLevel: "info" });
  }
  const setSets = (body: Parameters<typeof savedSearchApi.updateNotification>[0]) => () => savedSearchApi.updateNotification(body);
  const setProperties = (body: Parameters<typeof setPropertyAlerts>[0]) => () => setPropertyAlerts(body);

  return (
    <div className="container page-wide saved-page">
      <PageMeta title={`${title} | ${t("site.name")}`} description={title} noindex />
      <h1>{title}</h1>
      <p className="lead">{t("saved.alerts.lead")}</p>
      <label className="option alerts-all">
        <input
          type="checkbox"
          checked={allOn}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            void change(
              notificationSavedMessage({ notificationEnabled: on }),
              setProperties({ notificationEnabled: on }),
              ...(props.sets.length ? [setSets({ notificationEnabled: on })] : []),
            );
          }}
        />{" "}
        <span>{t("saved.alerts.all")}</span>
      </label>
      <h2 className="alerts-heading">{t("saved.alerts.properties")}</h2>
      <ul className="saved-search-list">
        <li className="saved-search-row" data-testid="property-alerts">
          <div className="saved-search-main">
            <Link to={`/${language}/profile/savedproperties`}>{t("saved.page.savedProperties")}</Link>
          </div>
          <div className="saved-search-controls">
            <NotificationControls
              id="alert-frequency-properties"
              label={t("saved.alerts.propertiesText")}
              enabled={props.propertyAlerts.enabled}
              frequency={props.propertyAlerts.frequency}
              onChange={(notification) => void change(notificationSavedMessage(notification), setProperties(notification))}
            />
          </div>
        </li>
      </ul>
      <h2 className="alerts-heading">{t("saved.alerts.searches")}</h2>
      {props.sets.length === 0 ? (
        <p className="saved-empty">
          {t("saved.searches.empty")} <Link to={`/${language}/property-search/buy`}>{t("saved.page.browse")}</Link>
        </p>
      ) : (
        <>
          <ul className="saved-search-list">
            {props.sets.map((set) => (
              <li key={set.userSearchSetId} className="saved-search-row" data-testid="alert-row">
                <div className="saved-search-main">
                  <h3>
                    <Link to={savedSearchHref(language, set)} reloadDocument>
                      {set.name}
                    </Link>
                  </h3>
                </div>
                <div className="saved-search-controls">
                  <NotificationControls
                    id={`alert-frequency-${String(set.userSearchSetId)}`}
                    label={t("saved.searches.emailMe")}
                    enabled={set.notificationEnabled}
                    frequency={set.notificationFrequency}
                    onChange={(notification) =>
                      void change(
                        notificationSavedMessage(notification),
                        setSets({ userSearchSetId: set.userSearchSetId, ...notification }),
                      )
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
