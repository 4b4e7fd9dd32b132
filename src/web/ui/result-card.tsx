import { PathLink } from "./path-link.tsx";
import type { CurrencyId } from "../../domain/money/currency.ts";
import { listingPath } from "../../domain/listing/listing-path.ts";
import { floorLabel } from "../../domain/listing/floor-label.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { bannerIsLong, cardPerSqft, cardPurpose, sqft, type CardPurpose } from "../lib/card-format.ts";
import { listingPriceText } from "../../domain/money/price.ts";
import { CARD_PHOTO_WIDTHS, photoSrcSet } from "../lib/photo-sources.ts";
import { useFavourite } from "../lib/use-favourite.ts";
import { RelativeTime } from "./relative-time.tsx";
import { cardTuple, type CardItem } from "../lib/cards-json.ts";
import { SearchIcon } from "./search-icons.tsx";
import { useStaticMapUrl } from "../lib/root-data.ts";
import type { EnquiryTarget } from "../lib/layout-state.ts";
import { EnquireButton } from "./enquire-button.tsx";
import { relativeDate } from "../../domain/dates/format.ts";
import type { LanguageCode } from "../../domain/i18n/languages.ts";

export type ResultCardProps = {
  item: CardItem;
  searched: CardPurpose;
  currencyId: CurrencyId;
  layout: "grid" | "list";
  eager?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Where the card offers Enquire (results pages): the enquiry's type and what follows a sent one; the card adds its listing. */
  enquiry?: Omit<EnquiryTarget, "listingId" | "referenceId">;
};

/**
 * Everything a card's markup depends on beyond the build and the portal's settings, for keeping it between server
 * renders (decision 0068): its props (of the item what a card shows, as the browser gets it; of the enquiry only that
 * there is one, the rest is what a click does), the language, and how long ago the listing was updated as read today.
 * A card that showed something from elsewhere would be written stale: result-card.test.ts holds the key to what the
 * card shows, and bench:same-markup and the page-cache journey hold kept pages to fresh ones.
 */
export function resultCardMarkupKey(props: ResultCardProps, language: LanguageCode, now = new Date()): string {
  const { item, searched, currencyId, layout, eager = false, headingLevel = 2, enquiry } = props;
  const updated = relativeDate(new Date(item.lastUpdated), now);
  return JSON.stringify([language, searched, currencyId, layout, eager, headingLevel, enquiry !== undefined, updated, cardTuple(item)]);
}

/** A result card: photo and price first, saleable area before gross, marks on the photo. */
export function ResultCard({ item, searched, currencyId, layout, eager = false, headingLevel = 2, enquiry }: ResultCardProps) {
  const { t, language } = useI18n();
  const staticMapUrl = useStaticMapUrl();
  // Results are listings on the market, so a card saves an available one.
  const purpose = cardPurpose(item, searched);
  // The heart keeps the purpose the card shows: a rental hearted from a rent search stays one in the saved lists.
  const favourite = useFavourite(item.id, true, purpose, item.isSaved === true);
  const price = listingPriceText(item, purpose, currencyId, language);
  const perSqft = cardPerSqft(item, purpose, currencyId);
  const photo = item.images[0];
  const href = listingPath(language, purpose, item.building, item.referenceId);
  const subjectToOffer = purpose === "rent" ? item.isLeaseSubjectToOffer : item.isSaleSubjectToOffer;
  const Heading = (["h2", "h3", "h4"] as const)[headingLevel - 2] ?? "h2";
  const saleable = sqft(item.sizeSaleable);
  const gross = sqft(item.sizeGross);
  return (
    <article className={`result-card result-card-${layout}`} data-testid="result-card">
      <div className="card-photo">
        {photo ? (
          <img
            src={photo.path}
            srcSet={photoSrcSet(photo.path, CARD_PHOTO_WIDTHS)}
            sizes={layout === "grid" ? "(min-width: 768px) 33vw, 100vw" : "(min-width: 768px) 320px, 100vw"}
            alt={photo.caption || item.building}
            width={640}
            height={480}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            fetchPriority={eager ? "high" : "auto"}
          />
        ) : (
          // No photos: the static map of where it is (zoom 16, a red marker), the table size in the list view.
          <img
            className="card-map"
            src={staticMapUrl(item.lat, item.lng, layout === "list" ? "table" : "detail")}
            alt={t("search.card.mapOf", { name: item.building })}
            width={layout === "list" ? 300 : 640}
            height={layout === "list" ? 200 : 480}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        )}
        <div className="card-marks">
          {item.banners.map((b) => (
            <span
              key={b.label}
              className={`card-banner card-banner-${b.bannerType}${bannerIsLong(b.label) ? " card-banner-long" : ""}`}
              style={{ background: b.bannerColour, color: b.labelColour }}
            >
              {b.label}
            </span>
          ))}
          {item.isExclusive && !item.banners.some((b) => b.label === t("search.card.exclusive")) ? (
            <span className="card-mark">{t("search.card.exclusive")}</span>
          ) : null}
          {item.isSoleAgent || item.isJointSoleAgent ? (
            <span className="card-mark">{t(item.isSoleAgent ? "search.card.soleAgent" : "search.card.jointSoleAgent")}</span>
          ) : null}
        </div>
        <div className="card-media-marks">
          {/* The marks open the listing at its tour or its video. */}
          {item.isVirtual ? (
            <PathLink to={`${href}#tab=vr`} className="card-mark card-mark-icon" title={t("search.card.virtualTour")}>
              <SearchIcon name="tour" size={16} />
              <span className="visually-hidden">{t("search.card.virtualTourOf", { building: item.building })}</span>
            </PathLink>
          ) : null}
          {item.isVideo ? (
            <PathLink to={`${href}#tab=video`} className="card-mark card-mark-icon" title={t("search.card.video")}>
              <SearchIcon name="video" size={16} />
              <span className="visually-hidden">{t("search.card.videoOf", { building: item.building })}</span>
            </PathLink>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        className={`card-save${favourite.saved ? " is-saved" : ""}`}
        aria-pressed={favourite.saved}
        aria-label={t("search.card.save", { building: item.building })}
        onClick={favourite.toggle}
      >
        <SearchIcon name="heart" size={20} />
      </button>
      <div className="card-body">
        <p className="card-price">
          <span className={`card-purpose card-purpose-${purpose}`}>
            {t(purpose === "rent" ? "search.card.forRent" : "search.card.forSale")}
          </span>
          {price ? <strong>{price}</strong> : <strong>{t("search.card.priceOnRequest")}</strong>}
          {price && purpose === "rent" ? <span className="card-per">{t("search.card.perMonth")}</span> : null}
        </p>
        <p className="card-sub">
          {subjectToOffer ? <span>{t("search.card.subjectToOffer")}</span> : null}
          {purpose === "rent" && item.includeManagementFee ? (
            <span>{t(item.includeManagementFee === "I" ? "search.card.feeIncluded" : "search.card.feeExcluded")}</span>
          ) : null}
        </p>
        <Heading className="card-title">
          <PathLink to={href} className="card-link">
            {item.building}
          </PathLink>
        </Heading>
        <p className="card-place">
          {[item.district, item.floor ? t("search.card.floor", { floor: floorLabel(item.floor, language) }) : ""]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <dl className="card-facts">
          {saleable ? (
            <div>
              <dt>{t("search.card.saleable")}</dt>
              <dd className="num">{t("search.card.sqft", { size: saleable })}</dd>
            </div>
          ) : null}
          {gross ? (
            <div className="card-fact-minor">
              <dt>{t("search.card.gross")}</dt>
              <dd className="num">{t("search.card.sqft", { size: gross })}</dd>
            </div>
          ) : null}
          {perSqft ? (
            <div>
              <dt>{t(perSqft.basis === "saleable" ? "search.card.perSqftSaleable" : "search.card.perSqftGross")}</dt>
              <dd className="num">{perSqft.text}</dd>
            </div>
          ) : null}
        </dl>
        <p className="card-rooms">
          <span>
            <SearchIcon name="bed" size={16} />{" "}
            {item.bedrooms === 0 ? t("search.card.studio") : t("search.card.beds", { count: item.bedrooms })}
          </span>
          <span>
            <SearchIcon name="bath" size={16} /> {t("search.card.baths", { count: item.bathrooms })}
          </span>
        </p>
        <div className="card-foot">
          {item.agentImage ? (
            <img className="card-agent-photo" src={item.agentImage} alt="" width={32} height={32} loading="lazy" decoding="async" />
          ) : null}
          <span className="card-agent">{item.agentName}</span>
          <RelativeTime iso={item.lastUpdated} />
        </div>
        {enquiry ? (
          <EnquireButton
            className="button button-secondary card-enquire"
            target={{ ...enquiry, listingId: item.id, referenceId: item.referenceId }}
          >
            {t("enquiry.enquire")}
            <span className="visually-hidden"> {item.building}</span>
          </EnquireButton>
        ) : null}
      </div>
    </article>
  );
}
