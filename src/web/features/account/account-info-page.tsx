import { useState } from "react";
import { Link } from "react-router";
import { DIAL_CODES, phone as phoneRule } from "../../../domain/validation/rules.ts";
import { withNormalisedPhone } from "../../../domain/validation/phone-number.ts";
import type { DialCode, Salutation, User } from "../../../domain/contracts/account-user.ts";

// The contract's salutation codes (none, Mr., Mrs., Miss., Dr.), written here
// as values so this page does not pull zod into the browser.
const SALUTATIONS: readonly Salutation[] = [0, 1, 2, 3, 4];
import { useI18n } from "../../i18n/i18n.tsx";
import { accountApi } from "../../lib/account-api.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { AccountPage, OutcomeLine } from "./account-page.tsx";
import { FormField } from "./form-field.tsx";
import { useAccountForm } from "./use-account-form.ts";

/** Personal details: salutation, names, phone with its dial code, and the newsletter. */
export function AccountInfoPage(props: { user: User }) {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const form = useAccountForm();
  const [details, setDetails] = useState({
    salutation: props.user.salutation,
    firstName: props.user.firstName,
    lastName: props.user.lastName,
    dialCode: props.user.dialCode,
    phone: props.user.phone,
    subscribed: props.user.subscribed,
  });
  const set = (patch: Partial<typeof details>) => setDetails((d) => ({ ...d, ...patch }));
  return (
    <AccountPage title={t("account.page.detailsTitle")}>
      <p className="account-email">
        <span className="field-label">{t("account.shell.email")}</span>
        <span>{props.user.email}</span> <Link to={`/${language}/profile/reverifyemail`}>{t("account.page.changeEmail")}</Link>
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const sent = withNormalisedPhone(details);
          setDetails(sent);
          void form
            .run({ phone: phoneRule(sent.phone) }, () => accountApi.saveAccountInfo(sent))
            .then((answer) => {
              if (answer?.user) store.setUser(answer.user);
            });
        }}
      >
        <fieldset disabled={form.loading} className="plain-fieldset">
          <fieldset className="salutation-group">
            <legend className="field-label">{t("account.page.salutation")}</legend>
            <div className="chip-row">
              {SALUTATIONS.map((s) => (
                <label key={s} className="chip">
                  <input
                    type="radio"
                    name="salutation"
                    value={s}
                    checked={details.salutation === s}
                    onChange={() => set({ salutation: s })}
                  />
                  <span>{t(`account.page.salutation${String(s)}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="form-columns">
            <FormField
              id="details-first-name"
              label={t("account.page.firstName")}
              autoComplete="given-name"
              maxLength={100}
              value={details.firstName}
              error={form.errors.firstName}
              onChange={(e) => set({ firstName: e.currentTarget.value })}
            />
            <FormField
              id="details-last-name"
              label={t("account.page.lastName")}
              autoComplete="family-name"
              maxLength={100}
              value={details.lastName}
              error={form.errors.lastName}
              onChange={(e) => set({ lastName: e.currentTarget.value })}
            />
          </div>
          <div className="form-columns form-columns-phone">
            <div className="form-field">
              <label className="field-label" htmlFor="details-dial-code">
                {t("account.page.dialCode")}
              </label>
              <select
                id="details-dial-code"
                className="select"
                value={details.dialCode}
                onChange={(e) => set({ dialCode: e.currentTarget.value as DialCode })}
              >
                {DIAL_CODES.map((code) => (
                  <option key={code} value={code}>
                    +{code}
                  </option>
                ))}
              </select>
            </div>
            <FormField
              id="details-phone"
              label={t("account.page.phone")}
              type="tel"
              autoComplete="tel-national"
              maxLength={30}
              value={details.phone}
              error={form.errors.phone}
              onChange={(e) => {
                const phone = e.currentTarget.value;
                set({ phone });
                // A shown error goes as soon as the number is right, while typing: were it to go on blur, the
                // line would vanish as Save is pressed, Save would move up from under the pointer and the
                // click would be lost.
                if (form.errors.phone) {
                  const typed = withNormalisedPhone({ ...details, phone });
                  form.setErrors((errors) => ({ ...errors, phone: phoneRule(typed.phone) ?? undefined }));
                }
              }}
              onBlur={() => {
                // A phone typed with spaces or a pasted dial code is shown as it will be saved.
                const shown = withNormalisedPhone(details);
                setDetails(shown);
                form.setErrors((errors) => ({ ...errors, phone: phoneRule(shown.phone) ?? undefined }));
              }}
            />
          </div>
          <label className="option">
            <input type="checkbox" checked={details.subscribed} onChange={(e) => set({ subscribed: e.currentTarget.checked })} />
            <span>{t("account.page.subscribed")}</span>
          </label>
          <OutcomeLine outcome={form.outcome} />
          <button type="submit" className="button button-primary">
            {t("account.page.save")}
          </button>
        </fieldset>
      </form>
      <ul className="account-links">
        <li>
          <Link to={`/${language}/profile/changepassword`}>{t("account.shell.changePassword")}</Link>
        </li>
        <li>
          <Link to={`/${language}/profile/managedata`}>{t("account.page.manageData")}</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
