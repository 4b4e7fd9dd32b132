import { Link } from "react-router";
import type { SearchQuery } from "../../../domain/search/query.ts";
import { buildSearchPath } from "../../../domain/search/url.ts";
import { useI18n } from "../../i18n/i18n.tsx";

/** "Page x of y" with plain links, so every page has its own indexable URL. */
export function Pager({ query, page, totalPages }: { query: SearchQuery; page: number; totalPages: number }) {
  const { t } = useI18n();
  if (totalPages <= 0) return null;
  const to = (n: number) => buildSearchPath({ ...query, pageNumber: n });
  return (
    <nav className="pager" aria-label={t("search.pager.label")}>
      {page > 1 ? <Link className="button button-ghost" to={to(page - 1)} rel="prev">{t("search.pager.previous")}</Link> : <span />}
      <p className="pager-status" aria-live="polite">{t("search.pager.status", { page, total: totalPages })}</p>
      {page < totalPages ? <Link className="button button-ghost" to={to(page + 1)} rel="next">{t("search.pager.next")}</Link> : <span />}
    </nav>
  );
}
