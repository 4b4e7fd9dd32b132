import { useCallback, useEffect, useRef, useState } from "react";
import { FILTER_PANEL_DEFAULTS, SEARCH_DEBOUNCE_MS, type FilterState } from "../../../domain/search/filter-state.ts";
import type { SearchFilter } from "./use-search-filter.ts";
import { sameFilter } from "./same-filter.ts";

export type FilterDialogState = ReturnType<typeof useFilterDialog>;

/**
 * The full filter panel edits a draft; "Show N Results" applies it. Closing
 * with unapplied changes asks "Apply Filter?" (Yes applies, No drops them).
 */
export function useFilterDialog(search: SearchFilter) {
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterState>(search.filter);
  const [prompt, setPrompt] = useState(false);
  const [countKey, setCountKey] = useState<FilterState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The dialog unmounts when closed, so focus is handed back to its opener here.
  const opener = useRef<HTMLElement | null>(null);
  const closed = () => requestAnimationFrame(() => opener.current?.focus());

  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDraft({ ...search.filter, openPanel: null });
    setCountKey(null);
    setOpen(true);
  }, [search.filter]);

  // The live count follows the draft after the same 200 ms debounce.
  const change = useCallback((update: (s: FilterState) => FilterState) => {
    setDraft((current) => {
      const next = update(current);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCountKey(next), SEARCH_DEBOUNCE_MS);
      return next;
    });
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = useCallback(() => {
    setOpen(false);
    setPrompt(false);
    search.apply({ ...draft, openPanel: null });
    closed();
  }, [draft, search]);

  const discard = useCallback(() => {
    setPrompt(false);
    setOpen(false);
    closed();
  }, []);

  const requestClose = useCallback(() => {
    if (!sameFilter(draft, search.filter)) return setPrompt(true);
    setOpen(false);
    closed();
  }, [draft, search.filter]);

  const clearAll = useCallback(() => {
    change((s) => ({ ...FILTER_PANEL_DEFAULTS, mode: s.mode, currencyId: s.currencyId, view: s.view }));
  }, [change]);

  return { isOpen, draft, change, apply, discard, requestClose, clearAll, open, prompt, countFilter: countKey ?? draft, setPrompt };
}
