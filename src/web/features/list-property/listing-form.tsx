import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { ContactStep, PlaceStep, PriceStep, SizeStep, type T } from "./form-steps.tsx";
import { FORM_STEPS, type FormStep } from "./listing-form-model.ts";
import { PhotoStep } from "./photo-step.tsx";
import type { ListingFormState } from "./use-listing-form.ts";

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
