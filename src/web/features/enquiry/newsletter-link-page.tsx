import { useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { api } from "../../lib/api-client.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";

const PAGES = {
  confirm: {
    path: "/api/communication/confirmsubscription",
    title: "enquiry.newsletter.confirmTitle",
    lead: "enquiry.newsletter.confirmLead",
    button: "enquiry.newsletter.confirmButton",
    done: "enquiry.newsletter.confirmed",
  },
  unsubscribe: {
    path: "/api/communication/unsubscribe",
    title: "enquiry.newsletter.unsubscribeTitle",
    lead: "enquiry.newsletter.unsubscribeLead",
    button: "enquiry.newsletter.unsubscribeButton",
    done: "enquiry.newsletter.unsubscribed",
  },
} as const;

/**
 * Where a newsletter e-mail's links lead: confirm the subscription, or
 * unsubscribe in one click. The link only opens the page; the button sends
 * the token, so a mail scanner that follows links changes nothing.
 */
export function NewsletterLinkPage(props: { action: keyof typeof PAGES; token: string }) {
  const { t } = useI18n();
  const page = PAGES[props.action];
  const [state, setState] = useState<"ready" | "sending" | "done" | "invalid">(props.token ? "ready" : "invalid");
  async function send() {
    setState("sending");
    try {
      const answer = await api.post<{ result: { hasError: boolean } }>(page.path, { token: props.token });
      setState(answer.result.hasError ? "invalid" : "done");
    } catch {
      setState("invalid");
    }
  }
  return (
    <div className="container account-page">
      <PageMeta title={`${t(page.title)} | ${t("site.name")}`} description={t(page.lead)} noindex />
      <Breadcrumbs items={[{ label: t(page.title) }]} />
      <section className="account-card">
        <h1>{t(page.title)}</h1>
        {state === "done" ? (
          <p className="form-success" role="status">
            {t(page.done)}
          </p>
        ) : state === "invalid" ? (
          <p className="form-error" role="alert">
            {t("enquiry.newsletter.tokenInvalid")}
          </p>
        ) : (
          <>
            <p className="lead">{t(page.lead)}</p>
            <button type="button" className="button button-primary" disabled={state === "sending"} onClick={() => void send()}>
              {t(page.button)}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
