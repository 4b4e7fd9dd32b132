import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
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
import { groupThousands } from "../../../domain/money/number-text.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { BuildingPicker } from "../../ui/building-picker.tsx";
import { FORM_STEPS, readPrice, type FormStep, type ListingForm } from "./listing-form-model.ts";
import { PhotoStep } from "./photo-step.tsx";
import type { ListingFormState } from "./use-listing-form.ts";

type T = ReturnType<typeof useI18n>["t"];

/** A field's error line, tied to its input by id. */
function ErrorLine(props: { id: string; code: string | undefined }) {
  const { t } = useI18n();
  return props.code ? (
    <p className="field-error" id={`${props.id}-error`}>
      {t(`listProperty.error.${props.code}`)}
    </p>
  ) : null;
}

/** A labelled text box with its hint and error. */
function TextBox(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  maxLength?: number;
  inputMode?: "numeric" | "decimal" | "text";
  className?: string;
  autoComplete?: string;
}) {
  const describedBy = [props.hint ? `${props.id}-hint` : "", props.error ? `${props.id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={`form-field ${props.className ?? ""}`}>
      <label className="field-label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.id}
        className="text-input"
        type="text"
        value={props.value}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete ?? "off"}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
      {props.hint ? (
        <p className="field-hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      <ErrorLine id={props.id} code={props.error} />
    </div>
  );
}

function Check(props: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="lp-check" htmlFor={props.id}>
      <input id={props.id} type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.currentTarget.checked)} />
      {props.label}
    </label>
  );
}

/** A price as typed and, beside it, how the site reads it, so "8.5M" is seen to mean HK$8,500,000. */
function PriceBox(props: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string | undefined;
  onChange: (v: string) => void;
}) {
  const { t } = useI18n();
  const read = readPrice(props.value);
  return (
    <TextBox
      id={props.id}
      label={props.label}
      value={props.value}
      maxLength={40}
      inputMode="text"
      error={props.error}
      onChange={props.onChange}
      hint={
        <>
          {props.hint}
          {read !== null && !props.error ? (
            <span className="lp-price-read"> {t("listProperty.priceReads", { price: `HK$${groupThousands(read)}` })}</span>
          ) : null}
        </>
      }
    />
  );
}

function PlaceStep({ s, t }: { s: ListingFormState; t: T }) {
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

function SizeStep({ s, t }: { s: ListingFormState; t: T }) {
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

function PriceStep({ s, t }: { s: ListingFormState; t: T }) {
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

function ContactStep({ s, t }: { s: ListingFormState; t: T }) {
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

const STEP_VIEWS: Record<FormStep, (props: { s: ListingFormState; t: T }) => ReactNode> = {
  place: PlaceStep,
  size: SizeStep,
  price: PriceStep,
  photos: ({ s }) => (
    <PhotoStep
      photos={s.form.photos}
      cover={s.form.cover}
      files={s.files}
      progress={s.progress}
      uploadsNow={s.confirmed}
      error={s.errors.photos}
      onAdd={s.addFiles}
      onRemove={s.removePhoto}
      onMove={s.movePhoto}
      onCover={s.setCover}
      onRetry={s.retryPhoto}
    />
  ),
  contact: ContactStep,
};

/** Asked when sending: sign in or sign up (the panels open over the form), or confirm the e-mail address. */
function AccountPrompt({ s, t, language }: { s: ListingFormState; t: T; language: string }) {
  if (s.phase === "verify" && s.user) {
    return (
      <section className="lp-prompt" role="status" aria-labelledby="lp-prompt-title">
        <h3 id="lp-prompt-title">{t("listProperty.verifyTitle")}</h3>
        <p>{t("listProperty.verifyText", { email: s.user.email })}</p>
        <Link to={`/${language}/account/resendverification`}>{t("listProperty.resend")}</Link>
      </section>
    );
  }
  if (s.phase !== "signIn") return null;
  return (
    <section className="lp-prompt" role="status" aria-labelledby="lp-prompt-title">
      <h3 id="lp-prompt-title">{t("listProperty.signInTitle")}</h3>
      <p>{t("listProperty.signInText")}</p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={s.openLogin}>
          {t("listProperty.signIn")}
        </button>
        <button type="button" className="button button-secondary" onClick={s.openSignup}>
          {t("listProperty.signUp")}
        </button>
      </div>
    </section>
  );
}

/** The listing form in five steps, phone first: one step at a time with the steps named above it. */
export function ListingFormView({ s }: { s: ListingFormState }) {
  const { t, language } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  const index = FORM_STEPS.indexOf(s.step);
  const last = index === FORM_STEPS.length - 1;
  const busy = s.phase === "sending" || s.phase === "loading";
  const first = useRef(true);
  // A new step is announced by moving focus to its heading (not on the first render).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [s.step]);

  if (s.phase === "sent") {
    return (
      <section className="lp-card lp-sent" role="status" aria-labelledby="lp-sent-title">
        <h2 id="lp-sent-title">{t("listProperty.sentTitle")}</h2>
        <p>{s.agentName ? t("listProperty.sentText", { agent: s.agentName }) : t("listProperty.sentTextNoAgent")}</p>
        <div className="button-row">
          <Link className="button button-primary" to={`/${language}/myproperty/mylistings`}>
            {t("listProperty.myListings")}
          </Link>
          <button type="button" className="button button-ghost" onClick={() => void s.startAgain()}>
            {t("listProperty.listAnother")}
          </button>
        </div>
      </section>
    );
  }
  if (s.phase === "notEditable") {
    return (
      <section className="lp-card" role="status">
        <p>{t("listProperty.notEditable")}</p>
        <Link className="button button-primary" to={`/${language}/myproperty/mylistings`}>
          {t("listProperty.myListings")}
        </Link>
      </section>
    );
  }
  const StepView = STEP_VIEWS[s.step];
  return (
    <form
      className="lp-card lp-form"
      noValidate
      aria-busy={busy}
      data-phase={s.phase}
      onSubmit={(e) => {
        e.preventDefault();
        if (last) void s.send();
        else s.next();
      }}
    >
      {s.kept ? (
        <p className="lp-kept" role="status">
          {t("listProperty.kept")}{" "}
          <button type="button" className="link-button" onClick={() => void s.startAgain()}>
            {t("listProperty.startAgain")}
          </button>
        </p>
      ) : null}
      <nav aria-label={t("listProperty.steps")}>
        <ol className="lp-steps">
          {FORM_STEPS.map((step, i) => (
            <li key={step} className={i === index ? "is-current" : i <= s.reached ? "is-reached" : ""}>
              <button
                type="button"
                className="lp-step"
                aria-current={i === index ? "step" : undefined}
                disabled={i > s.reached + 1 || busy}
                onClick={() => s.goTo(step)}
              >
                <span className="lp-step-number">{i + 1}</span>
                <span className="lp-step-name">{t(`listProperty.step.${step}`)}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <p className="muted lp-step-of">{t("listProperty.stepOf", { step: index + 1, count: FORM_STEPS.length })}</p>
      <h2 className="lp-step-title" ref={heading} tabIndex={-1}>
        {t(`listProperty.step.${s.step}`)}
      </h2>
      <fieldset className="plain-fieldset" disabled={busy}>
        <StepView s={s} t={t} />
      </fieldset>
      <AccountPrompt s={s} t={t} language={language} />
      {s.failed ? (
        <p className="form-error" role="alert">
          {t("listProperty.failed")}
        </p>
      ) : null}
      {s.draftSaved ? (
        <p className="lp-saved" role="status">
          {t("listProperty.draftSaved")}
        </p>
      ) : null}
      <div className="lp-actions">
        {index > 0 ? (
          <button type="button" className="button button-ghost" onClick={s.back} disabled={busy}>
            {t("listProperty.back")}
          </button>
        ) : (
          <span />
        )}
        <div className="lp-actions-end">
          {s.confirmed && !last ? (
            <button type="button" className="button button-secondary" onClick={() => void s.saveDraft()} disabled={busy}>
              {t("listProperty.saveDraft")}
            </button>
          ) : null}
          <button type="submit" className="button button-primary" disabled={busy}>
            {last ? (s.phase === "sending" ? t("listProperty.sending") : t("listProperty.send")) : t("listProperty.next")}
          </button>
        </div>
      </div>
    </form>
  );
}
