import { isRouteErrorResponse, redirect, useLoaderData, useRouteError } from "react-router";
import type { Route } from "./+types/listing-amp.ts";
import { requestContext } from "../app-context.ts";
import { languageIdFromCode, parseLanguageCode } from "../../domain/i18n/languages.ts";
import { isCanonicalNameSegment, listingPath, parsePathId } from "../../domain/listing/listing-path.ts";
import { ListingAmpPage } from "../features/listing/listing-amp-page.tsx";
import { ListingNotFound } from "../features/listing/listing-not-found.tsx";
import { ErrorPage } from "../features/layout/error-page.tsx";
import { nameIn } from "../features/seo/localized-name.ts";

/** The root layout leaves out the client scripts on this route: the page is plain HTML. */
export const handle = { hydrate: false };

/** Lightweight listing detail (page 46; its not-found is page 64): /{lang}/property/{sale|rent}/{name}/{id}/amp. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  const id = parsePathId(params.id);
  const purposeWord = params.purpose === "buy" ? "sale" : params.purpose;
  if (id === null || (purposeWord !== "sale" && purposeWord !== "rent")) throw new Response(null, { status: 404 });
  const { services, currencyId } = context.get(requestContext);
  const detail = await services.listingDetail.byId(id, currencyId, languageIdFromCode(language));
  if (!detail) throw new Response(null, { status: 404 });
  const { listing } = detail;
  const purpose: "sale" | "rent" = listing.type === "rent" ? "rent" : listing.type === "buy" ? "sale" : purposeWord;
  if (purpose !== params.purpose || !isCanonicalNameSegment(params.name, listing.building)) {
    throw redirect(`${listingPath(language, purpose, listing.building, id)}/amp`, 301);
  }
  const names = (await services.pages.buildingNames(listing.buildingId)) ?? { en: listing.building, zhHk: listing.building, zhCn: listing.building };
  // The full page's paths: canonical and hreflang point there.
  const alternates = {
    en: listingPath("en", purpose, nameIn(names, "en"), id),
    "zh-hk": listingPath("zh-hk", purpose, nameIn(names, "zh-hk"), id),
    "zh-cn": listingPath("zh-cn", purpose, nameIn(names, "zh-cn"), id),
  };
  return { detail, purpose, alternates, currencyId };
}

export default function ListingAmp() {
  const data = useLoaderData<typeof loader>();
  return <ListingAmpPage {...data} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ListingNotFound />;
  return <ErrorPage />;
}
