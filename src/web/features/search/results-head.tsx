import { SORT_OPTIONS } from "../../../domain/search/sort-options.ts";
import type { ResultView } from "../../../domain/search/filter-state.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { SearchIcon, type SearchIconName } from "../../ui/search-icons.tsx";
import type { SearchFilter } from "./use-search-filter.ts";

const VIEWS: { view: ResultView; icon: SearchIconName }[] = [
  { view: "grid", icon: "grid" },
  { view: "list", icon: "list" },
  { view: "map", icon: "map" },
];

/** Heading, live count, sort and the grid / list / map switch. */
export function ResultsHead({ heading, search, total }: { heading: string; search: SearchFilter; total: number }) {
  const { t } = useI18n();
  const { filter, change, setView } = search;
  return (
    <div className="results-head">
      <div className="results-title">
        <h1>{heading}</h1>
        <p className="visually-hidden" aria-live="polite" data-testid="result-count">
          {t("search.countAnnounce", { count: total })}
        </p>
      </div>
      <div className="results-tools">
        <label className="sort-select">
          <span className="visually-hidden">{t("search.filter.sort")}</span>
          <SearchIcon name="sort" />
          <select
            className="select"
            value={filter.sortKey}
            onChange={(e) => {
              const sortKey = e.target.value;
              change((s) => ({ ...s, sortKey }));
            }}
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.key} value={o.key}>
                {t(`search.sort.${o.key}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="view-switch" role="group" aria-label={t("search.view.label")}>
          {VIEWS.map((v) => (
            <button
              key={v.view}
              type="button"
              className="view-button"
              aria-pressed={filter.view === v.view}
              onClick={() => setView(v.view)}
            >
              <SearchIcon name={v.icon} /> <span>{t(`search.view.${v.view}`)}</span>
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
