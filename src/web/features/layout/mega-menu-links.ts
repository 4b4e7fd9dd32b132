// The links of each top-menu entry's popup (see mega-menu-items.ts): built on
// the server for every page, and in the browser only once a popup opens.
import type { MenuPlace, MenuPlaces } from "../../../server/services/content/content-service.ts";
import type { Company } from "../../../server/services/content/site-content.ts";
import { createSearchQuery } from "../../../domain/search/query.ts";
import { buildSearchPath } from "../../../domain/search/url.ts";
import { SUGGESTION_RESULT_TYPE } from "../../../domain/listing/enums.ts";
import { languageIdFromCode, type LanguageCode } from "../../../domain/i18n/languages.ts";
import type { MegaMenuKey } from "./menu-state.ts";
import { MORTGAGE_TOOLS, mortgageToolHref } from "../../lib/mortgage-tools.ts";
import {
  megaMenuHeads,
  type MegaMenu,
  type MegaMenuHead,
  type MenuData,
  type MenuGroup,
  type MenuLink,
  type T,
} from "./mega-menu-items.ts";

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

function searchMenu(head: MegaMenuHead, language: LanguageCode, data: MenuData, t: T): MegaMenu {
  const key = head.key;
  const purpose = key === "buy" ? 1 : 2;
  const links = placeLinks(language, purpose, key === "buy" ? data.sale : data.rent);
  const all = head.to;
  return {
    ...head,
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

type KeptMenus = {
  language: LanguageCode;
  rent: MenuPlaces;
  company: Company;
  careersUrl: string | null;
  menus: Map<MegaMenuKey, MegaMenu>;
};
const keptMenus = new WeakMap<T, WeakMap<MenuPlaces, KeptMenus>>();

/**
 * One entry's popup, made once per translate function (one per language and catalog part) and menu data: the server
 * writes every popup into every page, and building their ~60 search paths cost more than a tenth of a results page's
 * render. The server's menu places and company details are the same objects until a listing changes
 * (content-service.ts). The menus are shared: nothing may change them.
 */
export function megaMenuOf(key: MegaMenuKey, language: LanguageCode, data: MenuData, t: T): MegaMenu {
  let bySale = keptMenus.get(t);
  if (!bySale) {
    bySale = new WeakMap();
    keptMenus.set(t, bySale);
  }
  let known = bySale.get(data.sale);
  if (known?.language !== language || known.rent !== data.rent || known.company !== data.company || known.careersUrl !== data.careersUrl) {
    known = { language, rent: data.rent, company: data.company, careersUrl: data.careersUrl, menus: new Map() };
    bySale.set(data.sale, known);
  }
  let menu = known.menus.get(key);
  if (!menu) {
    menu = buildMegaMenu(key, language, data, t);
    known.menus.set(key, menu);
  }
  return menu;
}

/** One entry's popup: its groups of links (and Resources' popular places for sale and for rent). */
function buildMegaMenu(key: MegaMenuKey, language: LanguageCode, data: MenuData, t: T): MegaMenu {
  const head = megaMenuHeads(language, t)[key];
  const l = (path: string) => `/${language}/${path}`;
  switch (key) {
    case "buy":
    case "rent":
      return searchMenu(head, language, data, t);
    case "list":
      return {
        ...head,
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
      };
    case "aboutUs": {
      const phone = data.company.phone.replace(/\s+/g, "");
      return {
        ...head,
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
      };
    }
    case "resources": {
      const popular = (purpose: 1 | 2): MenuGroup[] => {
        const links = placeLinks(language, purpose, purpose === 1 ? data.sale : data.rent);
        return [
          { heading: t(purpose === 1 ? "menu.popularDistrictsSale" : "menu.popularDistrictsRent"), links: links.popular },
          { heading: t(purpose === 1 ? "menu.popularBuildingsSale" : "menu.popularBuildingsRent"), links: links.buildings },
        ];
      };
      return {
        ...head,
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
      };
    }
  }
}
