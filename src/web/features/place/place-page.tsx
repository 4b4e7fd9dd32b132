import { PathLink } from "../../ui/path-link.tsx";
import type { PlaceData } from "../../../server/services/places/places-service.ts";
import type { PlaceTrail } from "../../../server/services/pages/pages-service.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import { districtPath, placePath } from "../../../domain/listing/listing-path.ts";
import { useStaticMapUrl } from "../../lib/root-data.ts";
import { districtGuidePath } from "../../lib/content-paths.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { Breadcrumbs, type Crumb } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { FollowButton } from "../../ui/follow-buttons.tsx";
import { EnquireButton } from "../../ui/enquire-button.tsx";
import { ENQUIRY_TYPE } from "../../../domain/enquiry/enquiry-codes.ts";
import { crumbsJsonLd } from "../../lib/breadcrumb-json-ld.ts";
import { exactMoney } from "../../lib/exact-money.ts";
import { nameIn } from "../../lib/localized-name.ts";
import { PlaceFacts } from "./place-facts.tsx";
import { placeSearchPath } from "../../lib/place-search-path.ts";
import type { PlacePageKind } from "../../../domain/places/place-kinds.ts";
import { PpsfChart } from "./ppsf-chart.tsx";
import { TransactionsTable } from "../../ui/transactions-table.tsx";
import { useTabSection } from "./tab-section.ts";

/** The enquiry type of each place page: Building_Details for buildings and their estates, phases and blocks; District_Details; Firsthand_Property for developments. */
const PLACE_ENQUIRY_TYPE = {
  building: ENQUIRY_TYPE.Building_Details,
  estate: ENQUIRY_TYPE.Building_Details,
  phase: ENQUIRY_TYPE.Building_Details,
  block: ENQUIRY_TYPE.Building_Details,
  district: ENQUIRY_TYPE.District_Details,
  development: ENQUIRY_TYPE.Firsthand_Property,
} as const satisfies Record<PlacePageKind, number>;

export function PlacePage(props: {
  kind: PlacePageKind;
  place: PlaceData;
  trail: PlaceTrail | null;
  alternates: Record<LanguageCode, string>;
  currencyId: CurrencyId;
}) {
  const { t, language } = useI18n();
  useTabSection();
  const staticMapUrl = useStaticMapUrl();
  const { publicUrl } = useRootData();
  const { kind, place, trail } = props;
  const name = place.name;
  const crumbs: Crumb[] = [];
  if (trail && kind !== "district")
    crumbs.push({
      label: nameIn(trail.district.names, language),
      to: districtPath(language, nameIn(trail.district.names, language), trail.district.id),
    });
  if (trail?.estate && kind !== "estate" && kind !== "development")
    crumbs.push({
      label: nameIn(trail.estate.names, language),
      to: placePath(language, "estate", nameIn(trail.estate.names, language), trail.estate.id),
    });
  if (kind === "development") crumbs.unshift({ label: t("place.developments"), to: `/${language}/developments` });
  crumbs.push({ label: name });
  const url = `${publicUrl}${props.alternates[language]}`;
  const title = t(`place.title.${kind}`, { name });
  const description = t("place.description", {
    name,
    sale: place.listings.sale,
    rent: place.listings.rent,
    transactions: place.transactions.pager.totalItems,
  });
  const mapUrl = place.lat !== null && place.lng !== null ? staticMapUrl(place.lat, place.lng, "detail") : null;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": kind === "district" ? "Place" : "Residence",
    name,
    url,
    ...(place.lat !== null && place.lng !== null ? { geo: { "@type": "GeoCoordinates", latitude: place.lat, longitude: place.lng } } : {}),
    address: {
      "@type": "PostalAddress",
      addressLocality: trail ? nameIn(trail.district.names, language) : name,
      addressRegion: trail ? nameIn(trail.region.names, language) : undefined,
      addressCountry: "HK",
    },
  };
  return (
    <div className="container page-wide place-page" id="overview">
      <PageMeta
        title={`${title} | ${t("site.name")}`}
        description={description}
        alternates={props.alternates}
        image={mapUrl ?? undefined}
        jsonLd={[jsonLd, crumbsJsonLd([{ label: t("nav.home"), to: `/${language}` }, ...crumbs], publicUrl, url)]}
      />
      <Breadcrumbs items={crumbs} />
      <p className="purpose-tag purpose-sale">{t(`place.kind.${kind}`)}</p>
      <h1>{name}</h1>
      <div className="place-top">
        <div>
          <PlaceFacts kind={kind} place={place} trail={trail} />
          <div className="button-row">
            <PathLink className="button button-primary" to={placeSearchPath(language, kind, place.id, name, "sale")}>
              {t("place.forSale", { count: place.listings.sale })}
            </PathLink>
            <PathLink className="button button-secondary" to={placeSearchPath(language, kind, place.id, name, "rent")}>
              {t("place.forRent", { count: place.listings.rent })}
            </PathLink>
            {kind === "building" || kind === "district" ? <FollowButton place={{ kind, id: place.id }} name={name} /> : null}
            <PathLink className="button button-ghost" to={`${placeSearchPath(language, kind, place.id, name, "sale")}#savenow`}>
              {t("place.saveSearch")}
            </PathLink>
            <EnquireButton className="button button-ghost" target={{ enquiryType: PLACE_ENQUIRY_TYPE[kind] }}>
              {t("enquiry.enquire")}
            </EnquireButton>
            {kind === "district" ? (
              <PathLink className="button button-ghost" to={districtGuidePath(language, { id: place.id, name })}>
                {t("content.districtGuide.link")}
              </PathLink>
            ) : null}
          </div>
        </div>
        {mapUrl ? <img className="place-map" src={mapUrl} alt={t("listing.mapOf", { name })} width={640} height={480} /> : null}
      </div>
      <PpsfChart points={place.pricePerSqft} money={(n) => exactMoney(n, props.currencyId)} />
      <TransactionsTable
        page={place.transactions}
        currencyId={props.currencyId}
        heading={t("place.transactions", { name })}
        showBuilding={kind !== "building"}
      />
    </div>
  );
}
