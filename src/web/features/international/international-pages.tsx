import { Link } from "react-router";
import type { InternationalListing } from "../../../server/services/international/international-listings.ts";
import { internationalListingPath, internationalSectionPath } from "../../../domain/listing/international-path.ts";
import { ENQUIRY_TYPE } from "../../../domain/enquiry/enquiry-codes.ts";
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { EnquireButton } from "../../ui/enquire-button.tsx";
import { photoAt, photoSrcSet } from "../../lib/photo-sources.ts";

const LOCALES: Record<LanguageCode, string> = { en: "en-HK", "zh-hk": "zh-HK", "zh-cn": "zh-CN" };

/** A price in the listing's own currency (pounds in London, yen in Tokyo), whole units. */
export function localPrice(listing: Pick<InternationalListing, "price" | "currency">, language: LanguageCode): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: "currency",
    currency: listing.currency,
    currencyDisplay: "symbol",
    maximumFractionDigits: 0,
  }).format(listing.price);
}

/** The overseas listings, a section of their own: a card for each, and an enquiry about international homes. */
export function InternationalSection(props: { listings: InternationalListing[] }) {
  const { t, language } = useI18n();
  return (
    <div className="container page-wide international">
      <PageMeta title={`${t("international.title")} | ${t("site.name")}`} description={t("international.description")} />
      <Breadcrumbs items={[{ label: t("international.title") }]} />
      <h1>{t("international.title")}</h1>
      <p className="lead">{t("international.lead")}</p>
      <div className="button-row">
        <EnquireButton className="button button-primary" target={{ enquiryType: ENQUIRY_TYPE.Search_International_Property }}>
          {t("international.enquireSearch")}
        </EnquireButton>
      </div>
      <ul className="international-cards">
        {props.listings.map((l) => (
          <li key={l.id} className="international-card" data-testid="international-card">
            <img
              src={photoAt(l.photos[0]!, 640)}
              srcSet={photoSrcSet(l.photos[0]!)}
              sizes="(min-width: 768px) 33vw, 100vw"
              alt=""
              width={640}
              height={480}
              loading="lazy"
            />
            <div className="international-card-body">
              <p className="international-place">
                {l.city} · {l.country}
              </p>
              <h2>
                <Link to={internationalListingPath(language, l)} className="card-link">
                  {l.name}
                </Link>
              </h2>
              <p className="international-price">{localPrice(l, language)}</p>
              <p className="muted">
                {t("international.facts", { beds: l.bedrooms, baths: l.bathrooms, size: l.sizeSqft.toLocaleString(LOCALES[language]) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One overseas listing: its photos, price in its own currency, facts and an enquiry about it. */
export function InternationalDetail(props: { listing: InternationalListing; alternates: Record<LanguageCode, string> }) {
  const { t, language } = useI18n();
  const l = props.listing;
  return (
    <div className="container page-wide international">
      <PageMeta
        title={`${l.name}, ${l.city} | ${t("site.name")}`}
        description={l.description}
        alternates={props.alternates}
        type="product"
      />
      <Breadcrumbs items={[{ label: t("international.title"), to: internationalSectionPath(language) }, { label: l.name }]} />
      <p className="purpose-tag purpose-sale">{t("international.forSale", { city: l.city, country: l.country })}</p>
      <h1>{l.name}</h1>
      <p className="detail-price" data-testid="international-price">
        {localPrice(l, language)}
      </p>
      <ul className="international-photos">
        {l.photos.map((p, i) => (
          <li key={p}>
            <img
              src={photoAt(p, 640)}
              srcSet={photoSrcSet(p)}
              sizes="(min-width: 768px) 50vw, 100vw"
              alt={t("international.photoOf", { n: i + 1, name: l.name })}
              width={640}
              height={480}
              loading={i === 0 ? "eager" : "lazy"}
            />
          </li>
        ))}
      </ul>
      <dl className="international-facts">
        <div>
          <dt>{t("international.bedrooms")}</dt>
          <dd>{l.bedrooms}</dd>
        </div>
        <div>
          <dt>{t("international.bathrooms")}</dt>
          <dd>{l.bathrooms}</dd>
        </div>
        <div>
          <dt>{t("international.size")}</dt>
          <dd>{t("international.sqft", { size: l.sizeSqft.toLocaleString(LOCALES[language]) })}</dd>
        </div>
        <div>
          <dt>{t("international.tenure")}</dt>
          <dd>{l.tenure}</dd>
        </div>
      </dl>
      <p>{l.description}</p>
      <div className="button-row">
        <EnquireButton
          className="button button-primary"
          target={{ enquiryType: ENQUIRY_TYPE.International_Property_Details, internationalListingId: l.id }}
        >
          {t("international.enquire")}
        </EnquireButton>
        <Link className="button button-ghost" to={internationalSectionPath(language)}>
          {t("international.all")}
        </Link>
      </div>
    </div>
  );
}
