import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { User } from "../../../domain/contracts/account-user.ts";
import { email as emailRule, required } from "../../../domain/validation/rules.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { accountApi, callFailure, externalLoginHref } from "../../lib/account-api.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { FormError, FormField } from "./form-field.tsx";

export function emailError(value: string): string | undefined {
  return required(value) ?? emailRule(value) ?? undefined;
}

type Provider = { id: string; name: string };

/**
 * Social sign-in buttons for the configured providers; none shows nothing. A
 * page that knows the providers from its loader renders them at once; a panel
 * asks the server when it opens.
 */
function SocialButtons(props: { returnUrl: string; known: Provider[] | undefined }) {
  const { t } = useI18n();
  const [providers, setProviders] = useState<Provider[]>(props.known ?? []);
  const known = props.known !== undefined;
  useEffect(() => {
    if (known) return;
    let current = true;
    accountApi.providers().then(
      (answer) => current && setProviders(answer.providers),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [known]);
  if (providers.length === 0) return null;
  return (
    <div className="social-login">
      <p className="social-divider">
        <span>{t("account.shell.orContinueWith")}</span>
      </p>
      {providers.map((p) => (
        <a key={p.id} className="button button-ghost social-button" href={externalLoginHref(p.id, props.returnUrl)}>
          {t("account.shell.continueWith", { name: p.name })}
        </a>
      ))}
    </div>
  );
}

/**
 * The sign-in form of the login panel and the login page. The e-mail is
 * checked on blur; on submit every check runs and nothing is sent while one
 * fails. A pre-filled e-mail is locked and hides social sign-in. The owner
 * decides what success means (close the panel, or go to the return URL).
 */
export function LoginForm(props: {
  idPrefix: string;
  lockedEmail?: string | null;
  returnUrl: string;
  onSignedIn: (user: User) => void;
  onLockedOut: () => void;
  onSignUp?: () => void;
  /** A message to show at once (a failed social sign-in coming back to the login page). */
  initialMessage?: string | null;
  /** In a panel: the first field to fill gets the focus once the dialog is open. */
  focusFirst?: boolean;
  /** The social sign-in providers when the page's loader knows them; otherwise the form asks. */
  providers?: Provider[];
}) {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const [email, setEmail] = useState(props.lockedEmail ?? "");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<{ email?: string | undefined; password?: string | undefined }>({});
  const [serverMessage, setServerMessage] = useState<string | null>(props.initialMessage ?? null);
  const [loading, setLoading] = useState(false);
  const id = (name: string) => `${props.idPrefix}-${name}`;
  const form = useRef<HTMLFormElement>(null);
  const { focusFirst, lockedEmail } = props;
  useEffect(() => {
    if (!focusFirst) return;
    // After the dialog's own showModal (a parent effect), which focuses its first control.
    const timer = setTimeout(() =>
      form.current?.querySelector<HTMLInputElement>(lockedEmail ? 'input[type="password"]' : 'input[type="email"]')?.focus(),
    );
    return () => clearTimeout(timer);
  }, [focusFirst, lockedEmail]);

  async function submit() {
    const found = { email: emailError(email), password: required(password) ?? undefined };
    setErrors(found);
    setServerMessage(null);
    if (found.email || found.password) return;
    setLoading(true);
    let answer;
    try {
      answer = await accountApi.login(language, { email: email.trim(), password, rememberMe });
    } catch (error) {
      const failure = callFailure(error);
      setLoading(false);
      if (!failure.answered) store.showMessage("apiCallError");
      else {
        setErrors(failure.fields);
        setServerMessage(failure.message);
      }
      return;
    }
    setLoading(false);
    if (answer.lockedOut) props.onLockedOut();
    else if (answer.user) props.onSignedIn(answer.user);
    // No user: the server's message shows here; a pending saved search stays stored for the next try.
    else setServerMessage(answer.result.message);
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
          id={id("email")}
          label={t("account.shell.email")}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          readOnly={Boolean(props.lockedEmail)}
          error={errors.email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          onBlur={() => setErrors((current) => ({ ...current, email: emailError(email) }))}
        />
        <FormField
          id={id("password")}
          label={t("account.shell.password")}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <div className="form-row-split">
          <label className="option">
            <input type="checkbox" name="rememberMe" checked={rememberMe} onChange={(e) => setRememberMe(e.currentTarget.checked)} />
            <span>{t("account.shell.rememberMe")}</span>
          </label>
          <Link to={`/${language}/account/forgotpassword`}>{t("account.shell.forgotPassword")}</Link>
        </div>
        <FormError message={serverMessage} />
        <button type="submit" className="button button-primary button-block">
          {loading ? t("account.shell.loading") : t("account.shell.loginSubmit")}
        </button>
      </fieldset>
      {props.lockedEmail ? null : <SocialButtons returnUrl={props.returnUrl} known={props.providers} />}
      <p className="form-switch">
        {t("account.shell.noAccount")}{" "}
        {props.onSignUp ? (
          <button type="button" className="link-button" onClick={props.onSignUp}>
            {t("account.shell.createAccount")}
          </button>
        ) : (
          <Link to={`/${language}/account/register`}>{t("account.shell.createAccount")}</Link>
        )}
      </p>
    </form>
  );
}
