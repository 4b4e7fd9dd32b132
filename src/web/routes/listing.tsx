import { useMemo } from "react";
import { isRouteErrorResponse, redirect, useLoaderData, useRouteError } from "react-router";
import type { Route } from "./+types/listing.ts";
import { requestContext } from "../app-context.ts";
import { languageIdFromCode, parseLanguageCode } from "../../domain/i18n/languages.ts";
import { isCanonicalNameSegment, listingPath, parsePathId } from "../../domain/listing/listing-path.ts";
import { ListingDetailPage, type ListingPageDetail } from "../features/listing/listing-detail-page.tsx";
import { fromJsonText, toJsonText } from "../lib/json-text.ts";
import { ListingNotFound } from "../features/listing/listing-not-found.tsx";
import { miniItem } from "../features/listing/mini-card.tsx";
import { ErrorPage } from "../features/layout/error-page.tsx";
import { nameIn } from "../features/seo/localized-name.ts";
import { OTHER_TRANSACTIONS_PAGE_PARAM, parseTransactionsPage } from "../features/place/transactions-page-param.ts";

/** Listing detail (page 44): /{lang}/property/{sale|rent}/{building name}/{id}. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  const id = parsePathId(params.id);
  const purposeWord = params.purpose === "buy" ? "sale" : params.purpose;
  if (id === null || (purposeWord !== "sale" && purposeWord !== "rent")) throw new Response(null, { status: 404 });
  const { services, currencyId } = context.get(requestContext);
  const url = new URL(request.url);
  const detail = await services.listingDetail.byId(id, currencyId, languageIdFromCode(language), {
    transactionsPage: parseTransactionsPage(url.searchParams),
    otherTransactionsPage: parseTransactionsPage(url.searchParams, OTHER_TRANSACTIONS_PAGE_PARAM),
  });
  if (!detail) throw new Response(null, { status: 404 });
  const { listing } = detail;
  // A listing only for rent (or only for sale) has one right purpose word; "both" accepts either.
  const purpose: "sale" | "rent" = listing.type === "rent" ? "rent" : listing.type === "buy" ? "sale" : purposeWord;
  if (purpose !== params.purpose || !isCanonicalNameSegment(params.name, listing.building)) {
    throw redirect(listingPath(language, purpose, listing.building, id) + url.search, 301);
  }
  const names = (await services.pages.buildingNames(listing.buildingId)) ?? { en: listing.building, zhHk: listing.building, zhCn: listing.building };
  const alternates = {
    en: listingPath("en", purpose, nameIn(names, "en"), id),
    "zh-hk": listingPath("zh-hk", purpose, nameIn(names, "zh-hk"), id),
    "zh-cn": listingPath("zh-cn", purpose, nameIn(names, "zh-cn"), id),
  };
  // The page shows the photos from detail.photos (the listing's own images
  // repeat them) and the other listings as mini cards: the loader data, sent
  // with the HTML, carries only that.
  const page: ListingPageDetail = { ...detail, listing: { ...listing, images: [] }, otherListings: detail.otherListings.map(miniItem) };
  // As one JSON text (see json-text.ts): React Router's turbo-stream encoder
  // walked each of the page's ~600 values on every request. Only strings,
  // numbers, booleans and null are in it.
  return { detailJson: toJsonText(page), purpose, alternates, currencyId };
}

export default function Listing() {
  const { detailJson, ...data } = useLoaderData<typeof loader>();
  const detail = useMemo(() => fromJsonText(detailJson), [detailJson]);
  return <ListingDetailPage detail={detail} {...data} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ListingNotFound />;
  return <ErrorPage />;
}
