import { PathLink } from "./path-link.tsx";
import { useI18n } from "../i18n/i18n.tsx";

/**
 * Previous / "Page x of y" / next as plain links, so every page has its own
 * indexable URL and paging works without JavaScript. The caller builds each
 * page's href (a search path, ?page=n, ?txpage=n#section) and names the pager
 * for screen readers; a table further down the page keeps the reader's place
 * with `preventScrollReset`.
 */
export function Pager(props: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label: string;
  statusTestId?: string;
  preventScrollReset?: boolean;
}) {
  const { t } = useI18n();
  const { page, totalPages, hrefFor, preventScrollReset } = props;
  return (
    <nav className="pager" aria-label={props.label}>
      {page > 1 ? (
        <PathLink className="button button-ghost" to={hrefFor(page - 1)} rel="prev" preventScrollReset={preventScrollReset}>
          {t("pager.previous")}
        </PathLink>
      ) : (
        <span />
      )}
      <p className="pager-status" aria-live="polite" data-testid={props.statusTestId}>
        {t("pager.status", { page, total: totalPages })}
      </p>
      {page < totalPages ? (
        <PathLink className="button button-ghost" to={hrefFor(page + 1)} rel="next" preventScrollReset={preventScrollReset}>
          {t("pager.next")}
        </PathLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The href of page n of the current path: `param` in the query string (absent for page 1), then `hash`. */
export function pageHref(pathname: string, search: string, param: string, n: number, hash = ""): string {
  const params = new URLSearchParams(search);
  if (n > 1) params.set(param, String(n));
  else params.delete(param);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}${hash}`;
}
