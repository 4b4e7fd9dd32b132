import { PathLink } from "../../ui/path-link.tsx";
import type { ResultItem } from "../../../server/services/search/result-item.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { listingPath } from "../../../domain/listing/listing-path.ts";
import { floorLabel } from "../../../domain/listing/floor-label.ts";
import { groupThousands } from "../../../domain/money/number-text.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { listingPriceText } from "../../../domain/money/price.ts";
import { photoAt } from "../../lib/photo-sources.ts";
import { useStaticMapUrl } from "../../lib/root-data.ts";

/** The fields of a listing that a mini card shows. */
export type MiniItem = Pick<
  ResultItem,
  "id" | "referenceId" | "salePrice" | "leasePrice" | "images" | "building" | "floor" | "bedrooms" | "sizeSaleable" | "lat" | "lng"
>;

/** Only what a mini card shows, with the first photo: the detail page's loader data carries several. */
export function miniItem(i: ResultItem): MiniItem {
  return {
    id: i.id,
    referenceId: i.referenceId,
    salePrice: i.salePrice,
    leasePrice: i.leasePrice,
    images: i.images.slice(0, 1),
    building: i.building,
    floor: i.floor,
    bedrooms: i.bedrooms,
    sizeSaleable: i.sizeSaleable,
    lat: i.lat,
    lng: i.lng,
  };
}

/**
 * A compact card for "other listings in this building": its photo (or, without
 * photos, the static map of where it is, as result cards do), whether it is for
 * sale, for rent or both, and its price.
 */
export function MiniCard(props: { item: MiniItem; currencyId: CurrencyId }) {
  const { t, language } = useI18n();
  const staticMapUrl = useStaticMapUrl();
  const { item } = props;
  const purpose = item.salePrice !== null ? "sale" : "rent";
  const purposes = [item.salePrice !== null ? "sale" : null, item.leasePrice !== null ? "rent" : null].filter((p) => p !== null);
  const photo = item.images[0];
  return (
    <li className="mini-card">
      {photo ? (
        <img src={photoAt(photo.path, 320)} alt="" width={320} height={240} loading="lazy" />
      ) : (
        <img className="mini-card-map" src={staticMapUrl(item.lat, item.lng, "table")} alt="" width={300} height={200} loading="lazy" />
      )}
      <div className="mini-card-body">
        <p className="mini-card-price">
          {purposes.map((p) => (
            <span key={p} className={`card-purpose card-purpose-${p}`}>
              {t(p === "rent" ? "listing.forRent" : "listing.forSale")}
            </span>
          ))}{" "}
          {listingPriceText(item, purpose, props.currencyId, language)}
        </p>
        <PathLink to={listingPath(language, purpose, item.building, item.referenceId)} className="mini-card-link">
          {t("listing.miniTitle", { floor: floorLabel(item.floor, language), beds: item.bedrooms })}
        </PathLink>
        <p className="muted">{t("listing.sqft", { size: groupThousands(item.sizeSaleable) })}</p>
      </div>
    </li>
  );
}
