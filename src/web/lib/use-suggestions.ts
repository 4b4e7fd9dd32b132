import { useCallback, useEffect, useRef, useState } from "react";
import { isKeywordSearchable, SUGGESTION_DELAY_MS } from "../../domain/validation/keyword.ts";
import { SUGGESTION_RESULT_TYPE } from "../../domain/listing/enums.ts";
import { postJson } from "./post-json.ts";
import { useLayoutStore } from "./layout-context.tsx";
import type { SuggestionGroup } from "./suggestion-path.ts";
import type { Purpose } from "./keyword-path.ts";

/**
 * Autocomplete: 800 ms after typing (at once when forced), only from the
 * minimum length; the latest call wins; a failed call leaves an empty list
 * and shows 'apiSuggestionError' on the message line.
 */
export function useSuggestions() {
  const [groups, setGroups] = useState<SuggestionGroup[]>([]);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  const store = useLayoutStore();

  const run = useCallback(
    async (keyword: string, purpose: Purpose, call: number) => {
      try {
        const body = {
          keyword: keyword.trim(),
          listingTypeId: purpose === "rent" ? 2 : 1,
          searchResultType: SUGGESTION_RESULT_TYPE.keyword,
          searchResultId: 0,
        };
        const response = await postJson<{ data: { groups: SuggestionGroup[] } }>("/api/data/getkeywordsuggestions", body);
        if (call === latest.current) setGroups(response.data.groups);
      } catch {
        // The spec's 'apiSuggestionError': an empty list, and the message line says why.
        if (call === latest.current) {
          setGroups([]);
          store.showMessage("apiSuggestionError");
        }
      } finally {
        if (call === latest.current) setPending(false);
      }
    },
    [store],
  );

  const suggest = useCallback(
    (keyword: string, purpose: Purpose, force = false) => {
      clearTimeout(timer.current);
      const call = ++latest.current;
      if (!isKeywordSearchable(keyword)) {
        setGroups([]);
        setPending(false);
        return;
      }
      setPending(true);
      if (force) void run(keyword, purpose, call);
      else timer.current = setTimeout(() => void run(keyword, purpose, call), SUGGESTION_DELAY_MS);
    },
    [run],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { groups, pending, suggest };
}
