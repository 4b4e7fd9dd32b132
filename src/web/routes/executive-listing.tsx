import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/executive-listing.ts";
import { requestContext } from "../app-context.ts";
import { languageIdFromCode, parseLanguageCode } from "../../domain/i18n/languages.ts";
import { EXECUTIVE_MIN_HKD, parseExecutivePurpose } from "../../domain/listing/executive-band.ts";
import { convertFromHkd } from "../../domain/money/currency.ts";
import { formatPrice } from "../../domain/money/price.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { loadCollection } from "../features/listing/collection-data.server.ts";
import { COLLECTION_PAGE_PARAM, parsePageParam } from "../lib/page-param.ts";
import { ListingCollectionPage } from "../features/listing/listing-collection-page.tsx";

/** Executive listings, the top price band: /{lang}/executive-listing?purpose=rent&page=n. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  const { services, currencyId } = context.get(requestContext);
  const search = new URL(request.url).searchParams;
  const purpose = parseExecutivePurpose(search.get("purpose"));
  const page = parsePageParam(search, COLLECTION_PAGE_PARAM);
  const collection = await loadCollection(
    services,
    (limit, offset) => services.pages.executiveIds(purpose, limit, offset),
    page,
    currencyId,
    languageIdFromCode(language),
  );
  return { collection, currencyId, purpose };
}

export default function ExecutiveListing() {
  const { collection, currencyId, purpose } = useLoaderData<typeof loader>();
  const { t, language } = useI18n();
  const from = (p: "sale" | "rent") => formatPrice(convertFromHkd(EXECUTIVE_MIN_HKD[p], currencyId), { currencyId, language });
  const tabs = (
    <nav className="collection-tabs" aria-label={t("listing.purposeTabs")}>
      <Link to={`/${language}/executive-listing`} aria-current={purpose === "sale" ? "page" : undefined}>
        {t("listing.forSale")}
      </Link>
      <Link to={`/${language}/executive-listing?purpose=rent`} aria-current={purpose === "rent" ? "page" : undefined}>
        {t("listing.forRent")}
      </Link>
    </nav>
  );
  return (
    <ListingCollectionPage
      title={t("listing.executiveTitle")}
      description={t("listing.executiveDescription", { sale: from("sale"), rent: from("rent") })}
      lead={t(purpose === "rent" ? "listing.executiveLeadRent" : "listing.executiveLeadSale", { price: from(purpose) })}
      collection={collection}
      currencyId={currencyId}
      purpose={purpose}
      tabs={tabs}
    />
  );
}
