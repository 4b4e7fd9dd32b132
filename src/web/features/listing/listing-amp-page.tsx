import type { ListingDetail } from "../../../server/services/listing-detail/listing-detail-service.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import { useStaticMapUrl } from "../../lib/root-data.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { PageMeta } from "../../ui/page-meta.tsx";
import { ContactBar } from "./contact-bar.tsx";
import { AdvertFacts } from "./advert-facts.tsx";
import { KeyFacts } from "./key-facts.tsx";
import type { DetailPurpose } from "./listing-format.ts";
import { listingPriceText } from "../../../domain/money/price.ts";
import { photoAt } from "../../lib/photo-sources.ts";

const PHOTOS = 6;

/**
 * The lightweight detail page (and its not-found page): key facts, photos and contact
 * links as plain HTML with no client scripts (its route opts out of
 * hydration). `alternates` are the full page's paths, so the canonical and
 * hreflang links point there and search engines index only the full page.
 */
export function ListingAmpPage(props: {
  detail: ListingDetail;
  purpose: DetailPurpose;
  alternates: Record<LanguageCode, string>;
  currencyId: CurrencyId;
}) {
  const { t, language } = useI18n();
  const staticMapUrl = useStaticMapUrl();
  const { publicUrl } = useRootData();
  const { detail, purpose, currencyId } = props;
  const item = detail.listing;
  const price = listingPriceText(item, purpose, currencyId, language);
  const title = t(purpose === "rent" ? "listing.titleRent" : "listing.titleSale", {
    building: item.building,
    beds: item.bedrooms,
    price: price ?? "",
  });
  const fullPage = props.alternates[language];
  const photos = [...detail.photos.PP, ...detail.photos.FP].slice(0, PHOTOS);
  return (
    <div className="container page-narrow listing-amp">
      <PageMeta
        title={`${title} | ${t("site.name")}`}
        description={t("listing.description", {
          beds: item.bedrooms,
          size: item.sizeSaleable,
          floor: item.floor,
          building: item.building,
          district: item.district,
        })}
        alternates={props.alternates}
        type="product"
        image={photos[0] ? photoAt(photos[0].path, 1280) : undefined}
      />
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
        <p>
          <a href={fullPage} className="button button-secondary">
            {t("listing.ampFullPage")}
          </a>
        </p>
      </header>
      <KeyFacts item={item} purpose={purpose} currencyId={currencyId} />
      <section className="detail-section" aria-labelledby="amp-photos-heading">
        <h2 id="amp-photos-heading">{t("listing.ampPhotos")}</h2>
        {photos.length > 0 ? (
          <ul className="amp-photos">
            {photos.map((photo, index) => (
              <li key={photo.path}>
                <img
                  src={photoAt(photo.path, 640)}
                  alt={photo.caption || t("listing.photoOf", { n: index + 1, total: photos.length })}
                  width={640}
                  height={480}
                  loading={index === 0 ? "eager" : "lazy"}
                />
              </li>
            ))}
          </ul>
        ) : (
          <img
            className="gallery-map"
            src={staticMapUrl(item.lat, item.lng, "detail")}
            alt={t("listing.mapOf", { name: item.building })}
            width={640}
            height={480}
          />
        )}
      </section>
      <h2 className="visually-hidden">{t("listing.ampContact")}</h2>
      <ContactBar
        agent={detail.agent}
        listingId={item.id}
        referenceId={item.referenceId}
        language={language}
        url={`${publicUrl}${fullPage}`}
      />
    </div>
  );
}
