import type { ReactNode } from "react";
import type { ListingDetail } from "../../../server/services/listing-detail/listing-detail-service.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { convertToHkd } from "../../../domain/money/currency.ts";
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import { floorLabel } from "../../../domain/listing/floor-label.ts";
import { useStaticMapUrl } from "../../lib/root-data.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { TransactionsTable } from "../../ui/transactions-table.tsx";
import { OTHER_TRANSACTIONS_PAGE_PARAM } from "../../lib/page-param.ts";
import { ContactBar } from "./contact-bar.tsx";
import { FeatureList } from "./feature-list.tsx";
import { FollowButton } from "../../ui/follow-buttons.tsx";
import { PathLink } from "../../ui/path-link.tsx";
import { placeSearchPath } from "../../lib/place-search-path.ts";
import { AdvertFacts } from "./advert-facts.tsx";
import { KeyFacts } from "./key-facts.tsx";
import { listingJsonLd } from "./listing-json-ld.ts";
import { crumbsJsonLd } from "../../lib/breadcrumb-json-ld.ts";
import { searchTrail } from "../../lib/search-trail.ts";
import { listingFeatures } from "./listing-features.ts";
import type { DetailPurpose } from "./listing-format.ts";
import { listingPriceText } from "../../../domain/money/price.ts";
import { ListingHeader } from "./listing-header.tsx";
import { MiniCard, type MiniItem } from "./mini-card.tsx";
import { NearbyStations } from "./nearby-stations.tsx";
import { PhotoGallery } from "./photo-gallery.tsx";
import { PriceHistory } from "./price-history.tsx";
import { useRecentlyViewed } from "./use-recently-viewed.ts";
import { photoAt } from "../../lib/photo-sources.ts";
import { SearchIconSprite } from "../../ui/search-icons.tsx";

/** The listing detail as the page gets it: the other listings as mini cards. */
export type ListingPageDetail = Omit<ListingDetail, "otherListings"> & { otherListings: MiniItem[] };

/**
 * The listing page. `mortgage` draws the mortgage calculator of a sale price
 * in HKD (shown in the page's currency): the route passes the mortgage feature's widget, so the two features
 * stay apart.
 */
export function ListingDetailPage(props: {
  detail: ListingPageDetail;
  purpose: DetailPurpose;
  alternates: Record<LanguageCode, string>;
  currencyId: CurrencyId;
  mortgage: (priceHkd: number) => ReactNode;
}) {
  const { t, language } = useI18n();
  const staticMapUrl = useStaticMapUrl();
  const { publicUrl } = useRootData();
  const { detail, purpose, currencyId } = props;
  const { listing: item, building } = detail;
  useRecentlyViewed(item.id, item.available, purpose);
  const price = listingPriceText(item, purpose, currencyId, language);
  const title = t(purpose === "rent" ? "listing.titleRent" : "listing.titleSale", {
    building: item.building,
    beds: item.bedrooms,
    price: price ?? "",
  });
  const description = t("listing.description", {
    beds: item.bedrooms,
    size: item.sizeSaleable,
    floor: floorLabel(item.floor, language),
    building: item.building,
    district: item.district,
  });
  const url = `${publicUrl}${props.alternates[language]}`;
  const crumbs = [
    ...searchTrail(
      language,
      purpose,
      {
        district: { id: building.district_id, name: building.district_name },
        place: { kind: "building", id: building.id, name: building.name },
      },
      t,
    ),
    { label: t("listing.crumb", { ref: item.referenceId }) },
  ];
  const images = [...detail.photos.PP, ...detail.photos.BP].slice(0, 4).map((p) => `${publicUrl}${photoAt(p.path, 1280)}`);
  const marks = [
    item.isVirtual ? t("listing.virtualTour") : null,
    item.isVideo ? t("listing.video") : null,
    item.isExclusive ? t("listing.exclusive") : null,
  ].filter((m) => m !== null);
  const salePriceHkd = item.salePrice === null ? null : convertToHkd(item.salePrice, currencyId);
  return (
    <div className="listing-detail">
      <SearchIconSprite cardsOnly />
      <PageMeta
        title={`${title} | ${t("site.name")}`}
        description={description}
        alternates={props.alternates}
        type="product"
        image={images[0]}
        jsonLd={[
          listingJsonLd({ item, listedAt: detail.listedAt, purpose, url, title, description, images, currencyId }),
          crumbsJsonLd([{ label: t("nav.home"), to: `/${language}` }, ...crumbs], publicUrl, url),
        ]}
      />
      <ListingHeader title={item.building} price={price} purpose={purpose} id={item.id} available={item.available} url={url} />
      <div className="container">
        <Breadcrumbs items={crumbs} />
        <PhotoGallery
          photos={detail.photos}
          title={item.building}
          mapUrl={staticMapUrl(item.lat, item.lng, "detail")}
          marks={marks}
          unavailable={!item.available}
          media={detail.media}
        />
        <div className="detail-layout">
          <div className="detail-main">
            <header className="detail-title">
              <p className={purpose === "rent" ? "purpose-tag purpose-rent" : "purpose-tag purpose-sale"}>
                {t(purpose === "rent" ? "listing.forRent" : "listing.forSale")}
              </p>
              <h1>{item.building}</h1>
              <p className="muted">
                {item.address} · {item.district}
              </p>
              <p className="detail-price" data-testid="detail-price">
                {price ?? "—"}
                {purpose === "rent" && price ? <span className="muted"> {t("listing.perMonth")}</span> : null}
                {item.isSubjectToOffer ? <span className="sto"> {t("listing.subjectToOffer")}</span> : null}
              </p>
              {!item.available ? <p className="mark mark-unavailable">{t("listing.notAvailable")}</p> : null}
              <AdvertFacts referenceId={item.referenceId} listedAt={detail.listedAt} lastUpdated={item.lastUpdated} />
            </header>
            <KeyFacts item={item} purpose={purpose} currencyId={currencyId} />
            <FeatureList features={listingFeatures(item, building, t)} description={description} />
            <div className="follow-row">
              <FollowButton place={{ kind: "building", id: building.id }} name={building.name} />
              <FollowButton place={{ kind: "district", id: building.district_id }} name={building.district_name} />
              {/* The results of this building or district for the listing's purpose, with the save-search dialog open. */}
              <PathLink
                className="button button-ghost"
                to={`${placeSearchPath(language, "building", building.id, building.name, purpose)}#savenow`}
              >
                {t("listing.saveBuildingSearch")}
              </PathLink>
              <PathLink
                className="button button-ghost"
                to={`${placeSearchPath(language, "district", building.district_id, building.district_name, purpose)}#savenow`}
              >
                {t("listing.saveDistrictSearch")}
              </PathLink>
            </div>
            <PriceHistory history={detail.priceHistory} currencyId={currencyId} />
            <NearbyStations stations={detail.nearbyStations} />
            {purpose === "sale" && salePriceHkd ? props.mortgage(salePriceHkd) : null}
            <TransactionsTable
              page={detail.transactions}
              currencyId={currencyId}
              heading={t("listing.buildingTransactions", { building: building.name })}
            />
            <TransactionsTable
              page={detail.otherTransactions}
              currencyId={currencyId}
              showBuilding
              anchor="other-transactions"
              pageParam={OTHER_TRANSACTIONS_PAGE_PARAM}
              heading={t("listing.otherTransactions", {
                place: detail.otherTransactions.scope === "estate" && building.estate_name ? building.estate_name : building.district_name,
              })}
            />
            {detail.otherListings.length > 0 ? (
              <section className="detail-section" aria-labelledby="others-heading">
                <h2 id="others-heading">{t("listing.otherListings", { building: building.name })}</h2>
                <ul className="mini-cards">
                  {detail.otherListings.map((other) => (
                    <MiniCard key={other.id} item={other} currencyId={currencyId} />
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <ContactBar agent={detail.agent} listingId={item.id} referenceId={item.referenceId} language={language} url={url} />
        </div>
      </div>
    </div>
  );
}
