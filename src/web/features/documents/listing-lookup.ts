// The agent names a listing as they know it: its reference (the number at the
// end of its page's address) or the address itself. The search call finds it
// (a reference is a keyword the search answers with that listing).
import { LANGUAGES, type LanguageCode } from "../../../domain/i18n/languages.ts";
import type { ResultItem } from "../../../server/services/search/result-item.ts";
import { api } from "../../lib/api-client.ts";

/** The listing types searched: rent first, then sale (a reference names one listing, whichever it offers). */
const LISTING_TYPES = [2, 1] as const;

/** The reference in what was typed: the last segment of an address, or the text itself; upper case, as references are. */
export function referenceOf(input: string): string {
  const path = input.trim().split(/[?#]/)[0] ?? "";
  return (path.split("/").filter(Boolean).at(-1) ?? "").toUpperCase();
}

export interface FoundListing {
  id: number;
  name: string;
}

/** The listing a reference or address names, with its building's name in the page's language; null when none does. */
export async function findListing(input: string, language: LanguageCode): Promise<FoundListing | null> {
  const reference = referenceOf(input);
  if (!/^[A-Z0-9-]{3,30}$/.test(reference)) return null;
  for (const listingTypeId of LISTING_TYPES) {
    const answer = await api.post<{ properties: ResultItem[] }>("/api/property/search", {
      keyword: reference,
      listingTypeId,
      pageSize: 5,
      languageId: LANGUAGES[language].id,
    });
    const found = answer.properties.find((item) => item.referenceId.toUpperCase() === reference);
    if (found) return { id: found.id, name: `${found.building} · ${found.referenceId}` };
  }
  return null;
}
