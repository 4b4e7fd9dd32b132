import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { SendCodeResponse, SigningOutcomeResponse, SigningView } from "../../../domain/contracts/documents.ts";
import { SIGNING_CODE_LENGTH } from "../../../domain/documents/document-codes.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { callFailure } from "../../lib/account-api.ts";
import { api, ApiError } from "../../lib/api-client.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { PathLink } from "../../ui/path-link.tsx";
import { useMessageText } from "../../ui/global-message.tsx";
import { SignaturePad } from "./signature-pad.tsx";
import { otherSignerStatusLabel, signingStatusLabel } from "./document-labels.ts";
import { signingBlock } from "./signing-rules.ts";
import { DocumentBody } from "./document-body.tsx";

type View = SigningView["data"];
type Problem = { message: string; values?: Record<string, number> } | null;

/** A message key of the documents' catalog for a server message, else the message itself (an account or network text). */
function useProblemText() {
  const { t } = useI18n();
  const textOf = useMessageText();
  return (problem: NonNullable<Problem>) => {
    const key = `documents.msg.${problem.message}`;
    const text = t(key, problem.values);
    return text === key ? textOf(problem.message) : text;
  };
}

/**
 * The signing screen: the document to read in the page (and its PDF), then
 * the steps — a code mailed to the signer, their typed name or drawn
 * signature, consent — and Sign; or Decline with a reason. Whatever was typed
 * stays on an error; after signing it says what happens next.
 */
export function SigningPage(props: { token: string }) {
  const { t, language, locale } = useI18n();
  const store = useLayoutStore();
  const problemText = useProblemText();
  const ids = { code: useId(), name: useId(), consent: useId(), reason: useId(), hint: useId(), draw: useId() };
  const [view, setView] = useState<View | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState("");
  const [mode, setMode] = useState<"type" | "draw">("type");
  const [typedName, setTypedName] = useState("");
  const [drawn, setDrawn] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<{ kind: "signed" | "declined"; complete: boolean } | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Hong_Kong" });

  // Signed or declined: the outcome takes the focus, so it is read out and the next step is at hand.
  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  useEffect(() => {
    let current = true;
    api
      .get<SigningView>(`/api/mydocument/signing?token=${encodeURIComponent(props.token)}&lang=${language}`, { changesState: true })
      .then(({ data }) => {
        if (!current) return;
        setView(data);
        setCodeSent(data.codeSentUntil !== null && Date.parse(data.codeSentUntil) > Date.now());
      })
      .catch(() => current && setLoadFailed(true));
    return () => {
      current = false;
    };
  }, [props.token, language]);

  const title = t("documents.sign.title");
  const crumbs = [{ label: t("documents.pending.title"), to: `/${language}/mydocument/pendingdocument` }, { label: title }];

  if (loadFailed || !view) {
    return (
      <div className="container account-page documents-page">
        <PageMeta title={`${title} | ${t("site.name")}`} description={t("documents.description")} noindex />
        <Breadcrumbs items={crumbs} />
        <h1>{title}</h1>
        <p className="lead" role="status">
          {loadFailed ? t("documents.msg.loadFailed") : t("documents.sign.loading")}
        </p>
      </div>
    );
  }

  const documentTitle = (language !== "en" && view.titleChi) || view.title;
  const block = done ? null : signingBlock(view);

  async function call<T>(request: () => Promise<T>): Promise<T | null> {
    setBusy(true);
    setProblem(null);
    setFieldErrors({});
    try {
      return await request();
    } catch (error) {
      const failure = callFailure(error);
      if (!failure.answered) store.showMessage("apiCallError");
      else {
        setFieldErrors(Object.fromEntries(Object.entries(failure.fields).filter((e): e is [string, string] => typeof e[1] === "string")));
        // A wrong code says how many tries are left.
        const left = error instanceof ApiError ? (error.data as { attemptsLeft?: unknown } | null)?.attemptsLeft : undefined;
        setProblem(
          failure.message === "signingCodeWrong" && typeof left === "number"
            ? { message: "signingCodeWrongLeft", values: { count: left } }
            : { message: failure.message },
        );
      }
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function sendCode() {
    const answer = await call(() => api.post<SendCodeResponse>("/api/mydocument/sendcode", { token: props.token }));
    if (!answer) return;
    if (answer.result.hasError) setProblem({ message: answer.result.message });
    else setCodeSent(true);
  }

  function outcomeProblem(answer: SigningOutcomeResponse): Problem {
    if (answer.result.message === "signingCodeWrong" && answer.attemptsLeft !== undefined)
      return { message: "signingCodeWrongLeft", values: { count: answer.attemptsLeft } };
    return { message: answer.result.message };
  }

  async function sign(event: FormEvent) {
    event.preventDefault();
    const checks: Record<string, string> = {};
    if (!new RegExp(`^\\d{${String(SIGNING_CODE_LENGTH)}}$`).test(code)) checks.code = "documents.sign.needCode";
    if (mode === "type" ? typedName.trim() === "" : drawn === null) checks.typedName = "documents.sign.needSignature";
    if (!consent) checks.consent = "documents.sign.needConsent";
    setFieldErrors(checks);
    if (Object.keys(checks).length > 0) return;
    const body = {
      token: props.token,
      code,
      consent: true,
      ...(mode === "type" ? { typedName: typedName.trim() } : { drawnSignature: drawn! }),
    };
    const answer = await call(() => api.post<SigningOutcomeResponse>("/api/mydocument/sign", body));
    if (!answer) return;
    if (answer.result.hasError) return setProblem(outcomeProblem(answer));
    setDone({ kind: "signed", complete: answer.status === "sealing" || answer.status === "signed" });
  }

  async function decline(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === "") return setFieldErrors({ reason: "documents.sign.needReason" });
    const answer = await call(() =>
      api.post<SigningOutcomeResponse>("/api/mydocument/decline", { token: props.token, reason: reason.trim() }),
    );
    if (!answer) return;
    if (answer.result.hasError) return setProblem({ message: answer.result.message });
    setDone({ kind: "declined", complete: false });
  }

  // A field's error: the screen's own check (a key) or the server's (a message of the documents' catalog).
  const errorOf = (field: string) => {
    const key = fieldErrors[field];
    if (!key) return null;
    return key.startsWith("documents.") ? t(key) : problemText({ message: key });
  };

  return (
    <div className="container account-page documents-page signing-page">
      <PageMeta title={`${documentTitle} | ${t("site.name")}`} description={t("documents.description")} noindex />
      <Breadcrumbs items={crumbs} />
      <h1>{documentTitle}</h1>
      <p className="lead">{(language !== "en" && view.captionChi) || view.caption}</p>
      <div className="signing-layout">
        <section className="signing-document" aria-labelledby={`${ids.hint}-doc`}>
          <h2 id={`${ids.hint}-doc`} className="visually-hidden">
            {t("documents.sign.document")}
          </h2>
          <DocumentBody html={view.html} label={documentTitle} />
        </section>
        <aside className="signing-side">
          <p>
            <a className="button button-secondary" href={view.pdfUrl} target="_blank" rel="noopener">
              {t("documents.sign.pdf")}
            </a>
          </p>
          <p className="muted">{t("documents.sign.pdfNote")}</p>
          <h2>{t("documents.sign.signers")}</h2>
          <ol className="signing-signers">
            {view.signers.map((signer, index) => (
              <li key={index}>
                <span>
                  {signer.name} ({t(`documents.role.${signer.role}`)})
                </span>
                <span className={`tag document-status-${String(signer.signingStatus)}`}>
                  {t(
                    signer.name === view.signer.name && signer.role === view.signer.role
                      ? signingStatusLabel(signer.signingStatus)
                      : otherSignerStatusLabel(signer.signingStatus),
                  )}
                </span>
                {signer.signedDate ? (
                  <span className="muted">{t("documents.sign.signedOn", { date: when.format(new Date(signer.signedDate)) })}</span>
                ) : null}
              </li>
            ))}
          </ol>
          <p className="muted">{t("documents.sign.expires", { date: when.format(new Date(view.expiresDate)) })}</p>
        </aside>
      </div>

      <section className="account-card signing-steps">
        {done ? (
          <div className="signing-done">
            <h2 ref={doneHeading} tabIndex={-1}>
              {t(done.kind === "signed" ? "documents.sign.doneTitle" : "documents.sign.declinedTitle")}
            </h2>
            <p>
              {done.kind === "declined"
                ? t("documents.sign.declinedText")
                : t(done.complete ? "documents.sign.doneComplete" : "documents.sign.doneWaiting")}
            </p>
            <div className="button-row">
              <PathLink className="button button-primary" to={`/${language}/mydocument/pendingdocument`}>
                {t("documents.sign.toPending")}
              </PathLink>
              <PathLink className="button button-secondary" to={`/${language}/mydocument/signeddocument`}>
                {t("documents.sign.toSigned")}
              </PathLink>
            </div>
          </div>
        ) : block ? (
          <p className="lead">{t(block)}</p>
        ) : (
          <>
            <p>{t("documents.sign.readFirst")}</p>
            <form onSubmit={(event) => void sign(event)} noValidate>
              <h2>{t("documents.sign.step1")}</h2>
              <p>{t("documents.sign.codeLead", { email: view.signer.email })}</p>
              <button type="button" className="button button-secondary" disabled={busy} onClick={() => void sendCode()}>
                {t(codeSent ? "documents.sign.resendCode" : "documents.sign.sendCode")}
              </button>
              {codeSent ? <p className="form-success">{t("documents.sign.codeSent", { email: view.signer.email })}</p> : null}
              <div className="form-field">
                <label className="field-label" htmlFor={ids.code}>
                  {t("documents.sign.code")}
                </label>
                <input
                  id={ids.code}
                  className="text-input signing-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={SIGNING_CODE_LENGTH}
                  value={code}
                  aria-invalid={errorOf("code") ? true : undefined}
                  aria-describedby={errorOf("code") ? `${ids.code}-error` : undefined}
                  onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ""))}
                />
                {errorOf("code") ? (
                  <p className="field-error" id={`${ids.code}-error`}>
                    {errorOf("code")}
                  </p>
                ) : null}
              </div>

              <h2>{t("documents.sign.step2")}</h2>
              <fieldset className="plain-fieldset signing-mode">
                <legend className="visually-hidden">{t("documents.sign.step2")}</legend>
                <label>
                  <input type="radio" name="signature-mode" checked={mode === "type"} onChange={() => setMode("type")} />{" "}
                  {t("documents.sign.typeIt")}
                </label>
                <label>
                  <input type="radio" name="signature-mode" checked={mode === "draw"} onChange={() => setMode("draw")} />{" "}
                  {t("documents.sign.drawIt")}
                </label>
              </fieldset>
              {mode === "type" ? (
                <div className="form-field">
                  <label className="field-label" htmlFor={ids.name}>
                    {t("documents.sign.typedName")}
                  </label>
                  <input
                    id={ids.name}
                    className="text-input signing-typed-name"
                    autoComplete="name"
                    value={typedName}
                    aria-invalid={errorOf("typedName") ? true : undefined}
                    aria-describedby={[`${ids.name}-hint`, errorOf("typedName") ? `${ids.name}-error` : ""].filter(Boolean).join(" ")}
                    onChange={(event) => setTypedName(event.currentTarget.value)}
                  />
                  <p className="field-hint" id={`${ids.name}-hint`}>
                    {t("documents.sign.typedHint")}
                  </p>
                  {errorOf("typedName") ? (
                    <p className="field-error" id={`${ids.name}-error`}>
                      {errorOf("typedName")}
                    </p>
                  ) : null}
                </div>
              ) : (
                <div className="form-field">
                  <SignaturePad value={drawn} onChange={setDrawn} describedBy={ids.draw} />
                  <p className="field-hint" id={ids.draw}>
                    {t("documents.sign.drawHint")}
                  </p>
                  {errorOf("typedName") ? <p className="field-error">{errorOf("typedName")}</p> : null}
                </div>
              )}

              <h2>{t("documents.sign.step3")}</h2>
              <div className="form-field signing-consent">
                <input
                  id={ids.consent}
                  type="checkbox"
                  checked={consent}
                  aria-invalid={errorOf("consent") ? true : undefined}
                  aria-describedby={errorOf("consent") ? `${ids.consent}-error` : undefined}
                  onChange={(event) => setConsent(event.currentTarget.checked)}
                />
                <label htmlFor={ids.consent}>{t("documents.sign.consent")}</label>
                {errorOf("consent") ? (
                  <p className="field-error" id={`${ids.consent}-error`}>
                    {errorOf("consent")}
                  </p>
                ) : null}
              </div>
              <p className="form-error" role="alert">
                {problem ? problemText(problem) : ""}
              </p>
              <button type="submit" className="button button-primary button-block" disabled={busy}>
                {busy ? t("documents.sign.signing") : t("documents.sign.submit")}
              </button>
            </form>

            <div className="signing-decline">
              <button type="button" className="button button-ghost" aria-expanded={declining} onClick={() => setDeclining((d) => !d)}>
                {t("documents.sign.decline")}
              </button>
              {declining ? (
                <form onSubmit={(event) => void decline(event)} noValidate>
                  <div className="form-field">
                    <label className="field-label" htmlFor={ids.reason}>
                      {t("documents.sign.declineReason")}
                    </label>
                    <textarea
                      id={ids.reason}
                      className="text-input"
                      rows={3}
                      maxLength={500}
                      value={reason}
                      aria-invalid={errorOf("reason") ? true : undefined}
                      onChange={(event) => setReason(event.currentTarget.value)}
                    />
                    {errorOf("reason") ? <p className="field-error">{errorOf("reason")}</p> : null}
                  </div>
                  <button type="submit" className="button button-danger" disabled={busy}>
                    {t("documents.sign.declineSubmit")}
                  </button>
                </form>
              ) : null}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
