import type { SearchQuery } from "../../../domain/search/query.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import type { Pager } from "../../../server/services/search/search-service.ts";
import type { ResultItem } from "../../../server/services/search/result-item.ts";
import type { PlaceTreeJson } from "./place-tree.ts";

/** The fields of a result item that a result card shows (cardItem keeps only these). */
export type CardItem = Pick<ResultItem,
  | "id" | "type" | "building" | "images" | "banners" | "isExclusive" | "isSoleAgent" | "isJointSoleAgent" | "isVirtual" | "isVideo" | "isSaved"
  | "salePrice" | "leasePrice" | "salePricePerSqftSaleable" | "salePricePerSqftGross" | "leasePricePerSqftSaleable" | "leasePricePerSqftGross"
  | "isLeaseSubjectToOffer" | "isSaleSubjectToOffer" | "includeManagementFee" | "district" | "floor" | "sizeSaleable" | "sizeGross"
  | "bedrooms" | "bathrooms" | "agentImage" | "agentName" | "lastUpdated">;

/**
 * A result item as the search page needs it: the card's fields and only the
 * first photo, so the page's loader data (sent with the HTML and to load
 * more) carries about half of each item.
 */
export function cardItem(i: ResultItem): CardItem {
  return {
    id: i.id, type: i.type, building: i.building, images: i.images.slice(0, 1), banners: i.banners,
    isExclusive: i.isExclusive, isSoleAgent: i.isSoleAgent, isJointSoleAgent: i.isJointSoleAgent, isVirtual: i.isVirtual, isVideo: i.isVideo, isSaved: i.isSaved,
    salePrice: i.salePrice, leasePrice: i.leasePrice,
    salePricePerSqftSaleable: i.salePricePerSqftSaleable, salePricePerSqftGross: i.salePricePerSqftGross,
    leasePricePerSqftSaleable: i.leasePricePerSqftSaleable, leasePricePerSqftGross: i.leasePricePerSqftGross,
    isLeaseSubjectToOffer: i.isLeaseSubjectToOffer, isSaleSubjectToOffer: i.isSaleSubjectToOffer, includeManagementFee: i.includeManagementFee,
    district: i.district, floor: i.floor, sizeSaleable: i.sizeSaleable, sizeGross: i.sizeGross,
    bedrooms: i.bedrooms, bathrooms: i.bathrooms, agentImage: i.agentImage, agentName: i.agentName, lastUpdated: i.lastUpdated,
  };
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
