import { FILTER_SIZE_PRESETS, HEADER_SIZE_PRESETS, SCALE_TOP } from "../../../domain/money/presets.ts";
import { SIZE_TYPES } from "../../../domain/money/size.ts";
import { clearPrice, clearSize } from "../../../domain/search/filter-state.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { priceAmount, rangeText, sizeAmount } from "./range-text.ts";
import { customPrices, filterPricePresets, headerPricePresets, samePreset } from "./price-options.ts";
import { PriceBox } from "./price-box.tsx";
import type { SectionProps } from "./filter-section-types.ts";

function RangeSelect(props: {
  id: string;
  label: string;
  value: number;
  options: number[];
  unlimited: string;
  format: (n: number) => string;
  onPick: (n: number) => void;
}) {
  return (
    <label className="range-select" htmlFor={props.id}>
      <span className="field-label">{props.label}</span>
      <select id={props.id} className="select" value={String(props.value)} onChange={(e) => props.onPick(Number(e.target.value))}>
        {props.options.map((n) => (
          <option key={n} value={n}>
            {n < 0 ? props.unlimited : props.format(n)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function PriceSection({ filter, onChange, variant, idPrefix }: SectionProps) {
  const { t, language } = useI18n();
  const format = priceAmount(filter.currencyId, language);
  const presets =
    variant === "header" ? headerPricePresets(filter.mode, filter.currencyId) : filterPricePresets(filter.mode, filter.currencyId);
  const custom = customPrices(filter.mode, filter.currencyId);
  const unlimited = t("search.range.unlimited");
  return (
    <fieldset className="filter-section">
      <legend>{t("search.filter.price")}</legend>
      <div className="chip-row">
        {presets.map((p) => (
          <button
            key={`${p.min}-${p.max}`}
            type="button"
            className="chip chip-button"
            aria-pressed={samePreset(p, filter.priceMin, filter.priceMax)}
            onClick={() =>
              onChange((s) => (samePreset(p, s.priceMin, s.priceMax) ? clearPrice(s) : { ...s, priceMin: p.min, priceMax: p.max }))
            }
          >
            {rangeText(p, SCALE_TOP[filter.mode], t, format)}
          </button>
        ))}
      </div>
      <div className="range-row">
        <PriceBox
          id={`${idPrefix}-price-min`}
          label={t("search.range.min")}
          value={filter.priceMin}
          suggestions={custom}
          emptyText={t("search.range.noMin")}
          format={format}
          onPick={(n) => onChange((s) => ({ ...s, priceMin: n, priceMax: s.priceMax >= 0 && s.priceMax < n ? -1 : s.priceMax }))}
        />
        <PriceBox
          id={`${idPrefix}-price-max`}
          label={t("search.range.max")}
          value={filter.priceMax}
          suggestions={custom}
          emptyText={unlimited}
          format={format}
          onPick={(n) => onChange((s) => ({ ...s, priceMax: n === 0 ? -1 : n, priceMin: n > 0 && s.priceMin > n ? 0 : s.priceMin }))}
        />
      </div>
    </fieldset>
  );
}

const CUSTOM_SIZES = [300, 400, 500, 600, 800, 1000, 1200, 1500, 2000, 2500, 3000, 4500];

export function SizeSection({ filter, onChange, variant, idPrefix }: SectionProps) {
  const { t } = useI18n();
  const presets = variant === "header" ? HEADER_SIZE_PRESETS : FILTER_SIZE_PRESETS;
  const format = sizeAmount(t);
  const unlimited = t("search.range.unlimited");
  return (
    <fieldset className="filter-section">
      <legend>{t("search.filter.size")}</legend>
      <div className="chip-row" role="radiogroup" aria-label={t("search.filter.sizeType")}>
        {SIZE_TYPES.map((type) => (
          <label key={type} className="chip">
            <input
              type="radio"
              name={`${idPrefix}-size-type`}
              checked={filter.sizeType === type}
              onChange={() => onChange((s) => ({ ...s, sizeType: type }))}
            />
            <span>{t(`search.sizeType.${type}`)}</span>
          </label>
        ))}
      </div>
      <div className="chip-row">
        {presets.map((p) => (
          <button
            key={`${p.min}-${p.max}`}
            type="button"
            className="chip chip-button"
            aria-pressed={samePreset(p, filter.sizeMin, filter.sizeMax)}
            onClick={() => onChange((s) => (samePreset(p, s.sizeMin, s.sizeMax) ? clearSize(s) : { ...s, sizeMin: p.min, sizeMax: p.max }))}
          >
            {rangeText(p, SCALE_TOP.size, t, format)}
          </button>
        ))}
      </div>
      <div className="range-row">
        <RangeSelect
          id={`${idPrefix}-size-min`}
          label={t("search.range.min")}
          value={filter.sizeMin}
          options={[0, ...CUSTOM_SIZES]}
          unlimited={unlimited}
          format={format}
          onPick={(n) => onChange((s) => ({ ...s, sizeMin: n, sizeMax: s.sizeMax >= 0 && s.sizeMax < n ? -1 : s.sizeMax }))}
        />
        <RangeSelect
          id={`${idPrefix}-size-max`}
          label={t("search.range.max")}
          value={filter.sizeMax}
          options={[...CUSTOM_SIZES, -1]}
          unlimited={unlimited}
          format={format}
          onPick={(n) => onChange((s) => ({ ...s, sizeMax: n, sizeMin: n >= 0 && s.sizeMin > n ? 0 : s.sizeMin }))}
        />
      </div>
    </fieldset>
  );
}
