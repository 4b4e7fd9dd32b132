import { NOTIFICATION_FREQUENCY } from "../../../domain/contracts/saved-searches.ts";
import { useI18n } from "../../i18n/i18n.tsx";

export type NotificationChange = { notificationEnabled: boolean; notificationFrequency?: 1 | 2 | 3 };

/**
 * E-mail alerts of one saved search, follow or the saved properties: on or off, and how often (instant,
 * daily, weekly). Choosing a frequency turns them on. The saved searches page and the alerts page share it.
 */
export function NotificationControls(props: {
  id: string;
  label: string;
  enabled: boolean;
  frequency: number;
  onChange: (change: NotificationChange) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <label className="option">
        <input type="checkbox" checked={props.enabled} onChange={(e) => props.onChange({ notificationEnabled: e.currentTarget.checked })} />{" "}
        <span>{props.label}</span>
      </label>
      <label className="visually-hidden" htmlFor={props.id}>
        {t("saved.search.frequency")}
      </label>
      <select
        id={props.id}
        className="select"
        value={props.frequency}
        disabled={!props.enabled}
        onChange={(e) => props.onChange({ notificationEnabled: true, notificationFrequency: Number(e.currentTarget.value) as 1 | 2 | 3 })}
      >
        <option value={NOTIFICATION_FREQUENCY.Instant}>{t("saved.search.instant")}</option>
        <option value={NOTIFICATION_FREQUENCY.Daily}>{t("saved.search.daily")}</option>
        <option value={NOTIFICATION_FREQUENCY.Weekly}>{t("saved.search.weekly")}</option>
      </select>
    </>
  );
}
