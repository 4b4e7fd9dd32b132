import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/international-listing.ts";
import { LANGUAGES, parseLanguageCode, type LanguageCode } from "../../domain/i18n/languages.ts";
import { parsePathId } from "../../domain/listing/listing-path.ts";
import { internationalListingPath, internationalSlug } from "../../domain/listing/international-path.ts";
import { requestContext } from "../app-context.ts";
import { InternationalDetail } from "../features/international/international-pages.tsx";

/** One overseas listing: /{lang}/buy_luxury_property/{id}_{name}_{city}/{id}, redirected to its canonical slug; 404 when unknown. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const { international } = context.get(requestContext).services;
  const language = parseLanguageCode(params.lang) ?? "en";
  const id = parsePathId(params.id);
  const listing = id === null ? null : international.byId(id, language);
  if (!listing) throw new Response(null, { status: 404 });
  if (params.slug !== internationalSlug(listing))
    throw redirect(internationalListingPath(language, listing) + new URL(request.url).search, 301);
  const alternates = Object.fromEntries(
    Object.values(LANGUAGES).map((l) => [l.code, internationalListingPath(l.code, international.byId(listing.id, l.code)!)]),
  ) as Record<LanguageCode, string>;
  return { listing, alternates };
}

export default function InternationalListingPage() {
  const { listing, alternates } = useLoaderData<typeof loader>();
  return <InternationalDetail listing={listing} alternates={alternates} />;
}
