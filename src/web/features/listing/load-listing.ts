import { redirect, type RouterContextProvider } from "react-router";
import { languageIdFromCode, parseLanguageCode, type LanguageCode } from "../../../domain/i18n/languages.ts";
import { isCanonicalNameSegment, listingPath, parseListingReference, parsePathId } from "../../../domain/listing/listing-path.ts";
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
  // The reference id names a listing; the internal id of older links redirects to it.
  const reference = parseListingReference(params.id);
  const legacyId = reference === null ? parsePathId(params.id) : null;
  const purposeWord = params.purpose === "buy" ? "sale" : params.purpose;
  if ((reference === null && legacyId === null) || (purposeWord !== "sale" && purposeWord !== "rent")) {
    throw new Response(null, { status: 404 });
  }
  const { services, currencyId } = args.context.get(requestContext);
  const id = legacyId ?? (await services.listingDetail.idOfReference(reference!));
  if (id === null) throw new Response(null, { status: 404 });
  const detail = await services.listingDetail.byId(id, currencyId, languageIdFromCode(language), args.transactions);
  if (!detail) throw new Response(null, { status: 404 });
  const { listing } = detail;
  // A listing only for rent (or only for sale) has one right purpose word; "both" accepts either.
  const purpose: "sale" | "rent" = listing.type === "rent" ? "rent" : listing.type === "buy" ? "sale" : purposeWord;
  const ref = listing.referenceId;
  if (purpose !== params.purpose || params.id !== ref || !isCanonicalNameSegment(params.name, listing.building)) {
    throw redirect(args.canonical(listingPath(language, purpose, listing.building, ref)), 301);
  }
  const names = (await services.pages.buildingNames(listing.buildingId)) ?? {
    en: listing.building,
    zhHk: listing.building,
    zhCn: listing.building,
  };
  const alternates = {
    en: listingPath("en", purpose, nameIn(names, "en"), ref),
    "zh-hk": listingPath("zh-hk", purpose, nameIn(names, "zh-hk"), ref),
    "zh-cn": listingPath("zh-cn", purpose, nameIn(names, "zh-cn"), ref),
  };
  return { detail, purpose, alternates, currencyId };
}
