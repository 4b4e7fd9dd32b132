import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buildSearchPath } from "../../../domain/search/url.ts";
import type { SearchPageData } from "./search-data.ts";
import { cardsFromJson, type CardItem } from "../../lib/cards-json.ts";
import type { SavedPageState } from "./use-page-state.ts";
import { scrollCardIntoView } from "./scroll-to-card.ts";

/**
 * Load more appends the next page (fetched through the same route loader, so
 * prices come in the visitor's currency); after the first press, reaching the
 * end of the list loads the next page by itself (infinite loading). A saved
 * page state (after Back) loads the pages that were shown, one after another,
 * then scrolls to the card that was opened.
 */
export function useLoadMore(data: SearchPageData, restore: SavedPageState | null = null) {
  const fetcher = useFetcher<SearchPageData>();
  const [items, setItems] = useState<readonly CardItem[]>(() => cardsFromJson(data.properties));
  const [page, setPage] = useState(data.pager.currentPage);
  const [infinite, setInfinite] = useState(false);

  useEffect(() => {
    setItems(cardsFromJson(data.properties));
    setPage(data.pager.currentPage);
    setInfinite(false);
  }, [data]);

  useEffect(() => {
    const next = fetcher.data;
    if (!next || next.path === data.path) return;
    setItems((current) => {
      const seen = new Set(current.map((i) => i.id));
      return [...current, ...cardsFromJson(next.properties).filter((i) => !seen.has(i.id))];
    });
    setPage(next.pager.currentPage);
  }, [fetcher.data, data.path]);

  const hasMore = page < data.pager.totalPages;
  const loading = fetcher.state !== "idle";

  const requested = useRef(0);
  const restoredTo = useRef<SavedPageState | null>(null);
  useEffect(() => {
    if (!restore || loading || restoredTo.current === restore) return;
    if (page < Math.min(restore.pages, data.pager.totalPages)) {
      // Each page is asked for once, even if this runs again before its cards are appended.
      if (requested.current > page) return;
      requested.current = page + 1;
      setInfinite(true);
      void fetcher.load(buildSearchPath({ ...data.query, pageNumber: page + 1 }));
      return;
    }
    restoredTo.current = restore;
    const card = document.getElementById(`result-${String(restore.cardId)}`);
    if (card) scrollCardIntoView(card);
  }, [restore, page, loading, fetcher, data.query, data.pager.totalPages]);
  const loadMore = useCallback(() => {
    if (!hasMore || loading) return;
    setInfinite(true);
    void fetcher.load(buildSearchPath({ ...data.query, pageNumber: page + 1 }));
  }, [data.query, fetcher, hasMore, loading, page]);

  return { items, page, hasMore, loading, infinite, loadMore };
}
