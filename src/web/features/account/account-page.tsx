import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { useMessageText } from "../../ui/global-message.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import type { Outcome } from "./use-account-form.ts";

/** An account page: its title and meta (never indexed), breadcrumbs, heading and a card for the form. */
export function AccountPage(props: { title: string; lead?: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="container account-page">
      <PageMeta title={`${props.title} | ${t("site.name")}`} description={t("account.page.description", { title: props.title })} noindex />
      <Breadcrumbs items={[{ label: t("account.page.myAccount") }, { label: props.title }]} />
      <section className="account-card">
        <h1>{props.title}</h1>
        {props.lead ? <p className="lead">{props.lead}</p> : null}
        {props.children}
      </section>
    </div>
  );
}

/** The outcome of a form: good news as a status, a failure as an alert. */
export function OutcomeLine(props: { outcome: Outcome | null }) {
  const textOf = useMessageText();
  const { outcome } = props;
  return (
    <>
      <p className="form-success" role="status">
        {outcome?.ok ? textOf(outcome.message) : ""}
      </p>
      <p className="form-error" role="alert">
        {outcome && !outcome.ok ? textOf(outcome.message) : ""}
      </p>
    </>
  );
}
