import { Link } from "react-router";
import type { Company, ContentPage } from "../../../server/services/content/site-content.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { SectionsBody } from "./article-body.tsx";

/** FAQ questions as schema.org FAQPage, so search engines can show the answers. */
function faqJsonLd(page: ContentPage): unknown {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: page.sections.map((s) => ({
      "@type": "Question",
      name: s.heading,
      acceptedAnswer: { "@type": "Answer", text: s.paragraphs.join("\n\n") },
    })),
  };
}

/** About us, list a property, FAQ, privacy policy, terms, and the hub guides. */
export function ContentPageView(props: { page: ContentPage; company: Company; crumbs?: { label: string; to: string }[] }) {
  const { t, language } = useI18n();
  const { publicUrl } = useRootData();
  const { page, company } = props;
  const isGuide = page.kind === "guide";
  const jsonLd =
    page.kind === "faq"
      ? [faqJsonLd(page)]
      : isGuide
        ? [
            {
              "@context": "https://schema.org",
              "@type": "Article",
              headline: page.title,
              description: page.description,
              inLanguage: language,
              publisher: { "@type": "Organization", name: company.name, url: publicUrl },
            },
          ]
        : [];
  return (
    <article className="container page-narrow content-page">
      <PageMeta
        title={`${page.title} | ${t("site.name")}`}
        description={page.description}
        type={isGuide ? "article" : "website"}
        jsonLd={jsonLd}
      />
      <Breadcrumbs items={[...(props.crumbs ?? []), { label: page.title }]} />
      <h1>{page.title}</h1>
      <p className="lead">{page.description}</p>
      {page.sections.length > 2 ? (
        <nav className="content-toc" aria-label={t("content.onThisPage")}>
          <h2 className="content-toc-heading">{t("content.onThisPage")}</h2>
          <ul>
            {page.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <SectionsBody sections={page.sections} />
      {page.kind === "about" ? <CompanyBlock company={company} /> : null}
      {isGuide ? (
        <p className="content-next">
          <Link to={`/${language}/property-guides`}>{t("content.allGuides")}</Link>
        </p>
      ) : null}
    </article>
  );
}

/** The company's details (data/content/pages.json) with call and e-mail links. */
export function CompanyBlock({ company }: { company: Company }) {
  const { t } = useI18n();
  return (
    <section id="contact-us" className="content-section company-block" aria-labelledby="contact-us-heading">
      <h2 id="contact-us-heading">{t("content.contactUs")}</h2>
      <p>
        <strong>{company.name}</strong>
        <br />
        {company.address}
        <br />
        {t("content.licence", { licence: company.licence })}
        <br />
        {company.hours}
      </p>
      <div className="button-row">
        <a className="button button-primary" href={`tel:${company.phone.replace(/\s+/g, "")}`}>
          {t("content.call", { phone: company.phone })}
        </a>
        <a className="button button-secondary" href={`mailto:${company.email}`}>
          {t("content.email", { email: company.email })}
        </a>
      </div>
    </section>
  );
}
