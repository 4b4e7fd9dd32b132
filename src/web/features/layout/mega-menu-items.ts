// What each top-menu entry holds (spec §2 menus): Buy and Rent (popular
// districts, Hong Kong Island's first, up to 20 districts, popular buildings,
// view all), List, About us (our story, contact us, call, e-mail) and
// Resources (news, ask an agent, guides, mortgage, district guides, useful
// information, popular places for sale and for rent). Built once from the
// root's menu data for the header's popups and the mobile menu alike; every
// link is a canonical path (no address that always redirects).
import type { MenuPlace, MenuPlaces } from "../../../server/services/content/content-service.ts";
import type { Company } from "../../../server/services/content/site-content.ts";
import { createSearchQuery } from "../../../domain/search/query.ts";
import { buildSearchPath } from "../../../domain/search/url.ts";
import { SUGGESTION_RESULT_TYPE } from "../../../domain/listing/enums.ts";
import { languageIdFromCode, type LanguageCode } from "../../../domain/i18n/languages.ts";
import type { MegaMenuKey } from "./menu-state.ts";
import { MORTGAGE_TOOLS, mortgageToolHref } from "../../lib/mortgage-tools.ts";

export type MenuData = { sale: MenuPlaces; rent: MenuPlaces; company: Company; careersUrl: string | null };
export type MenuLink = { label: string; to: string; external?: boolean };
export type MenuGroup = { heading: string; links: MenuLink[]; wide?: boolean };
export type MegaMenu = {
  key: MegaMenuKey;
  label: string;
  /** The first child link: where the top item itself goes. */
  to: string;
  groups: MenuGroup[];
  /** Resources: the popular places, switched between for sale and for rent. */
  byPurpose?: { sale: MenuGroup[]; rent: MenuGroup[] };
};

type T = (key: string, values?: Record<string, string | number>) => string;

function placeLinks(
  language: LanguageCode,
  purpose: 1 | 2,
  places: MenuPlaces,
): { districts: MenuLink[]; popular: MenuLink[]; buildings: MenuLink[] } {
  const base = { languageId: languageIdFromCode(language), listingTypeId: purpose } as const;
  const district = (p: MenuPlace): MenuLink => ({ label: p.name, to: buildSearchPath(createSearchQuery({ ...base, district: [p.id] })) });
  const building = (p: MenuPlace): MenuLink => ({
    label: p.name,
    // By its id (decision 0022): a name alone also finds other places that share it.
    to: buildSearchPath(
      createSearchQuery({ ...base, keyword: p.name, searchResultType: SUGGESTION_RESULT_TYPE.building, searchResultId: p.id }),
    ),
  });
  return {
    popular: places.popularDistricts.map(district),
    districts: places.districts.map(district),
    buildings: places.buildings.map(building),
  };
}

function searchMenu(key: "buy" | "rent", language: LanguageCode, data: MenuData, t: T): MegaMenu {
  const purpose = key === "buy" ? 1 : 2;
  const links = placeLinks(language, purpose, key === "buy" ? data.sale : data.rent);
  const all = buildSearchPath(createSearchQuery({ languageId: languageIdFromCode(language), listingTypeId: purpose }));
  return {
    key,
    label: t(`nav.${key}`),
    to: all,
    groups: [
      { heading: t("menu.popularDistricts"), links: links.popular },
      { heading: t("menu.popularBuildings"), links: links.buildings },
      { heading: t("menu.districts"), links: links.districts, wide: true },
      {
        heading: t("menu.more"),
        links: [
          { label: t(key === "buy" ? "menu.viewAllSale" : "menu.viewAllRent"), to: all },
          ...(key === "buy"
            ? [
                { label: t("menu.developments"), to: `/${language}/developments` },
                { label: t("menu.exclusive"), to: `/${language}/exclusive` },
              ]
            : []),
          { label: t("menu.executive"), to: `/${language}/executive-listing` },
          { label: t("menu.transactions"), to: `/${language}/property-transaction` },
        ],
      },
    ],
  };
}

type KeptMenus = { language: LanguageCode; rent: MenuPlaces; company: Company; careersUrl: string | null; menus: MegaMenu[] };
const kept = new WeakMap<T, WeakMap<MenuPlaces, KeptMenus>>();

/**
 * The menus, built once per translate function (one per language and catalog part) and menu data: every page's
 * header shows them, and building their ~60 search paths cost more than a tenth of a results page's render. The
 * server's menu places and company details are the same objects until a listing changes (content-service.ts), the
 * browser's for the life of the page. The menus are shared: nothing may change them.
 */
export function megaMenusOf(language: LanguageCode, data: MenuData, t: T): MegaMenu[] {
  let bySale = kept.get(t);
  if (!bySale) {
    bySale = new WeakMap();
    kept.set(t, bySale);
  }
  const known = bySale.get(data.sale);
  if (known?.language === language && known.rent === data.rent && known.company === data.company && known.careersUrl === data.careersUrl)
    return known.menus;
  const menus = buildMegaMenus(language, data, t);
  bySale.set(data.sale, { language, rent: data.rent, company: data.company, careersUrl: data.careersUrl, menus });
  return menus;
}

function buildMegaMenus(language: LanguageCode, data: MenuData, t: T): MegaMenu[] {
  const l = (path: string) => `/${language}/${path}`;
  const popular = (purpose: 1 | 2): MenuGroup[] => {
    const links = placeLinks(language, purpose, purpose === 1 ? data.sale : data.rent);
    return [
      { heading: t(purpose === 1 ? "menu.popularDistrictsSale" : "menu.popularDistrictsRent"), links: links.popular },
      { heading: t(purpose === 1 ? "menu.popularBuildingsSale" : "menu.popularBuildingsRent"), links: links.buildings },
    ];
  };
  const phone = data.company.phone.replace(/\s+/g, "");
  return [
    searchMenu("buy", language, data, t),
    searchMenu("rent", language, data, t),
    {
      key: "list",
      label: t("nav.list"),
      to: l("list-property"),
      groups: [
        {
          heading: t("menu.listHeading"),
          links: [
            { label: t("menu.listHow"), to: `${l("list-property")}#how` },
            { label: t("menu.listFees"), to: `${l("list-property")}#fees` },
            { label: t("menu.findAgent"), to: l("property-agent-team") },
          ],
        },
      ],
    },
    {
      key: "aboutUs",
      label: t("nav.aboutUs"),
      to: l("about-us"),
      groups: [
        {
          heading: t("nav.aboutUs"),
          links: [
            { label: t("menu.ourStory"), to: `${l("about-us")}#our-story` },
            { label: t("menu.contactUs"), to: l("communication/enquiry") },
            { label: t("menu.call", { phone: data.company.phone }), to: `tel:${phone}`, external: true },
            { label: t("menu.email", { email: data.company.email }), to: `mailto:${data.company.email}`, external: true },
            ...(data.careersUrl ? [{ label: t("menu.careers"), to: data.careersUrl, external: true }] : []),
          ],
        },
      ],
    },
    {
      key: "resources",
      label: t("nav.resources"),
      to: l("property-news"),
      groups: [
        {
          heading: t("nav.resources"),
          links: [
            { label: t("menu.news"), to: l("property-news") },
            { label: t("menu.askAgent"), to: l("property-questions") },
            { label: t("menu.guides"), to: l("property-guides") },
            { label: t("menu.districtGuides"), to: `${l("property-guides")}#district-guides` },
            { label: t("menu.usefulInformation"), to: `${l("property-guides")}#useful-information` },
          ],
        },
        {
          heading: t("menu.mortgageTools"),
          links: MORTGAGE_TOOLS.map((tool) => ({ label: t(`menu.tool.${tool.key}`), to: mortgageToolHref(language, tool.key) })),
        },
      ],
      byPurpose: { sale: popular(1), rent: popular(2) },
    },
  ];
}
