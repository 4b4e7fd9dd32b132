import { useEffect, useRef } from "react";
import { NOTIFICATION_FREQUENCY } from "../../../domain/saved/saved-codes.ts";
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
  const enabledBox = useRef<HTMLInputElement>(null);
  const frequencySelect = useRef<HTMLSelectElement>(null);
  // A phone may show the server's page before its script runs: a choice made in that gap changed only the
  // page, so on mount it is sent as if made now rather than silently lost.
  useEffect(() => {
    const enabled = enabledBox.current?.checked ?? props.enabled;
    const frequency = Number(frequencySelect.current?.value ?? props.frequency);
    if (frequency !== props.frequency) props.onChange({ notificationEnabled: true, notificationFrequency: frequency as 1 | 2 | 3 });
    else if (enabled !== props.enabled) props.onChange({ notificationEnabled: enabled });
    // Only the first render can follow a choice made before hydration.
  }, []);
  return (
    <>
      <label className="option">
        <input
          ref={enabledBox}
          type="checkbox"
          checked={props.enabled}
          onChange={(e) => props.onChange({ notificationEnabled: e.currentTarget.checked })}
        />{" "}
        <span>{props.label}</span>
      </label>
      <label className="visually-hidden" htmlFor={props.id}>
        {t("saved.search.frequency")}
      </label>
      <select
        ref={frequencySelect}
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
