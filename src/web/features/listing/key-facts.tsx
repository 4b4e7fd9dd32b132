import type { ResultItem } from "../../../server/services/search/result-item.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { layoutKey, isLayoutId } from "../../../domain/listing/layouts.ts";
import { floorLabel } from "../../../domain/listing/floor-label.ts";
import { groupThousands } from "../../../domain/money/number-text.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { detailPerSqft, knownAge, type DetailPurpose } from "./listing-format.ts";

/** The facts a buyer compares: saleable area first (the honest number), then gross, price per sq ft, rooms, floor, age. */
export function KeyFacts(props: { item: ResultItem; purpose: DetailPurpose; currencyId: CurrencyId }) {
  const { t, language } = useI18n();
  const { item } = props;
  const perSqft = detailPerSqft(item, props.purpose, props.currencyId);
  const age = knownAge(item.buildingAge);
  const fee =
    item.includeManagementFee === "I"
      ? "listing.feeIncluded"
      : item.includeManagementFee === "E"
        ? "listing.feeExcluded"
        : "listing.feeUnknown";
  const maid = item.amenities.find((a) => a.key === "maid")?.value ?? 0;
  const rows: [string, string][] = [
    [t("listing.saleableArea"), item.sizeSaleable > 0 ? t("listing.sqft", { size: groupThousands(item.sizeSaleable) }) : "—"],
    [t("listing.grossArea"), item.sizeGross > 0 ? t("listing.sqft", { size: groupThousands(item.sizeGross) }) : "—"],
    [perSqft?.basis === "gross" ? t("listing.perSqftGross") : t("listing.perSqftSaleable"), perSqft?.text ?? "—"],
    [t("listing.bedrooms"), item.bedrooms === 0 ? t("listing.studio") : String(item.bedrooms)],
    [t("listing.bathrooms"), String(item.bathrooms)],
    [t("listing.maidRoom"), maid > 0 ? String(maid) : t("listing.none")],
    [t("listing.floor"), floorLabel(item.floor, language) || "—"],
    [t("listing.buildingAge"), age === null ? t("listing.unknown") : t("listing.years", { count: age })],
    [t("listing.layout"), isLayoutId(item.layout) ? t(`listing.layout.${layoutKey(item.layout)}`) : "—"],
  ];
  if (props.purpose === "rent") rows.push([t("listing.managementFee"), t(fee)]);
  return (
    <dl className="key-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
