import { useId, useState, type FormEvent } from "react";
import type { VerifyDocumentResponse } from "../../../domain/contracts/documents.ts";
import { MAX_VERIFY_PDF_BYTES } from "../../../domain/documents/document-codes.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { api, ApiError } from "../../lib/api-client.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { useMessageText } from "../../ui/global-message.tsx";

/** A PDF file starts with these bytes, whatever its name says. */
const PDF_MAGIC = "%PDF-";

type Outcome = { kind: "answer"; answer: VerifyDocumentResponse } | { kind: "error"; message: string } | null;

/** Why a chosen file cannot be checked (a message key), or null: too big, or not a PDF by its first bytes. */
export async function fileProblem(file: File | Blob): Promise<string | null> {
  if (file.size > MAX_VERIFY_PDF_BYTES) return "documents.verify.tooBig";
  const head = new TextDecoder().decode(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return head === PDF_MAGIC ? null : "documents.verify.notPdf";
}

/** The public verify page: a PDF in, whether it is one of ours and unaltered out, with what it is and who signed. */
export function VerifyPage() {
  const { t, language, locale } = useI18n();
  const textOf = useMessageText();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const title = t("documents.verify.title");
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Hong_Kong" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setOutcome({ kind: "error", message: "documents.verify.chooseFile" });
    const problem = await fileProblem(file);
    if (problem) return setOutcome({ kind: "error", message: problem });
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await api.post<VerifyDocumentResponse>("/api/documents/verify", new Blob([file], { type: "application/pdf" }));
      setOutcome({ kind: "answer", answer });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : undefined;
      const message =
        status === 413
          ? "documents.verify.tooBig"
          : status === 400 || status === 415
            ? "documents.verify.notPdf"
            : error instanceof Error
              ? error.message
              : "documents.msg.failed";
      setOutcome({ kind: "error", message });
    } finally {
      setBusy(false);
    }
  }

  const answer = outcome?.kind === "answer" ? outcome.answer : null;
  const verdict = answer ? (answer.ours ? (answer.unaltered ? "ok" : "altered") : "notOurs") : null;
  return (
    <div className="container account-page">
      <PageMeta title={`${title} | ${t("site.name")}`} description={t("documents.verify.lead")} />
      <Breadcrumbs items={[{ label: title }]} />
      <section className="account-card">
        <h1>{title}</h1>
        <p className="lead">{t("documents.verify.lead")}</p>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <div className="form-field">
            <label className="field-label" htmlFor={inputId}>
              {t("documents.verify.file")}
            </label>
            <input
              id={inputId}
              className="text-input"
              type="file"
              accept="application/pdf,.pdf"
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setOutcome(null);
              }}
            />
          </div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t("documents.verify.checking") : t("documents.verify.submit")}
          </button>
        </form>
        <div role="status" aria-live="polite" className="verify-outcome">
          {outcome?.kind === "error" ? <p className="field-error">{textOf(outcome.message)}</p> : null}
          {answer && verdict ? (
            <div className={`verify-verdict verify-${verdict}`}>
              <p>
                <strong>{t(`documents.verify.${verdict}`)}</strong>
              </p>
              {answer.ours && answer.title ? (
                <dl className="document-facts">
                  <div>
                    <dt>{t("documents.verify.docTitle")}</dt>
                    <dd>{(language !== "en" && answer.titleChi) || answer.title}</dd>
                  </div>
                  {answer.completedAt ? (
                    <div>
                      <dt>{t("documents.verify.completed")}</dt>
                      <dd>
                        <time dateTime={answer.completedAt}>{when.format(new Date(answer.completedAt))}</time>
                      </dd>
                    </div>
                  ) : null}
                  {answer.signers && answer.signers.length > 0 ? (
                    <div>
                      <dt>{t("documents.verify.signedBy")}</dt>
                      <dd>
                        <ul className="plain-list">
                          {answer.signers.map((signer, index) => (
                            <li key={index}>
                              {signer.name} ({t(`documents.role.${signer.role}`)})
                              {signer.signedAt ? `, ${when.format(new Date(signer.signedAt))}` : ""}
                            </li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                  ) : null}
                </dl>
              ) : null}
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}
