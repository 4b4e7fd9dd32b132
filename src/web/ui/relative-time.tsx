import { relativeDate } from "../../domain/dates/format.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { useNow } from "../lib/use-now.ts";

/** "Updated 3 days ago" in the page's language; the server's clock is used until hydration. */
export function RelativeTime({ iso }: { iso: string }) {
  const { t } = useI18n();
  const now = useNow();
  const rel = relativeDate(new Date(iso), now);
  const text =
    rel.tier === "date"
      ? t("search.updated.date", { date: rel.text })
      : rel.tier === "today" || rel.tier === "yesterday"
        ? t(`search.updated.${rel.tier}`)
        : t(`search.updated.${rel.tier}`, { count: rel.count });
  return (
    <time className="card-updated" dateTime={iso}>
      {text}
    </time>
  );
}
