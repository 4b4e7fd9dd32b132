import { useEffect } from "react";
import { tabOfHash } from "../../lib/tab-hash.ts";

// A place page has no tabs: `#tab={name}` scrolls to the section of that
// name (decision 0044). The names are the sections' own, with the short forms
// a link might use.
const SECTION_OF_TAB: Record<string, string> = {
  overview: "overview",
  facts: "overview",
  details: "overview",
  chart: "price-per-sqft",
  prices: "price-per-sqft",
  pricepersqft: "price-per-sqft",
  ppsf: "price-per-sqft",
  transactions: "transactions",
};

/** The id of the section a `#tab={name}` hash names on a place page, or null. */
export function placeSectionOfHash(hash: string): string | null {
  const name = tabOfHash(hash);
  return name === null ? null : (SECTION_OF_TAB[name] ?? null);
}

/** Scrolls to the section `#tab=` names, on arrival and when the hash changes. */
export function useTabSection(): void {
  useEffect(() => {
    const scroll = () => {
      const id = placeSectionOfHash(window.location.hash);
      document.getElementById(id ?? "")?.scrollIntoView({ block: "start" });
    };
    scroll();
    window.addEventListener("hashchange", scroll);
    return () => window.removeEventListener("hashchange", scroll);
  }, []);
}
