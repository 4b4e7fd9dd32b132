import { useLoaderData } from "react-router";
import type { Route } from "./+types/exclusive.ts";
import { requestContext } from "../app-context.ts";
import { languageIdFromCode, parseLanguageCode } from "../../domain/i18n/languages.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { loadCollection } from "../features/listing/collection-data.server.ts";
import { COLLECTION_PAGE_PARAM, parsePageParam } from "../lib/page-param.ts";
import { ListingCollectionPage } from "../features/listing/listing-collection-page.tsx";

/** Exclusive listings: /{lang}/exclusive?page=n. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  const { services, currencyId } = context.get(requestContext);
  const page = parsePageParam(new URL(request.url).searchParams, COLLECTION_PAGE_PARAM);
  const collection = await loadCollection(
    services,
    (limit, offset) => services.pages.exclusiveIds(limit, offset),
    page,
    currencyId,
    languageIdFromCode(language),
  );
  return { collection, currencyId };
}

export default function Exclusive() {
  const { collection, currencyId } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <ListingCollectionPage
      title={t("listing.exclusiveTitle")}
      description={t("listing.exclusiveDescription")}
      lead={t("listing.exclusiveLead")}
      collection={collection}
      currencyId={currencyId}
      purpose="sale"
    />
  );
}
