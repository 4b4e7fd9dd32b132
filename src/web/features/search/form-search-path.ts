import { languageOfPath } from "../../lib/language-path.ts";
import { isKeywordSearchable } from "../../../domain/validation/keyword.ts";
import { keywordPath } from "../../lib/keyword-path.ts";

/** The search URL for a plain form submission (no JavaScript yet); a too-short keyword searches everything. */
export function formSearchPath(pathname: string, keyword: string, purpose: string | null): string {
  const language = languageOfPath(pathname);
  const p = purpose === "rent" ? "rent" : "sale";
  return isKeywordSearchable(keyword) ? keywordPath(keyword, language, p) : `/${language}/property-search/${p}`;
}
