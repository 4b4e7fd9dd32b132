// Keyword rules: suggestions start at 1 Chinese character or 3 other
// characters. "Letters" and "digits" are read as ASCII:
// with Unicode letters no Chinese text could ever count as Chinese.

export const KEYWORD_MIN_LENGTH = { chinese: 1, other: 3 } as const;
export const SUGGESTION_DELAY_MS = 800;
export const SUGGESTION_GROUP_CAP = 10;

export function isChineseKeyword(text: string): boolean {
  return /[^a-zA-Z0-9\s:]/.test(text.normalize("NFKC"));
}

/** Autocomplete, the search button and Enter need this many characters after trimming. */
export function keywordMinLength(text: string): number {
  return isChineseKeyword(text.trim()) ? KEYWORD_MIN_LENGTH.chinese : KEYWORD_MIN_LENGTH.other;
}

export function isKeywordSearchable(text: string): boolean {
  const trimmed = text.trim();
  return [...trimmed].length >= keywordMinLength(trimmed);
}
