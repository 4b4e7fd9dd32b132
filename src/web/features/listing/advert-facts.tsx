import { useI18n } from "../../i18n/i18n.tsx";

/**
 * The advertisement's own particulars, which the estate agents' advertising rules expect on every listing: its
 * property number (the portal's reference) and the date it was first advertised, with the day of its last change
 * when that came later. Dates follow the page's language, on Hong Kong's calendar.
 */
export function AdvertFacts(props: { referenceId: string; listedAt: string; lastUpdated: string }) {
  const { t, locale } = useI18n();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "Asia/Hong_Kong" });
  const listed = date.format(new Date(props.listedAt));
  const updated = date.format(new Date(props.lastUpdated));
  const rows: [string, string, string?][] = [
    [t("listing.propertyNo"), props.referenceId],
    [t("listing.advertised"), listed, props.listedAt],
  ];
  if (props.lastUpdated > props.listedAt && updated !== listed) rows.push([t("listing.advertUpdated"), updated, props.lastUpdated]);
  return (
    <dl className="advert-facts" data-testid="advert-facts">
      {rows.map(([label, text, iso]) => (
        <div key={label}>
          <dt>{label}</dt> <dd>{iso ? <time dateTime={iso}>{text}</time> : text}</dd>
        </div>
      ))}
    </dl>
  );
}
