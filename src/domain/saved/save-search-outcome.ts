// Outcome of a save-search call: the server decides
// duplicates through duplicateResult.item2.

export type SaveSearchResponse = {
  result?: boolean;
  isSaved?: boolean;
  duplicateResult?: { item2?: unknown } | null;
  userSearchSets?: unknown[];
};

export type SaveSearchOutcome =
  | { kind: "success"; message: "searchSavedSuccess" }
  | { kind: "duplicate"; message: "searchSavedDuplicated"; canSaveNew: false }
  | { kind: "failed"; message: "searchSavedFailed" };

export function saveSearchOutcome(response: SaveSearchResponse | null | undefined): SaveSearchOutcome {
  if (response?.duplicateResult?.item2) return { kind: "duplicate", message: "searchSavedDuplicated", canSaveNew: false };
  if (response && (response.result === true || response.isSaved === true)) return { kind: "success", message: "searchSavedSuccess" };
  return { kind: "failed", message: "searchSavedFailed" };
}
