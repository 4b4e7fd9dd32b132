// What each top-menu entry holds: Buy and Rent (popular
// districts, Hong Kong Island's first, up to 20 districts, popular buildings,
// view all), List, About us (our story, contact us, call, e-mail) and
// Resources (news, ask an agent, guides, mortgage, district guides, useful
// information, popular places for sale and for rent). The header needs only
// each entry's label and target (megaMenuHeads, here); a popup's links are
// built from the root's menu data when its body renders (megaMenuOf in
// mega-menu-links.ts, a chunk the browser fetches when idle), for the
// header's popups and the mobile menu alike, which a hydrating page skips
// (ui/served-panel.tsx, decision 0066). Every link is a canonical path (no
// address that always redirects).
import type { MenuPlaces } from "../../../server/services/content/content-service.ts";
import type { Company } from "../../../server/services/content/site-content.ts";
import { createSearchQuery } from "../../../domain/search/query.ts";
import { buildSearchPath } from "../../../domain/search/url.ts";
import { languageIdFromCode, type LanguageCode } from "../../../domain/i18n/languages.ts";
import type { MegaMenuKey } from "./menu-state.ts";

export type MenuData = { sale: MenuPlaces; rent: MenuPlaces; company: Company; careersUrl: string | null };
export type MenuLink = { label: string; to: string; external?: boolean };
export type MenuGroup = { heading: string; links: MenuLink[]; wide?: boolean };
export type MegaMenuHead = {
  key: MegaMenuKey;
  label: string;
  /** The first child link: where the top item itself goes. */
  to: string;
};
export type MegaMenu = MegaMenuHead & {
  groups: MenuGroup[];
  /** Resources: the popular places, switched between for sale and for rent. */
  byPurpose?: { sale: MenuGroup[]; rent: MenuGroup[] };
};

export type T = (key: string, values?: Record<string, string | number>) => string;

const allListings = (language: LanguageCode, purpose: 1 | 2) =>
  buildSearchPath(createSearchQuery({ languageId: languageIdFromCode(language), listingTypeId: purpose }));

const keptHeads = new WeakMap<T, { language: LanguageCode; heads: Record<MegaMenuKey, MegaMenuHead> }>();

/** Each top entry's label and target, in the header's order; made once per translate function (every page shows them). */
export function megaMenuHeads(language: LanguageCode, t: T): Record<MegaMenuKey, MegaMenuHead> {
  const known = keptHeads.get(t);
  if (known?.language === language) return known.heads;
  const heads = makeMegaMenuHeads(language, t);
  keptHeads.set(t, { language, heads });
  return heads;
}

function makeMegaMenuHeads(language: LanguageCode, t: T): Record<MegaMenuKey, MegaMenuHead> {
  const l = (path: string) => `/${language}/${path}`;
  return {
    buy: { key: "buy", label: t("nav.buy"), to: allListings(language, 1) },
    rent: { key: "rent", label: t("nav.rent"), to: allListings(language, 2) },
    list: { key: "list", label: t("nav.list"), to: l("list-property") },
    aboutUs: { key: "aboutUs", label: t("nav.aboutUs"), to: l("about-us") },
    resources: { key: "resources", label: t("nav.resources"), to: l("property-news") },
  };
}
