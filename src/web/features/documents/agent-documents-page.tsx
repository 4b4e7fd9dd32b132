import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import type { AgentDocument, AgentDocumentActionResponse, AgentDocumentListResponse } from "../../../domain/contracts/documents.ts";
import { DOCUMENT_STATUSES, SIGNING_STATUS, type DocumentStatus } from "../../../domain/documents/document-codes.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { callFailure } from "../../lib/account-api.ts";
import { api } from "../../lib/api-client.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { pathInLanguage } from "../../lib/language-path.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { PathLink } from "../../ui/path-link.tsx";
import { useMessageText } from "../../ui/global-message.tsx";
import { otherSignerStatusLabel, signingStatusLabel, templateLabel } from "./document-labels.ts";
import { NewDocumentForm } from "./new-document-form.tsx";

type Filter = DocumentStatus | "all";

/**
 * The agent's documents: their own, filtered by status, each with its
 * signers and their states; Resend while signers are awaited, Cancel with a
 * reason, and the form for a new document.
 */
export function AgentDocumentsPage() {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const [filter, setFilter] = useState<Filter>("all");
  const [list, setList] = useState<AgentDocumentListResponse | null>(null);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const title = t("documents.agent.title");

  const load = useCallback(() => {
    let current = true;
    setList(null);
    api
      .post<AgentDocumentListResponse>("/api/agentdesk/documents/list", { page, ...(filter === "all" ? {} : { status: filter }) })
      .then((answer) => current && setList(answer))
      .catch(() => current && store.showMessage("apiCallError"));
    return () => {
      current = false;
    };
  }, [filter, page, store]);
  useEffect(load, [load]);

  const replace = (document: AgentDocument) =>
    setList((old) => old && { ...old, results: old.results.map((d) => (d.documentKey === document.documentKey ? document : d)) });
  const totalPages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <div className="container account-page documents-page agent-documents">
      <PageMeta title={`${title} | ${t("site.name")}`} description={t("documents.agent.description")} noindex />
      <Breadcrumbs items={[{ label: title }]} />
      <div className="form-row-split">
        <h1>{title}</h1>
        <PathLink to={`/${language}/agent/enquiries`}>{t("documents.agent.enquiries")}</PathLink>
      </div>
      <p className="lead">{t("documents.agent.lead")}</p>
      {creating ? (
        <NewDocumentForm
          onClose={() => setCreating(false)}
          onSent={() => {
            setCreating(false);
            store.showMessage("documents.agent.sent", { warningLevel: "info" });
            setFilter("all");
            setPage(1);
            load();
          }}
        />
      ) : (
        <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
          {t("documents.agent.new")}
        </button>
      )}
      <nav className="document-filter" aria-label={t("documents.agent.filter")}>
        {(["all", ...DOCUMENT_STATUSES] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="chip-button"
            aria-pressed={filter === option}
            onClick={() => {
              setFilter(option);
              setPage(1);
            }}
          >
            {option === "all" ? t("documents.agent.all") : t(`documents.docStatus.${option}`)}
          </button>
        ))}
      </nav>
      <div aria-live="polite" aria-busy={list === null}>
        {list === null ? (
          <p className="muted">{t("documents.agent.loading")}</p>
        ) : list.results.length === 0 ? (
          <p className="lead">{t("documents.agent.empty")}</p>
        ) : (
          <ul className="document-list agent-document-list">
            {list.results.map((document) => (
              <AgentDocumentRow key={document.documentKey} document={document} onChange={replace} />
            ))}
          </ul>
        )}
      </div>
      {totalPages > 1 ? (
        <nav className="pager" aria-label={t("documents.pager")}>
          <button type="button" className="button button-ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t("pager.previous")}
          </button>
          <p className="pager-status">{t("pager.status", { page, total: totalPages })}</p>
          <button type="button" className="button button-ghost" disabled={page >= totalPages} onClick={() => setPage((p) => p + 1)}>
            {t("pager.next")}
          </button>
        </nav>
      ) : null}
    </div>
  );
}

function AgentDocumentRow(props: { document: AgentDocument; onChange: (document: AgentDocument) => void }) {
  const { t, language, locale } = useI18n();
  const store = useLayoutStore();
  const textOf = useMessageText();
  const id = useId();
  const { document } = props;
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "Asia/Hong_Kong" });
  const open = document.status === "pending";
  const ownUrl = document.signers.find((signer) => signer.role === "agent" && signer.signingURL)?.signingURL ?? null;
  const ownSigning = ownUrl === null ? null : pathInLanguage(ownUrl, language);

  async function act(path: string, body: object, done: string) {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<AgentDocumentActionResponse>(path, body);
      if (answer.result.hasError) return setError(answer.result.message);
      props.onChange(answer.data);
      setCancelling(false);
      store.showMessage(done, { warningLevel: "info" });
    } catch (failure) {
      setError(callFailure(failure).message);
    } finally {
      setBusy(false);
    }
  }

  function cancel(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === "") return setError("documents.sign.needReason");
    void act("/api/agentdesk/documents/cancel", { documentKey: document.documentKey, reason: reason.trim() }, "documents.agent.cancelled");
  }

  return (
    <li className="document-item" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="document-item-title">
        {(language !== "en" && document.titleChi) || document.title}
      </h2>
      <p className="document-item-head">
        <span className={`tag document-doc-${document.status}`}>{t(`documents.docStatus.${document.status}`)}</span>
        <span>{t(templateLabel(document.documentTemplate))}</span>
        <span className="muted">{t("documents.agent.issued", { date: when.format(new Date(document.issuedDate)) })}</span>
        {open ? <span className="muted">{t("documents.agent.expires", { date: when.format(new Date(document.expiresDate)) })}</span> : null}
        {document.remindersSent > 0 ? (
          <span className="muted">{t("documents.agent.reminders", { count: document.remindersSent })}</span>
        ) : null}
      </p>
      {document.properties.map((property) => (
        <p key={property.propertyId}>
          <PathLink to={`/${language}${property.path}`}>
            {(language !== "en" && property.buildingNameChi) || property.buildingNameEng}
          </PathLink>
        </p>
      ))}
      {document.sealing.attempts > 0 && document.status === "sealing" ? (
        <p className="field-error">
          {t("documents.agent.sealRetry", { count: document.sealing.attempts, error: document.sealing.lastError ?? "" })}
        </p>
      ) : null}
      <ol className="signing-signers">
        {document.signers.map((signer) => (
          <li key={signer.signerId}>
            <span>
              {signer.name || signer.email} ({t(`documents.role.${signer.role}`)}) <span className="muted">{signer.email}</span>
              {!signer.isMember ? <span className="muted"> · {t("documents.agent.invited")}</span> : null}
            </span>
            <span className={`tag document-status-${String(signer.signingStatus)}`}>
              {t(signer.role === "agent" ? signingStatusLabel(signer.signingStatus) : otherSignerStatusLabel(signer.signingStatus))}
            </span>
            {signer.declineReason ? <span className="muted">{t("documents.agent.reason", { reason: signer.declineReason })}</span> : null}
            {open && signer.role === "client" && signer.signingStatus === SIGNING_STATUS.awaiting ? (
              <button
                type="button"
                className="button button-ghost"
                disabled={busy}
                onClick={() =>
                  void act(
                    "/api/agentdesk/documents/resend",
                    { documentKey: document.documentKey, signerId: signer.signerId },
                    "documents.agent.resent",
                  )
                }
              >
                {t("documents.agent.resend")}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="button-row">
        {ownSigning ? (
          <a className="button button-primary" href={ownSigning}>
            {t("documents.agent.signYourself")}
          </a>
        ) : null}
        {open && !cancelling ? (
          <button type="button" className="button button-ghost" onClick={() => setCancelling(true)}>
            {t("documents.agent.cancel")}
          </button>
        ) : null}
      </div>
      {cancelling ? (
        <form className="document-cancel" onSubmit={cancel} noValidate>
          <div className="form-field">
            <label className="field-label" htmlFor={`${id}-reason`}>
              {t("documents.agent.cancelReason")}
            </label>
            <textarea
              id={`${id}-reason`}
              className="text-input"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </div>
          <div className="button-row">
            <button type="submit" className="button button-danger" disabled={busy}>
              {t("documents.agent.cancelConfirm")}
            </button>
            <button type="button" className="button button-ghost" onClick={() => setCancelling(false)}>
              {t("documents.agent.cancelKeep")}
            </button>
          </div>
        </form>
      ) : null}
      <p className="form-error" role="alert">
        {error ? (error.startsWith("documents.") ? t(error) : textOf(error)) : ""}
      </p>
    </li>
  );
}
