// The page chosen by the query parameter `page`: a page number
// or a page name. Only pages that need no id can be chosen this way; their
// paths follow the language segment. Numbers and names of pages that need an
// id (a listing, a building, …) choose nothing.
const PAGES: readonly { number: number; name: string; path: string }[] = [
  { number: 0, name: "search", path: "property-search/sale" },
  { number: 2, name: "developments", path: "developments" },
  { number: 23, name: "home", path: "" },
  { number: 24, name: "homezh", path: "" },
  { number: 37, name: "executivelisting", path: "executive-listing" },
  { number: 55, name: "mortgagerepayment", path: "mortgagecalculator/monthlyrepayment" },
  { number: 56, name: "mortgageaffordability", path: "mortgagecalculator/affordability" },
  { number: 57, name: "mortgagerefinance", path: "mortgagecalculator/refinance" },
  { number: 58, name: "mortgage", path: "mortgagecalculator" },
  { number: 59, name: "affordabilitybypayment", path: "mortgagecalculator/affordabilitybypayment" },
  { number: 60, name: "savedproperties", path: "profile/savedproperties" },
  { number: 66, name: "propertytransaction", path: "property-transaction" },
  { number: 67, name: "exclusive", path: "exclusive" },
];

/**
 * The path (after `/{lang}/`) of the page a `page` parameter chooses, or null.
 * Names are matched without case, spaces, dashes or underscores.
 */
export function pathOfPageChoice(value: string): string | null {
  const text = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, "");
  if (text === "") return null;
  const page = /^\d{1,3}$/.test(text) ? PAGES.find((p) => p.number === Number(text)) : PAGES.find((p) => p.name === text);
  return page ? page.path : null;
}
