import { useI18n } from "../../i18n/i18n.tsx";

export type Station = { id: number; code: string; name: string; lines: string[]; metres: number; walkingMinutes: number };

/** The closest MTR stations with walking minutes. */
export function NearbyStations(props: { stations: Station[] }) {
  const { t } = useI18n();
  if (props.stations.length === 0) return null;
  return (
    <section aria-labelledby="nearby-heading" className="detail-section">
      <h2 id="nearby-heading">{t("listing.nearby")}</h2>
      <ul className="station-list">
        {props.stations.map((s) => (
          <li key={s.id}>
            <span className="station-name">{t("listing.station", { name: s.name })}</span>
            <span className="muted">{s.lines.join(" · ")}</span>
            <span className="station-walk">{t("listing.walk", { minutes: s.walkingMinutes, metres: s.metres })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
