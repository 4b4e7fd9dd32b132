import type { SearchQuery } from "../../../domain/search/query.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import type { Pager } from "../../../server/services/search/search-service.ts";
import type { ResultImage, ResultItem } from "../../../server/services/search/result-item.ts";
import type { PlaceTreeJson } from "./place-tree.ts";

/** The yes/no marks of a card: the page's loader data carries only the ones that are set. */
const CARD_FLAGS = ["isExclusive", "isSoleAgent", "isJointSoleAgent", "isVirtual", "isVideo", "isSaved", "isLeaseSubjectToOffer", "isSaleSubjectToOffer"] as const;
type CardFlag = (typeof CARD_FLAGS)[number];

/**
 * The fields of a result item that a result card shows (cardItem keeps only
 * these). A whole ResultItem is one too (the map popup and the home page pass
 * those): the marks are optional, absent meaning false.
 */
export type CardItem = Pick<ResultItem,
  | "id" | "building" | "banners"
  | "salePrice" | "leasePrice" | "salePricePerSqftSaleable" | "salePricePerSqftGross" | "leasePricePerSqftSaleable" | "leasePricePerSqftGross"
  | "includeManagementFee" | "district" | "floor" | "sizeSaleable" | "sizeGross"
  | "bedrooms" | "bathrooms" | "agentImage" | "agentName" | "lastUpdated"> & Partial<Pick<ResultItem, CardFlag>> & {
  images: Pick<ResultImage, "path" | "caption">[];
};

/**
 * A result item as the search page needs it: the card's fields, only the
 * first photo and only the marks that are set, so the page's loader data
 * (sent with the HTML and to load more) carries about half of each item, and
 * React Router's turbo-stream encoding has fewer values to write.
 */
export function cardItem(i: ResultItem): CardItem {
  const card: CardItem = {
    id: i.id, building: i.building, images: i.images.slice(0, 1).map(({ path, caption }) => ({ path, caption })), banners: i.banners,
    salePrice: i.salePrice, leasePrice: i.leasePrice,
    salePricePerSqftSaleable: i.salePricePerSqftSaleable, salePricePerSqftGross: i.salePricePerSqftGross,
    leasePricePerSqftSaleable: i.leasePricePerSqftSaleable, leasePricePerSqftGross: i.leasePricePerSqftGross,
    includeManagementFee: i.includeManagementFee,
    district: i.district, floor: i.floor, sizeSaleable: i.sizeSaleable, sizeGross: i.sizeGross,
    bedrooms: i.bedrooms, bathrooms: i.bathrooms, agentImage: i.agentImage, agentName: i.agentName, lastUpdated: i.lastUpdated,
  };
  for (const flag of CARD_FLAGS) if (i[flag]) card[flag] = true;
  return card;
}

/** What the search route's loader gives the page (and load more fetches). */
export type SearchPageData = {
  query: SearchQuery;
  path: string;
  pager: Pager;
  properties: CardItem[];
  /** The district tree in the page's language (placeTreeFromJson decodes it). */
  places: PlaceTreeJson;
  currencyId: CurrencyId;
  /** Tile URL template for the map view, null for the offline base layer only. */
  mapTileUrl: string | null;
};
