import { useI18n } from "../../i18n/i18n.tsx";
import type { SearchQuery } from "../../../domain/search/query.ts";
import { LIST_COLUMNS, sortKeyAfterClick, tableSortOf } from "./sort-columns.ts";
import type { SearchFilter } from "./use-search-filter.ts";

/** Column headers of the list view: click to sort, click again to flip the direction. */
export function SortColumnBar({ query, search, purpose }: { query: SearchQuery; search: SearchFilter; purpose: "sale" | "rent" }) {
  const { t } = useI18n();
  const current = tableSortOf(query, purpose);
  return (
    <div className="sort-columns" role="group" aria-label={t("search.filter.sort")}>
      {LIST_COLUMNS.map(({ column }) => {
        const shown = column === "saleprice" && purpose === "rent" ? "leaseprice" : column;
        const active = current.column === shown;
        return (
          <button
            key={column}
            type="button"
            className="sort-column"
            aria-pressed={active}
            onClick={() => {
              const sortKey = sortKeyAfterClick(query, purpose, shown);
              search.change((s) => ({ ...s, sortKey }));
            }}
          >
            {t(`search.column.${shown}`)}
            <span aria-hidden="true">{active ? (current.order === "asc" ? " ↑" : " ↓") : ""}</span>
            {active ? (
              <span className="visually-hidden">{t(current.order === "asc" ? "search.column.ascending" : "search.column.descending")}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
