import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/place.ts";
import { requestContext } from "../app-context.ts";
import { languageIdFromCode, parseLanguageCode } from "../../domain/i18n/languages.ts";
import { isCanonicalNameSegment, parsePathId, placePath } from "../../domain/listing/listing-path.ts";
import { PlacePage } from "../features/place/place-page.tsx";
import { PLACE_PAGE_KINDS, placeOfPage } from "../../domain/places/place-kinds.ts";
import { parsePageParam, TRANSACTIONS_PAGE_PARAM } from "../lib/page-param.ts";
import { nameIn } from "../lib/localized-name.ts";

/** Building, block, estate, phase, district and development pages: /{lang}/{kind}/{name}/{id}, redirected to the canonical name. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = PLACE_PAGE_KINDS.find((k) => k === url.pathname.split("/")[2]);
  const language = parseLanguageCode(params.lang) ?? "en";
  const id = parsePathId(params.id);
  if (!kind || id === null) throw new Response(null, { status: 404 });
  const { services, currencyId } = context.get(requestContext);
  const options = {
    currencyId,
    languageId: languageIdFromCode(language),
    transactionsPage: parsePageParam(url.searchParams, TRANSACTIONS_PAGE_PARAM),
  };
  const [place, trail] = await Promise.all([
    services.places.place(kind, id, options),
    services.pages.trail(placeOfPage(kind, id).kind, id),
  ]);
  if (!place) throw new Response(null, { status: 404 });
  const name = nameIn(place.names, language);
  // A district is also reachable as /district/{area}/{districtId}: served as is, its canonical is the name form.
  const areaForm = kind === "district" && trail !== null && params.name === trail.region.slug;
  if (!areaForm && !isCanonicalNameSegment(params.name, name)) throw redirect(placePath(language, kind, name, id) + url.search, 301);
  const alternates = {
    en: placePath("en", kind, nameIn(place.names, "en"), id),
    "zh-hk": placePath("zh-hk", kind, nameIn(place.names, "zh-hk"), id),
    "zh-cn": placePath("zh-cn", kind, nameIn(place.names, "zh-cn"), id),
  };
  return { kind, place, trail, alternates, currencyId };
}

export default function Place() {
  const data = useLoaderData<typeof loader>();
  return <PlacePage {...data} />;
}
