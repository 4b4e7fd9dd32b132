import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { PANEL_DELAY_MS } from "../../lib/layout-state.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { accountApi, callFailure } from "../../lib/account-api.ts";
import { keepSearchFor } from "../../lib/saved-searches.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { FormField } from "./form-field.tsx";
import { emailError } from "./login-form.tsx";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sign-up by e-mail alone (panel and page). Success signs the person in at
 * once, unverified, and asks them to verify by e-mail; an address that already
 * has an account opens the existing-account popup (and, on a search page,
 * keeps the search for after signing in); any other failure is the global line.
 */
export function SignupForm(props: { idPrefix: string; onSignIn?: () => void; onDone: () => void; focusFirst?: boolean }) {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [loading, setLoading] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!props.focusFirst) return;
    // After the dialog's own showModal (a parent effect), which focuses its first control.
    const timer = setTimeout(() => form.current?.querySelector("input")?.focus());
    return () => clearTimeout(timer);
  }, [props.focusFirst]);

  async function submit() {
    const found = emailError(email);
    setError(found);
    if (found) return;
    setLoading(true);
    let answer;
    try {
      answer = await accountApi.register(language, email.trim());
    } catch (failure) {
      setLoading(false);
      const { answered, message, fields } = callFailure(failure);
      if (fields.email) setError(fields.email);
      else store.showMessage(answered ? message : "apiCallError");
      return;
    }
    setLoading(false);
    await wait(PANEL_DELAY_MS);
    if (answer.user) {
      store.setUser(answer.user);
      props.onDone();
      store.showBigPopup({ type: "success", title: "account.msg.signupSuccess", caption: "account.msg.signupSuccessCaption" });
    } else if (answer.existingAccount) {
      await keepSearchFor(answer.existingAccount.email);
      store.openExistingAccount(answer.existingAccount);
    } else {
      store.showMessage(answer.result.message);
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset disabled={loading} className="plain-fieldset">
        <FormField
          id={`${props.idPrefix}-email`}
          label={t("account.shell.email")}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(e) => setEmail(e.currentTarget.value)}
          onBlur={() => email !== "" && setError(emailError(email))}
        />
        <button type="submit" className="button button-primary button-block">
          {loading ? t("account.shell.loading") : t("account.shell.signupSubmit")}
        </button>
      </fieldset>
      <p className="form-switch">
        {t("account.shell.haveAccount")}{" "}
        {props.onSignIn ? (
          <button type="button" className="link-button" onClick={props.onSignIn}>
            {t("account.shell.signIn")}
          </button>
        ) : (
          <Link to={`/${language}/account/login`}>{t("account.shell.signIn")}</Link>
        )}
      </p>
    </form>
  );
}
