import type { Page } from "@playwright/test";

// One address of every page type of a language, for the checks that must hold
// on all of them (no sideways scrolling at 390 px, zh-cn without Traditional
// characters or Hong Kong terms). Place pages come from a listing's links.

const STATIC_PATHS = [
  "",
  "property-search/sale",
  "property-search/rent",
  "property-search/map/sale",
  "mortgagecalculator",
  "mortgagecalculator/affordability",
  "mortgagecalculator/refinance",
  "mortgagecalculator/monthlyrepayment",
  "developments",
  "property-transaction",
  "exclusive",
  "executive-listing",
  "sitemap",
  "account/login",
  "account/register",
  "about-us",
  "list-property",
  "no-such-page",
];

export async function pageTypes(page: Page, language: string): Promise<string[]> {
  await page.goto(`/${language}/property/sale/x/1`);
  const listing = new URL(page.url()).pathname;
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const places = ["building", "estate", "district"].flatMap((kind) => {
    const href = hrefs.find((h) => h.startsWith(`/${language}/${kind}/`));
    return href ? [href] : [];
  });
  return [...STATIC_PATHS.map((p) => `/${language}${p ? `/${p}` : ""}`), listing, ...places];
}
