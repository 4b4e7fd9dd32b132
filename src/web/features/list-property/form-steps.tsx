// The listing form's steps but the photos (photo-step.tsx): the flat, size and
// rooms, price, and contact with the summary to look over before sending.
import {
  CONTACT_METHODS,
  MAX_ADDRESS_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_FLOOR_LENGTH,
  MAX_UNIT_LENGTH,
  OTHER_AREA_KINDS,
  offersRent,
  offersSale,
} from "../../../domain/listings/owner-listing-fields.ts";
import { OWNER_LISTING_PURPOSES } from "../../../domain/listings/owner-listing-status.ts";
import type { useI18n } from "../../i18n/i18n.tsx";
import { BuildingPicker } from "../../ui/building-picker.tsx";
import { Check, ErrorLine, PriceBox, TextBox } from "./form-fields.tsx";
import type { ListingForm } from "./listing-form-model.ts";
import type { ListingFormState } from "./use-listing-form.ts";

export type T = ReturnType<typeof useI18n>["t"];

export function PlaceStep({ s, t }: { s: ListingFormState; t: T }) {
  const { form, errors, update } = s;
  return (
    <>
      <fieldset className="lp-fieldset">
        <legend className="field-label">{t("listProperty.purpose")}</legend>
        <div className="lp-segmented" role="radiogroup" aria-invalid={errors.purpose ? true : undefined}>
          {OWNER_LISTING_PURPOSES.map((purpose) => (
            <label key={purpose} className={`lp-segment${form.purpose === purpose ? " is-on" : ""}`}>
              <input
                type="radio"
                name="lp-purpose"
                value={purpose}
                checked={form.purpose === purpose}
                onChange={() => update({ purpose })}
              />
              {t(`listProperty.purpose.${purpose}`)}
            </label>
          ))}
        </div>
        <ErrorLine id="lp-purpose" code={errors.purpose} />
      </fieldset>
      {form.addressTyped ? (
        <div className="form-field">
          <label className="field-label" htmlFor="lp-address">
            {t("listProperty.address")}
          </label>
          <textarea
            id="lp-address"
            className="text-input"
            rows={2}
            maxLength={MAX_ADDRESS_LENGTH}
            value={form.address}
            aria-invalid={errors.buildingId ? true : undefined}
            aria-describedby="lp-address-hint"
            onChange={(e) => update({ address: e.currentTarget.value })}
          />
          <p className="field-hint" id="lp-address-hint">
            {t("listProperty.addressHint")}
          </p>
          <ErrorLine id="lp-address" code={errors.buildingId} />
        </div>
      ) : (
        <BuildingPicker
          id="lp-building"
          purpose={form.purpose === "rent" ? "rent" : "sale"}
          chosen={form.building}
          error={errors.buildingId ? t(`listProperty.error.${errors.buildingId}`) : undefined}
          texts={{
            label: t("listProperty.building"),
            hint: t("listProperty.buildingHint"),
            placeholder: t("listProperty.buildingPlaceholder"),
            searching: t("listProperty.buildingSearching"),
            none: t("listProperty.buildingNone"),
            chooseBlock: t("listProperty.chooseBlock"),
            chosen: t("listProperty.chosenBuilding"),
            change: t("listProperty.changeBuilding"),
          }}
          onChoose={(building) => update({ building })}
        />
      )}
      <button type="button" className="link-button lp-switch" onClick={() => update({ addressTyped: !form.addressTyped })}>
        {form.addressTyped ? t("listProperty.useSuggestions") : t("listProperty.typeAddress")}
      </button>
      <div className="lp-row">
        <TextBox
          id="lp-floor"
          label={t("listProperty.floor")}
          value={form.floor}
          maxLength={MAX_FLOOR_LENGTH}
          hint={t("listProperty.floorHint")}
          error={errors.floor}
          onChange={(floor) => update({ floor })}
        />
        <TextBox
          id="lp-unit"
          label={t("listProperty.unit")}
          value={form.unit}
          maxLength={MAX_UNIT_LENGTH}
          hint={t("listProperty.unitHint")}
          error={errors.unit}
          onChange={(unit) => update({ unit })}
        />
      </div>
    </>
  );
}

export function SizeStep({ s, t }: { s: ListingFormState; t: T }) {
  const { form, errors, update } = s;
  const hasOther = OTHER_AREA_KINDS.some((k) => (form.otherAreas[k] ?? "") !== "");
  return (
    <>
      <div className="lp-row">
        <TextBox
          id="lp-saleable"
          label={t("listProperty.saleableArea")}
          value={form.saleableArea}
          inputMode="numeric"
          maxLength={9}
          hint={t("listProperty.saleableHint")}
          error={errors.saleableArea}
          onChange={(saleableArea) => update({ saleableArea })}
        />
        <TextBox
          id="lp-gross"
          label={t("listProperty.grossArea")}
          value={form.grossArea}
          inputMode="numeric"
          maxLength={9}
          error={errors.grossArea}
          onChange={(grossArea) => update({ grossArea })}
        />
      </div>
      <details className="lp-other-areas" open={hasOther || Object.keys(errors).some((k) => k.startsWith("otherAreas."))}>
        <summary>{t("listProperty.otherAreas")}</summary>
        <p className="field-hint">{t("listProperty.otherAreasHint")}</p>
        <div className="lp-grid">
          {OTHER_AREA_KINDS.map((kind) => (
            <TextBox
              key={kind}
              id={`lp-area-${kind}`}
              label={t(`listProperty.area.${kind}`)}
              value={form.otherAreas[kind] ?? ""}
              inputMode="numeric"
              maxLength={9}
              error={errors[`otherAreas.${kind}`]}
              onChange={(value) => update({ otherAreas: { ...form.otherAreas, [kind]: value } })}
            />
          ))}
        </div>
      </details>
      <div className="lp-row">
        <TextBox
          id="lp-bedrooms"
          label={t("listProperty.bedrooms")}
          value={form.bedrooms}
          inputMode="numeric"
          maxLength={2}
          error={errors.bedrooms}
          onChange={(bedrooms) => update({ bedrooms })}
        />
        <TextBox
          id="lp-bathrooms"
          label={t("listProperty.bathrooms")}
          value={form.bathrooms}
          inputMode="numeric"
          maxLength={2}
          error={errors.bathrooms}
          onChange={(bathrooms) => update({ bathrooms })}
        />
      </div>
      <div className="lp-checks">
        <Check id="lp-maid" label={t("listProperty.maidRoom")} checked={form.maidRoom} onChange={(maidRoom) => update({ maidRoom })} />
        <Check id="lp-parking" label={t("listProperty.parking")} checked={form.parking} onChange={(parking) => update({ parking })} />
        <Check
          id="lp-outdoor"
          label={t("listProperty.outdoorSpace")}
          checked={form.outdoorSpace}
          onChange={(outdoorSpace) => update({ outdoorSpace })}
        />
      </div>
    </>
  );
}

export function PriceStep({ s, t }: { s: ListingFormState; t: T }) {
  const { form, errors, update } = s;
  return (
    <>
      {offersSale(form.purpose) || form.purpose === null ? (
        <PriceBox
          id="lp-price"
          label={t("listProperty.askingPrice")}
          hint={t("listProperty.askingPriceHint")}
          value={form.askingPrice}
          error={errors.askingPrice}
          onChange={(askingPrice) => update({ askingPrice })}
        />
      ) : null}
      {offersRent(form.purpose) ? (
        <>
          <PriceBox
            id="lp-rent"
            label={t("listProperty.rent")}
            hint={t("listProperty.rentHint")}
            value={form.rent}
            error={errors.rent}
            onChange={(rent) => update({ rent })}
          />
          <fieldset className="lp-fieldset">
            <legend className="field-label">{t("listProperty.managementFee")}</legend>
            <div className="lp-segmented">
              {([true, false] as const).map((included) => (
                <label key={String(included)} className={`lp-segment${form.managementFeeIncluded === included ? " is-on" : ""}`}>
                  <input
                    type="radio"
                    name="lp-fee"
                    checked={form.managementFeeIncluded === included}
                    onChange={() => update({ managementFeeIncluded: included })}
                  />
                  {t(included ? "listProperty.feeIncluded" : "listProperty.feeExcluded")}
                </label>
              ))}
            </div>
            <ErrorLine id="lp-fee" code={errors.managementFeeIncluded} />
          </fieldset>
        </>
      ) : null}
      <div className="form-field">
        <label className="field-label" htmlFor="lp-description">
          {t("listProperty.descriptionLabel")}
        </label>
        <textarea
          id="lp-description"
          className="text-input"
          rows={6}
          maxLength={MAX_DESCRIPTION_LENGTH}
          value={form.description}
          aria-describedby="lp-description-hint"
          aria-invalid={errors.description ? true : undefined}
          onChange={(e) => update({ description: e.currentTarget.value })}
        />
        <p className="field-hint" id="lp-description-hint">
          {t("listProperty.descriptionHint", { max: MAX_DESCRIPTION_LENGTH })}
        </p>
        <ErrorLine id="lp-description" code={errors.description} />
      </div>
    </>
  );
}

/** The listing's facts in a few lines, to look over before sending. */
function Summary({ form, t }: { form: ListingForm; t: T }) {
  const place = form.addressTyped ? form.address : (form.building?.label ?? "");
  const rows: [string, string][] = [
    [t("listProperty.purpose"), form.purpose ? t(`listProperty.purpose.${form.purpose}`) : ""],
    [t("listProperty.building"), place],
    [t("listProperty.floor"), [form.floor, form.unit].filter(Boolean).join(" / ")],
    [t("listProperty.saleableArea"), form.saleableArea],
    [t("listProperty.askingPrice"), offersSale(form.purpose) ? form.askingPrice : ""],
    [t("listProperty.rent"), offersRent(form.purpose) ? form.rent : ""],
    [t("listProperty.photos"), String(form.photos.filter((p) => p.error === null).length)],
  ];
  return (
    <dl className="lp-summary">
      {rows
        .filter(([, value]) => value !== "")
        .map(([label, value]) => (
          <div key={label} className="lp-summary-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function ContactStep({ s, t }: { s: ListingFormState; t: T }) {
  const { form, errors, update } = s;
  return (
    <>
      <fieldset className="lp-fieldset">
        <legend className="field-label">{t("listProperty.contactBy")}</legend>
        <div className="lp-checks">
          {CONTACT_METHODS.map((method) => (
            <Check
              key={method}
              id={`lp-contact-${method}`}
              label={t(`listProperty.contact.${method}`)}
              checked={form.contactBy.includes(method)}
              onChange={(on) => update({ contactBy: on ? [...form.contactBy, method] : form.contactBy.filter((m) => m !== method) })}
            />
          ))}
        </div>
        <ErrorLine id="lp-contact" code={errors.contactBy} />
      </fieldset>
      <section className="lp-review" aria-labelledby="lp-review-title">
        <h3 id="lp-review-title">{t("listProperty.review")}</h3>
        <Summary form={form} t={t} />
        <p className="field-hint">{t("listProperty.consent")}</p>
      </section>
    </>
  );
}
