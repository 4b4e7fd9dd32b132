import { useEffect, useState } from "react";
import { isKeywordSearchable } from "../../../domain/validation/keyword.ts";
import { LAYOUTS } from "../../../domain/listing/layouts.ts";
import { AMENITIES, SHOW_ONLY } from "../../../domain/listing/amenities.ts";
import { BED_OPTIONS } from "../../../domain/money/presets.ts";
import { selectBed, toggleAmenity, toggleLayout, toggleShowOnly } from "../../../domain/search/filter-state.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import type { SectionProps } from "./filter-section-types.ts";

export function PurposeSection({ filter, onChange, idPrefix }: SectionProps) {
  const { t } = useI18n();
  return (
    <fieldset className="filter-section">
      <legend>{t("search.filter.type")}</legend>
      <div className="chip-row">
        {(["sale", "rent"] as const).map((mode) => (
          <label key={mode} className="chip">
            <input
              type="radio"
              name={`${idPrefix}-mode`}
              checked={filter.mode === mode}
              onChange={() => onChange((s) => ({ ...s, mode }))}
            />
            <span>{t(mode === "sale" ? "search.buy" : "search.rent")}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function LayoutSection({ filter, onChange }: SectionProps) {
  const { t } = useI18n();
  return (
    <fieldset className="filter-section">
      <legend>{t("search.filter.layout")}</legend>
      <div className="chip-row">
        {LAYOUTS.map((l) => (
          <label key={l.id} className="chip">
            <input type="checkbox" checked={filter.layouts.includes(l.id)} onChange={() => onChange((s) => toggleLayout(s, l.id))} />
            <span>{t(`search.layout.${l.key}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function BedsSection({ filter, onChange }: SectionProps) {
  const { t } = useI18n();
  return (
    <fieldset className="filter-section">
      <legend>{t("search.filter.beds")}</legend>
      <div className="chip-row">
        {BED_OPTIONS.map((bed) => (
          <button
            key={bed}
            type="button"
            className="chip chip-button"
            aria-pressed={filter.bed === bed}
            onClick={() => onChange((s) => selectBed(s, bed))}
          >
            {bed === "studio" ? t("search.beds.studio") : t("search.beds.atLeast", { count: bed })}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function AmenitiesSection({ filter, onChange }: SectionProps) {
  const { t } = useI18n();
  return (
    <>
      <fieldset className="filter-section">
        <legend>{t("search.filter.amenities")}</legend>
        <div className="chip-row">
          {AMENITIES.map((a) => (
            <label key={a.id} className="chip">
              <input type="checkbox" checked={filter.amenities.includes(a.id)} onChange={() => onChange((s) => toggleAmenity(s, a.id))} />
              <span>{t(`search.amenity.${a.key}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="filter-section">
        <legend>{t("search.filter.showOnly")}</legend>
        <div className="chip-row">
          {SHOW_ONLY.map((o) => (
            <label key={o.id} className="chip">
              <input type="checkbox" checked={filter.showOnly.includes(o.id)} onChange={() => onChange((s) => toggleShowOnly(s, o.id))} />
              <span>{t(`search.showOnly.${o.key}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** The keyword is taken on Enter or when leaving the field, and only from the minimum length (shorter keywords match too much to be useful). */
export function KeywordSection({ filter, onChange, idPrefix }: SectionProps) {
  const { t } = useI18n();
  const [text, setText] = useState(filter.keyword);
  useEffect(() => setText(filter.keyword), [filter.keyword]);
  const commit = () => {
    if (text.trim() === "" || isKeywordSearchable(text)) onChange((s) => ({ ...s, keyword: text.trim() }));
  };
  return (
    <form
      className="filter-section"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        commit();
      }}
    >
      <label className="field-label" htmlFor={`${idPrefix}-keyword`}>
        {t("search.filter.keyword")}
      </label>
      <div className="inline-field">
        <input
          id={`${idPrefix}-keyword`}
          className="text-input"
          type="search"
          value={text}
          placeholder={t("search.overlay.hint")}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
        />
        <button type="submit" className="button button-primary">
          {t("search.filter.go")}
        </button>
      </div>
    </form>
  );
}
