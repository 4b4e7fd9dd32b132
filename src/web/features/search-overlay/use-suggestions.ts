import { useCallback, useEffect, useRef, useState } from "react";
import { isKeywordSearchable, SUGGESTION_DELAY_MS } from "../../../domain/validation/keyword.ts";
import { SUGGESTION_RESULT_TYPE } from "../../../domain/listing/enums.ts";
import { postJson } from "../../lib/post-json.ts";
import type { SuggestionGroup } from "./suggestion-path.ts";
import type { Purpose } from "../../lib/keyword-path.ts";

/**
 * Autocomplete: 800 ms after typing (at once when forced), only from the
 * minimum length; the latest call wins; a failed call ('apiSuggestionError')
 * leaves an empty list.
 */
export function useSuggestions() {
  const [groups, setGroups] = useState<SuggestionGroup[]>([]);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  const run = useCallback(async (keyword: string, purpose: Purpose, call: number) => {
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
      if (call === latest.current) setGroups([]);
    } finally {
      if (call === latest.current) setPending(false);
    }
  }, []);

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
