import { redirect, type RouterContextProvider } from "react-router";
import { languageIdFromCode, parseLanguageCode, type LanguageCode } from "../../../domain/i18n/languages.ts";
import { isCanonicalNameSegment, listingPath, parsePathId } from "../../../domain/listing/listing-path.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import type { ListingDetail, ListingDetailService } from "../../../server/services/listing-detail/listing-detail-service.ts";
import { requestContext } from "../../app-context.ts";
import { nameIn } from "../../lib/localized-name.ts";

type ListingParams = { lang: string; purpose: string; name: string; id: string };

export type LoadedListing = {
  detail: ListingDetail;
  purpose: "sale" | "rent";
  alternates: Record<LanguageCode, string>;
  currencyId: CurrencyId;
};

/**
 * What the listing page's and its lightweight page's loaders share: the
 * listing of /{lang}/property/{sale|rent}/{name}/{id} in the page's language
 * and currency, a 404 for an unknown id or purpose word, a 301 to the
 * canonical path (`canonical` turns the listing's path into the page's),
 * and the page's path in each language for canonical and hreflang links.
 */
export async function loadListing(args: {
  params: ListingParams;
  context: Readonly<RouterContextProvider>;
  canonical: (listingPath: string) => string;
  transactions?: Parameters<ListingDetailService["byId"]>[3];
}): Promise<LoadedListing> {
  const { params } = args;
  const language = parseLanguageCode(params.lang) ?? "en";
  const id = parsePathId(params.id);
  const purposeWord = params.purpose === "buy" ? "sale" : params.purpose;
  if (id === null || (purposeWord !== "sale" && purposeWord !== "rent")) throw new Response(null, { status: 404 });
  const { services, currencyId } = args.context.get(requestContext);
  const detail = await services.listingDetail.byId(id, currencyId, languageIdFromCode(language), args.transactions);
  if (!detail) throw new Response(null, { status: 404 });
  const { listing } = detail;
  // A listing only for rent (or only for sale) has one right purpose word; "both" accepts either.
  const purpose: "sale" | "rent" = listing.type === "rent" ? "rent" : listing.type === "buy" ? "sale" : purposeWord;
  if (purpose !== params.purpose || !isCanonicalNameSegment(params.name, listing.building)) {
    throw redirect(args.canonical(listingPath(language, purpose, listing.building, id)), 301);
  }
  const names = (await services.pages.buildingNames(listing.buildingId)) ?? {
    en: listing.building,
    zhHk: listing.building,
    zhCn: listing.building,
  };
  const alternates = {
    en: listingPath("en", purpose, nameIn(names, "en"), id),
    "zh-hk": listingPath("zh-hk", purpose, nameIn(names, "zh-hk"), id),
    "zh-cn": listingPath("zh-cn", purpose, nameIn(names, "zh-cn"), id),
  };
  return { detail, purpose, alternates, currencyId };
}
