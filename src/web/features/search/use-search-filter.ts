import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { SearchQuery } from "../../../domain/search/query.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { SEARCH_DEBOUNCE_MS, type FilterState, type ResultView } from "../../../domain/search/filter-state.ts";
import { filterFromQuery } from "./filter-from-query.ts";
import { nextSearchPath } from "./next-query.ts";
import { selectedDistrictIds, type PlaceTree } from "./place-tree.ts";

export type SearchFilter = {
  filter: FilterState;
  /** Applies a change now in the controls, and to the URL after the debounce (a newer change restarts it). */
  change: (update: (state: FilterState) => FilterState) => void;
  /** Writes the URL at once (the full panel's "Show N Results"). */
  apply: (state: FilterState) => void;
  setView: (view: ResultView) => void;
};

export function initialFilter(query: SearchQuery, tree: PlaceTree, currencyId: CurrencyId, view: ResultView): FilterState {
  return filterFromQuery(query, { districtIds: selectedDistrictIds(tree, query.area, query.district), currencyId, view });
}

export function useSearchFilter(query: SearchQuery, path: string, tree: PlaceTree, currencyId: CurrencyId): SearchFilter {
  const navigate = useNavigate();
  const [view, setViewState] = useState<ResultView>(query.isMap ? "map" : "grid");
  const [filter, setFilter] = useState(() => initialFilter(query, tree, currencyId, view));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(filter);

  // A new page (URL) resets the controls to what it shows, keeping an open panel open;
  // keyed on the canonical path only.
  useEffect(() => {
    setFilter((current) => {
      const next = { ...initialFilter(query, tree, currencyId, view), openPanel: current.openPanel };
      latest.current = next;
      return next;
    });
  }, [path]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = useCallback(
    (state: FilterState) => {
      const target = nextSearchPath(state, query, tree);
      if (target !== path) void navigate(target, { preventScrollReset: state.view === "map" });
    },
    [navigate, path, query, tree],
  );

  const change = useCallback(
    (update: (state: FilterState) => FilterState) => {
      const next = update(latest.current);
      latest.current = next;
      setFilter(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => go(latest.current), SEARCH_DEBOUNCE_MS);
    },
    [go],
  );

  const apply = useCallback(
    (state: FilterState) => {
      clearTimeout(timer.current);
      latest.current = state;
      setFilter(state);
      go(state);
    },
    [go],
  );

  const setView = useCallback(
    (next: ResultView) => {
      setViewState(next);
      const state = { ...latest.current, view: next, openPanel: null };
      // Grid and list are the same URL; the map has its own.
      if ((next === "map") !== query.isMap) apply(state);
      else {
        latest.current = state;
        setFilter(state);
      }
    },
    [apply, query.isMap],
  );

  return { filter, change, apply, setView };
}
