import { Link, useLocation } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";

/** The page in the query string (?page=2); anything else is page 1. */
export function parseCollectionPage(search: URLSearchParams): number {
  const raw = search.get("page") ?? "";
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
}

/** Previous / "Page x of y" / next as plain links, so each page has its own indexable URL and works without JavaScript. */
export function CollectionPager(props: { page: number; totalPages: number }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  if (props.totalPages <= 1) return null;
  const hrefFor = (n: number) => {
    const params = new URLSearchParams(search);
    if (n > 1) params.set("page", String(n));
    else params.delete("page");
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <nav className="pager" aria-label={t("listing.collectionPager")}>
      {props.page > 1 ? <Link className="button button-ghost" to={hrefFor(props.page - 1)} rel="prev">{t("place.previous")}</Link> : <span />}
      <p className="pager-status" data-testid="collection-page">{t("place.pageOf", { page: props.page, pages: props.totalPages })}</p>
      {props.page < props.totalPages ? <Link className="button button-ghost" to={hrefFor(props.page + 1)} rel="next">{t("place.next")}</Link> : <span />}
    </nav>
  );
}
