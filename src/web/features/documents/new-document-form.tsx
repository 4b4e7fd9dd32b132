import { useEffect, useId, useState, type FormEvent } from "react";
import type { IssueDocumentResponse, PreviewDocumentResponse } from "../../../domain/contracts/documents.ts";
import {
  DOCUMENT_LANGUAGES,
  DOCUMENT_TEMPLATES,
  MAX_CO_SIGNERS,
  type DocumentLanguage,
  type DocumentTemplate,
  type SigningOrder,
} from "../../../domain/documents/document-codes.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { callFailure } from "../../lib/account-api.ts";
import { api } from "../../lib/api-client.ts";
import { useMessageText } from "../../ui/global-message.tsx";
import { templateLabel } from "./document-labels.ts";
import { DocumentBody } from "./document-body.tsx";
import { findListing, type FoundListing } from "./listing-lookup.ts";

interface CoSigner {
  email: string;
  name: string;
}

/**
 * The agent's new document: a listing by its id (its name shown once found),
 * the client by e-mail (a non-member is invited to sign up), a template, the
 * document's language, joint signers and the order; Preview renders it in the
 * page without saving, Send issues it.
 */
export function NewDocumentForm(props: { onSent: () => void; onClose: () => void }) {
  const { t, language } = useI18n();
  const textOf = useMessageText();
  const id = useId();
  const [listingInput, setListingInput] = useState("");
  const [listing, setListing] = useState<FoundListing | "unknown" | null>(null);
  const [clientEmail, setClientEmail] = useState("");
  const [clientName, setClientName] = useState("");
  const [template, setTemplate] = useState<DocumentTemplate>("tenant-agreement");
  const [documentLanguage, setDocumentLanguage] = useState<DocumentLanguage>(language === "en" ? "en" : "zh-hk");
  const [signers, setSigners] = useState<CoSigner[]>([]);
  const [order, setOrder] = useState<SigningOrder>("sequential");
  const [preview, setPreview] = useState<PreviewDocumentResponse["data"] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  // The listing a reference or address names, with its name, once typed: the agent sees they picked the right flat.
  useEffect(() => {
    setListing(null);
    if (listingInput.trim() === "") return;
    let current = true;
    const timer = setTimeout(() => {
      findListing(listingInput, language)
        .then((found) => current && setListing(found ?? "unknown"))
        .catch(() => undefined);
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [listingInput, language]);

  const body = () => ({
    listingId: listing !== null && listing !== "unknown" ? listing.id : 0,
    clientEmail: clientEmail.trim(),
    clientName: clientName.trim(),
    template,
    language: documentLanguage,
    signers: signers.map((s) => ({ email: s.email.trim(), name: s.name.trim() })),
    order,
  });

  async function run<T>(path: string): Promise<T | null> {
    setBusy(true);
    setError(null);
    setFields({});
    try {
      return await api.post<T>(path, body());
    } catch (failure) {
      const { message, fields } = callFailure(failure);
      setFields(fields as Record<string, string>);
      setError(message);
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function showPreview() {
    const answer = await run<PreviewDocumentResponse>("/api/agentdesk/documents/preview");
    if (answer) setPreview(answer.data);
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const answer = await run<IssueDocumentResponse>("/api/agentdesk/documents/issue");
    if (!answer) return;
    if (answer.result.hasError) return setError(answer.result.message);
    props.onSent();
  }

  const fieldError = (name: string) =>
    fields[name] ? (
      <p className="field-error" id={`${id}-${name}-error`}>
        {textOf(fields[name])}
      </p>
    ) : null;
  const described = (name: string, hint = false) =>
    [hint ? `${id}-${name}-hint` : "", fields[name] ? `${id}-${name}-error` : ""].filter(Boolean).join(" ") || undefined;

  return (
    <section className="account-card new-document" aria-labelledby={`${id}-title`}>
      <div className="form-row-split">
        <h2 id={`${id}-title`}>{t("documents.agent.formTitle")}</h2>
        <button type="button" className="button button-ghost" onClick={props.onClose}>
          {t("documents.agent.close")}
        </button>
      </div>
      <form onSubmit={(event) => void send(event)} noValidate>
        <div className="form-field">
          <label className="field-label" htmlFor={`${id}-listing`}>
            {t("documents.agent.listingId")}
          </label>
          <input
            id={`${id}-listing`}
            className="text-input"
            autoComplete="off"
            value={listingInput}
            aria-invalid={fields.listingId || listing === "unknown" ? true : undefined}
            aria-describedby={described("listingId", true)}
            onChange={(event) => setListingInput(event.currentTarget.value)}
          />
          <p className="field-hint" id={`${id}-listingId-hint`} aria-live="polite">
            {listing === null
              ? t("documents.agent.listingHint")
              : listing === "unknown"
                ? t("documents.agent.listingUnknown")
                : t("documents.agent.listingFound", { name: listing.name })}
          </p>
          {fieldError("listingId")}
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor={`${id}-email`}>
            {t("documents.agent.clientEmail")}
          </label>
          <input
            id={`${id}-email`}
            className="text-input"
            type="email"
            autoComplete="off"
            value={clientEmail}
            aria-invalid={fields.clientEmail ? true : undefined}
            aria-describedby={described("clientEmail", true)}
            onChange={(event) => setClientEmail(event.currentTarget.value)}
          />
          <p className="field-hint" id={`${id}-clientEmail-hint`}>
            {t("documents.agent.clientHint")}
          </p>
          {fieldError("clientEmail")}
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor={`${id}-name`}>
            {t("documents.agent.clientName")}
          </label>
          <input
            id={`${id}-name`}
            className="text-input"
            value={clientName}
            onChange={(event) => setClientName(event.currentTarget.value)}
          />
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor={`${id}-template`}>
            {t("documents.agent.template")}
          </label>
          <select
            id={`${id}-template`}
            className="text-input"
            value={template}
            onChange={(event) => setTemplate(event.currentTarget.value as DocumentTemplate)}
          >
            {DOCUMENT_TEMPLATES.map((option) => (
              <option key={option} value={option}>
                {t(templateLabel(option))}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor={`${id}-language`}>
            {t("documents.agent.language")}
          </label>
          <select
            id={`${id}-language`}
            className="text-input"
            value={documentLanguage}
            onChange={(event) => setDocumentLanguage(event.currentTarget.value as DocumentLanguage)}
          >
            {DOCUMENT_LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {t(option === "en" ? "documents.agent.lang.en" : "documents.agent.lang.zhHk")}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="plain-fieldset form-field">
          <legend className="field-label">{t("documents.agent.coSigners")}</legend>
          {signers.map((signer, index) => {
            const n = index + 1;
            const update = (patch: Partial<CoSigner>) => setSigners((list) => list.map((s, i) => (i === index ? { ...s, ...patch } : s)));
            return (
              <div key={index} className="co-signer">
                <label className="field-label" htmlFor={`${id}-signer-${String(n)}-email`}>
                  {t("documents.agent.signerEmail", { n })}
                </label>
                <input
                  id={`${id}-signer-${String(n)}-email`}
                  className="text-input"
                  type="email"
                  value={signer.email}
                  onChange={(event) => update({ email: event.currentTarget.value })}
                />
                <label className="field-label" htmlFor={`${id}-signer-${String(n)}-name`}>
                  {t("documents.agent.signerName", { n })}
                </label>
                <input
                  id={`${id}-signer-${String(n)}-name`}
                  className="text-input"
                  value={signer.name}
                  onChange={(event) => update({ name: event.currentTarget.value })}
                />
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => setSigners((list) => list.filter((_, i) => i !== index))}
                >
                  {t("documents.agent.removeSigner", { n })}
                </button>
              </div>
            );
          })}
          {signers.length < MAX_CO_SIGNERS ? (
            <button type="button" className="button button-ghost" onClick={() => setSigners((list) => [...list, { email: "", name: "" }])}>
              {t("documents.agent.addSigner")}
            </button>
          ) : null}
        </fieldset>
        <fieldset className="plain-fieldset form-field">
          <legend className="field-label">{t("documents.agent.order")}</legend>
          {(["sequential", "parallel"] as const).map((option) => (
            <label key={option} className="radio-row">
              <input type="radio" name={`${id}-order`} checked={order === option} onChange={() => setOrder(option)} />{" "}
              {t(`documents.agent.${option}`)}
            </label>
          ))}
        </fieldset>
        <p className="form-error" role="alert">
          {error ? textOf(error) : ""}
        </p>
        <div className="button-row">
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => void showPreview()}>
            {t("documents.agent.preview")}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {t("documents.agent.send")}
          </button>
        </div>
      </form>
      {preview ? (
        <div className="document-preview">
          <h3>{t("documents.agent.previewTitle", { count: preview.pageCount })}</h3>
          <DocumentBody html={preview.html} label={(language !== "en" && preview.titleChi) || preview.title} />
        </div>
      ) : null}
    </section>
  );
}
