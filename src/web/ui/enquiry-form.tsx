import { throttledText } from "../lib/throttled-message.ts";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { DIAL_CODES } from "../../domain/validation/rules.ts";
import { withNormalisedPhone } from "../../domain/validation/phone-number.ts";
import { COMMENT_MAX_LENGTH, checkEnquiryField, validateEnquiry, type EnquiryField } from "../../domain/enquiry/enquiry-form.ts";
import type { ContactUsResponse } from "../../domain/contracts/enquiry-request.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { callFailure } from "../lib/account-api.ts";
import { enquiryApi } from "../lib/enquiry-api.ts";
import { buildEnquiryRequest, EMPTY_ENQUIRY_FORM, loadStoredForm, storeForm, type EnquiryFormState } from "../lib/enquiry-request.ts";
import { useLayout, useLayoutStore } from "../lib/layout-context.tsx";
import type { EnquiryTarget } from "../lib/layout-state.ts";
import { useRootData } from "../lib/root-data.ts";
import { BotChat } from "./bot-chat.tsx";
import { useMessageText } from "./global-message.tsx";

const SALUTATIONS = [0, 1, 2, 3] as const;

/** The form's values seen by the shared rules (name, e-mail, phone, comment). */
const ruleValues = (form: EnquiryFormState) => ({ name: form.fullName, email: form.email, phone: form.phone, comment: form.comment });

/** A field's error line, tied to its control. */
function FieldError(props: { id: string; error: string | undefined }) {
  const { t } = useI18n();
  const textOf = useMessageText();
  if (!props.error) return null;
  const key = `enquiry.error.${props.error}`;
  const text = t(key);
  return (
    <p className="field-error" id={props.id}>
      {text === key ? textOf(props.error) : text}
    </p>
  );
}

function Field(props: { id: string; label: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="form-field">
      <label className="field-label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.children}
      <FieldError id={`${props.id}-error`} error={props.error} />
    </div>
  );
}

/**
 * The enquiry form, in the panel and on the enquiry
 * page: name, phone or e-mail checked on blur and on submit with the rules
 * the server applies, a live count on the comment, the bot chat, the privacy
 * note and a honeypot. A failed send keeps everything typed.
 */
export function EnquiryForm(props: {
  target: EnquiryTarget;
  idPrefix: string;
  focusFirst?: boolean;
  /** The level of the form's own headings: below the panel's h2 or the page's h1. */
  headingLevel: 2 | 3;
  onSent: (answer: ContactUsResponse, email: string) => void;
}) {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const { user } = useLayout();
  const { currencyId } = useRootData();
  const [form, setForm] = useState<EnquiryFormState>(() => ({
    ...EMPTY_ENQUIRY_FORM,
    ...(user
      ? { fullName: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phone: user.phone, dialCode: user.dialCode }
      : {}),
  }));
  const [errors, setErrors] = useState<Partial<Record<EnquiryField, string>>>({});
  const [loading, setLoading] = useState(false);
  const [botLines, setBotLines] = useState<readonly string[]>([]);
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = (name: string) => `${props.idPrefix}-${name}`;

  // Guests get what they typed last time (the stored form), read after hydration.
  useEffect(() => {
    if (user) return;
    const stored = loadStoredForm(window.localStorage);
    if (stored) setForm((current) => ({ ...stored, comment: current.comment }));
    // Only when the form first shows.
  }, []);
  useEffect(() => {
    if (!props.focusFirst) return;
    const timer = setTimeout(() => formRef.current?.querySelector<HTMLElement>("select, input")?.focus());
    return () => clearTimeout(timer);
  }, [props.focusFirst]);

  const lockedEmail = Boolean(user?.email);
  const set = <K extends keyof EnquiryFormState>(key: K, value: EnquiryFormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const blur = (field: EnquiryField) => {
    const value = ruleValues(form)[field];
    if (value.trim() === "") return;
    // A phone typed with spaces or a pasted dial code is shown as it will be sent.
    const checked = field === "phone" ? withNormalisedPhone(form) : form;
    if (checked !== form) setForm(checked);
    setErrors((e) => ({ ...e, [field]: checkEnquiryField(field, ruleValues(checked)) ?? undefined }));
  };
  const describedBy = (field: EnquiryField, extra?: string) =>
    [extra, errors[field] ? id(`${field}-error`) : ""].filter(Boolean).join(" ") || undefined;

  async function submit() {
    const found = validateEnquiry(ruleValues(form));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (["name", "email", "phone", "comment"] as const).find((f) => found[f]);
      formRef.current?.querySelector<HTMLElement>(`#${id(first === "name" ? "fullName" : first!)}`)?.focus();
      return;
    }
    setLoading(true);
    try {
      const answer = await enquiryApi.contactUs(
        buildEnquiryRequest(form, props.target, {
          language,
          currencyId,
          userId: user?.userId ?? null,
          referralUrl: window.location.href,
          cookies: document.cookie,
          storage: window.localStorage,
          botLines,
          honeypot: honeypot.current?.value ?? "",
        }),
      );
      if (!user) storeForm(window.localStorage, form);
      setForm((f) => ({ ...f, comment: "" }));
      setBotLines([]);
      props.onSent(answer, form.email.trim());
    } catch (failure) {
      const { answered, message, fields } = callFailure(failure);
      const fieldErrors: Partial<Record<EnquiryField, string>> = {};
      if (fields.fullName) fieldErrors.name = fields.fullName;
      for (const field of ["email", "phone", "comment"] as const) if (fields[field]) fieldErrors[field] = fields[field];
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else store.showMessage(!answered ? "apiCallError" : throttledText(message) ? message : `enquiry.msg.${message}`);
    } finally {
      setLoading(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      className="enquiry-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset disabled={loading} className="plain-fieldset">
        <div className="enquiry-name-row">
          <Field id={id("salutation")} label={t("enquiry.salutation")}>
            <select
              id={id("salutation")}
              className="select"
              value={form.salutation}
              onChange={(e) => set("salutation", Number(e.target.value) as EnquiryFormState["salutation"])}
            >
              {SALUTATIONS.map((s) => (
                <option key={s} value={s}>
                  {t(`enquiry.salutation.${s}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={id("fullName")} label={t("enquiry.name")} error={errors.name}>
            <input
              id={id("fullName")}
              className="text-input"
              autoComplete="name"
              value={form.fullName}
              maxLength={100}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? id("fullName-error") : undefined}
              onChange={(e) => set("fullName", e.target.value)}
              onBlur={() => blur("name")}
            />
          </Field>
        </div>
        <Field id={id("email")} label={t("enquiry.email")} error={errors.email}>
          <input
            id={id("email")}
            className="text-input"
            type="email"
            autoComplete="email"
            value={form.email}
            maxLength={254}
            readOnly={lockedEmail}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email", lockedEmail ? id("email-hint") : undefined)}
            onChange={(e) => set("email", e.target.value)}
            onBlur={() => blur("email")}
          />
          {lockedEmail ? (
            <p className="field-hint" id={id("email-hint")}>
              {t("enquiry.emailLocked")}
            </p>
          ) : null}
        </Field>
        <fieldset className="plain-fieldset form-field">
          <legend className="field-label">{t("enquiry.phone")}</legend>
          <div className="enquiry-phone-row">
            <select
              id={id("dialCode")}
              className="select"
              aria-label={t("enquiry.dialCode")}
              value={form.dialCode}
              onChange={(e) => set("dialCode", e.target.value as EnquiryFormState["dialCode"])}
            >
              {DIAL_CODES.map((code) => (
                <option key={code} value={code}>
                  +{code}
                </option>
              ))}
            </select>
            <input
              id={id("phone")}
              className="text-input"
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              aria-label={t("enquiry.phoneNumber")}
              value={form.phone}
              maxLength={30}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy("phone")}
              onChange={(e) => set("phone", e.target.value)}
              onBlur={() => blur("phone")}
            />
          </div>
          <FieldError id={id("phone-error")} error={errors.phone} />
        </fieldset>
        <Field id={id("budget")} label={t("enquiry.budget")}>
          <input
            id={id("budget")}
            className="text-input"
            value={form.budget}
            maxLength={60}
            onChange={(e) => set("budget", e.target.value)}
          />
        </Field>
        <div className="form-field">
          <div className="enquiry-comment-head">
            <label className="field-label" htmlFor={id("comment")}>
              {t("enquiry.comment")}
            </label>
            <span className="field-hint" id={id("comment-count")} aria-live="polite">
              {t("enquiry.count", { count: [...form.comment].length, max: COMMENT_MAX_LENGTH })}
            </span>
          </div>
          <textarea
            id={id("comment")}
            className="text-input enquiry-comment"
            rows={4}
            value={form.comment}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={describedBy("comment", id("comment-count"))}
            onChange={(e) => set("comment", e.target.value)}
            onBlur={() => blur("comment")}
          />
          <FieldError id={id("comment-error")} error={errors.comment} />
        </div>
        <BotChat idPrefix={id("bot")} headingLevel={props.headingLevel} onLines={setBotLines} />
        <label className="check-row">
          <input type="checkbox" checked={form.receiveUpdates} onChange={(e) => set("receiveUpdates", e.target.checked)} />
          <span>{t("enquiry.updates")}</span>
        </label>
        <div className="enquiry-honeypot" aria-hidden="true">
          <label htmlFor={id("website")}>{t("enquiry.honeypot")}</label>
          <input ref={honeypot} id={id("website")} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <p className="field-hint enquiry-privacy">{t("enquiry.privacy")}</p>
        <button type="submit" className="button button-primary button-block">
          {loading ? t("enquiry.sending") : t("enquiry.submit")}
        </button>
      </fieldset>
    </form>
  );
}
