import { Link } from "react-router";
import type { SearchQuery } from "../../../domain/search/query.ts";
import { buildSearchPath } from "../../../domain/search/url.ts";
import { createSearchQuery } from "../../../domain/search/query.ts";
import { useI18n } from "../../i18n/i18n.tsx";

/** No matches: say so and offer the same purpose with no filters. */
export function EmptyResults({ query }: { query: SearchQuery }) {
  const { t } = useI18n();
  const fresh = buildSearchPath(createSearchQuery({ languageId: query.languageId, listingTypeId: query.listingTypeId }));
  return (
    <section className="empty-state" role="status">
      <h2>{t("search.empty.heading")}</h2>
      <p>{t("search.empty.text")}</p>
      <Link className="button button-primary" to={fresh} data-testid="clear-filters">
        {t("search.empty.clear")}
      </Link>
    </section>
  );
}
