import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";

/** What a person sees when a page fails on our side; the details stay in the server log. */
export function ErrorPage() {
  const { t, language } = useI18n();
  return (
    <div className="container page-narrow">
      <PageMeta title={`${t("error.title")} | ${t("site.name")}`} description={t("error.text")} noindex />
      <section className="notice">
        <h1>{t("error.title")}</h1>
        <p className="lead">{t("error.text")}</p>
        <Link className="button button-primary" to={`/${language}`}>
          {t("notFound.home")}
        </Link>
      </section>
    </div>
  );
}
