import { PathLink } from "../../ui/path-link.tsx";
import type { Article, ArticleSummary } from "../../../server/services/content/content-service.ts";
import type { Company, ContentPage, AnsweredQuestion } from "../../../server/services/content/site-content.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { formatDate } from "../../../domain/dates/format.ts";
import { CompanyBlock } from "./content-page.tsx";
import { EnquiryForm } from "../../ui/enquiry-form.tsx";
import { useEnquirySent } from "../../ui/use-enquiry-sent.ts";
import type { EnquiryTarget } from "../../lib/layout-state.ts";
import { ENQUIRY_TYPE } from "../../../domain/enquiry/enquiry-codes.ts";
import { agentPath as agentPathOf, articlePath, districtGuidePath } from "../../lib/content-paths.ts";

/** A card of the news and guide lists: cover, date, title, summary. */
function ArticleCard({ article, headingLevel = 2 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const { language } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="article-card">
      <img src={article.image} alt="" width={320} height={200} loading="lazy" />
      <div>
        <time dateTime={article.publishedAt} className="muted">
          {formatDate(new Date(article.publishedAt))}
        </time>
        <Heading className="article-card-title">
          <PathLink to={articlePath(language, article)}>{article.title}</PathLink>
        </Heading>
        <p>{article.summary}</p>
      </div>
    </li>
  );
}

export function ArticleList({ articles, headingLevel }: { articles: ArticleSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="article-list">
      {articles.map((a) => (
        <ArticleCard key={a.slug} article={a} {...(headingLevel ? { headingLevel } : {})} />
      ))}
    </ul>
  );
}

export function NewsListPage({ articles }: { articles: ArticleSummary[] }) {
  const { t } = useI18n();
  return (
    <div className="container content-wide">
      <PageMeta title={`${t("content.news.title")} | ${t("site.name")}`} description={t("content.news.description")} />
      <Breadcrumbs items={[{ label: t("content.news.title") }]} />
      <h1>{t("content.news.title")}</h1>
      <p className="lead">{t("content.news.description")}</p>
      <ArticleList articles={articles} />
    </div>
  );
}

/** A news article or an article guide, with schema.org Article. */
export function ArticlePage({ article }: { article: Article }) {
  const { t, language } = useI18n();
  const { publicUrl } = useRootData();
  const isNews = article.kind === "article";
  const parent = isNews
    ? { label: t("content.news.title"), to: `/${language}/property-news` }
    : { label: t("content.guides.title"), to: `/${language}/property-guides` };
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": isNews ? "NewsArticle" : "Article",
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    inLanguage: language,
    image: `${publicUrl}${article.image}`,
    mainEntityOfPage: `${publicUrl}${articlePath(language, article)}`,
    ...(article.author
      ? { author: { "@type": "Person", name: article.author.name, url: `${publicUrl}${agentPathOf(language, article.author)}` } }
      : {}),
    publisher: { "@type": "Organization", name: t("site.name"), url: publicUrl },
  };
  return (
    <article className="container page-narrow content-page">
      <PageMeta
        title={`${article.title} | ${t("site.name")}`}
        description={article.summary}
        type="article"
        image={article.image}
        jsonLd={[jsonLd]}
      />
      <Breadcrumbs items={[parent, { label: article.title }]} />
      <h1>{article.title}</h1>
      <p className="muted">
        <time dateTime={article.publishedAt}>{formatDate(new Date(article.publishedAt))}</time>
        {article.author ? (
          <>
            {" · "}
            <PathLink to={agentPathOf(language, article.author)}>{article.author.name}</PathLink>
          </>
        ) : null}
      </p>
      <img className="article-cover" src={article.image} alt="" width={640} height={400} fetchPriority="high" />
      <p className="lead">{article.summary}</p>
      {article.paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <p className="content-next">
        <PathLink to={parent.to}>{isNews ? t("content.news.all") : t("content.allGuides")}</PathLink>
      </p>
    </article>
  );
}

export function GuidesPage(props: {
  hubs: ContentPage[];
  guides: ArticleSummary[];
  districtArticles: ArticleSummary[];
  districts: { id: number; name: string }[];
}) {
  const { t, language } = useI18n();
  return (
    <div className="container content-wide">
      <PageMeta title={`${t("content.guides.title")} | ${t("site.name")}`} description={t("content.guides.description")} />
      <Breadcrumbs items={[{ label: t("content.guides.title") }]} />
      <h1>{t("content.guides.title")}</h1>
      <p className="lead">{t("content.guides.description")}</p>
      <ul className="guide-hubs">
        {props.hubs.map((hub) => (
          <li key={hub.slug}>
            <h2>
              <PathLink to={`/${language}/guides/${hub.slug}`}>{hub.title}</PathLink>
            </h2>
            <p>{hub.description}</p>
          </li>
        ))}
      </ul>
      <h2 id="more-guides">{t("content.guides.more")}</h2>
      <ArticleList articles={props.guides} headingLevel={3} />
      <h2 id="district-guides">{t("content.guides.districts")}</h2>
      <ul className="district-guide-links">
        {props.districts.map((d) => (
          <li key={d.id}>
            <PathLink to={districtGuidePath(language, d)}>{t("content.districtGuide.title", { district: d.name })}</PathLink>
          </li>
        ))}
      </ul>
      <ArticleList articles={props.districtArticles} headingLevel={3} />
      <h2 id="useful-information">{t("content.guides.useful")}</h2>
      <ul className="link-list">
        <li>
          <PathLink to={`/${language}/mortgagecalculator/monthlyrepayment`}>{t("content.links.mortgage")}</PathLink>
        </li>
        <li>
          <PathLink to={`/${language}/property-transaction`}>{t("content.links.transactions")}</PathLink>
        </li>
        <li>
          <PathLink to={`/${language}/faq`}>{t("content.links.faq")}</PathLink>
        </li>
        <li>
          <PathLink to={`/${language}/property-questions`}>{t("content.links.questions")}</PathLink>
        </li>
      </ul>
    </div>
  );
}

/** A question asked here is a general enquiry: it reaches the agency like any other (issue 17's call). */
const QUESTION_TARGET: EnquiryTarget = { enquiryType: ENQUIRY_TYPE.General };

export function QuestionsPage(props: {
  questions: (AnsweredQuestion & { agent: { id: number; name: string } | null })[];
  company: Company;
}) {
  const { t, language } = useI18n();
  const sent = useEnquirySent({ closePanel: false });
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: props.questions.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: q.answer },
    })),
  };
  return (
    <div className="container page-narrow content-page">
      <PageMeta
        title={`${t("content.questions.title")} | ${t("site.name")}`}
        description={t("content.questions.description")}
        jsonLd={[jsonLd]}
      />
      <Breadcrumbs items={[{ label: t("content.questions.title") }]} />
      <h1>{t("content.questions.title")}</h1>
      <p className="lead">{t("content.questions.description")}</p>
      <section className="account-card question-form" aria-labelledby="ask-heading">
        <h2 id="ask-heading">{t("content.questions.ask")}</h2>
        <p>{t("content.questions.askLead")}</p>
        <EnquiryForm target={QUESTION_TARGET} idPrefix="question" headingLevel={3} onSent={sent} />
      </section>
      <h2>{t("content.questions.answered")}</h2>
      {props.questions.map((q) => (
        <section key={q.id} id={q.id} className="content-section question" aria-labelledby={`${q.id}-q`}>
          <h3 id={`${q.id}-q`}>{q.question}</h3>
          <p>{q.answer}</p>
          {q.agent ? (
            <p className="muted">
              {t("content.questions.answeredBy")} <PathLink to={agentPathOf(language, q.agent)}>{q.agent.name}</PathLink>
            </p>
          ) : null}
        </section>
      ))}
      <CompanyBlock company={props.company} />
    </div>
  );
}
