import { useCallback, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { buildSearchPath } from "../../../domain/search/url.ts";
import type { SearchPageData } from "./search-data.ts";
import { cardsFromJson, type CardItem } from "../../lib/cards-json.ts";

/**
 * Load more appends the next page (fetched through the same route loader, so
 * prices come in the visitor's currency); after the first press, reaching the
 * end of the list loads the next page by itself (infinite loading).
 */
export function useLoadMore(data: SearchPageData) {
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
  const loadMore = useCallback(() => {
    if (!hasMore || loading) return;
    setInfinite(true);
    void fetcher.load(buildSearchPath({ ...data.query, pageNumber: page + 1 }));
  }, [data.query, fetcher, hasMore, loading, page]);

  return { items, page, hasMore, loading, infinite, loadMore };
}
