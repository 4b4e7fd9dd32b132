import { useEffect, useState } from "react";
import type { FilterState } from "../../../domain/search/filter-state.ts";
import type { SearchQuery } from "../../../domain/search/query.ts";
import { toSearchRequest } from "../../../domain/search/request.ts";
import { nextQuery } from "./next-query.ts";
import { failureMessage, postJson } from "../../lib/post-json.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import type { PlaceTree } from "./place-tree.ts";

/** The exact number of listings a draft filter matches; the latest request wins. */
export function useResultCount(filter: FilterState, base: SearchQuery, tree: PlaceTree, enabled: boolean, initial: number): number | null {
  const [count, setCount] = useState<number | null>(initial);
  const store = useLayoutStore();
  const key = enabled ? JSON.stringify(nextQuery(filter, base, tree)) : "";
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const { pageNumber: _p, pageSize: _s, sortBy: _b, orderBy: _o, ...request } = toSearchRequest(JSON.parse(key) as SearchQuery);
    setCount(null);
    postJson<{ totalItems: number }>("/api/property/search/count", request, controller.signal)
      .then((r) => setCount(r.totalItems))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setCount(null);
        store.showMessage(failureMessage(error));
      });
    return () => controller.abort();
  }, [key, store]);
  return count;
}
