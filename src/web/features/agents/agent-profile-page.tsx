import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { AgentProfile, AgentTransaction } from "../../../server/services/content/content-service.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { formatDate } from "../../../domain/dates/format.ts";
import { buildingPath } from "../../../domain/listing/listing-path.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { ENQUIRY_TYPE } from "../../../domain/enquiry/enquiry-codes.ts";
import { agentPath, articlePath } from "../../lib/content-paths.ts";
import { exactMoney } from "../../lib/exact-money.ts";
import { sqft } from "../../lib/card-format.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { HydrateWhenIdle } from "../../ui/hydrate-when-idle.tsx";
import { Testimonials } from "./testimonials.tsx";
import { RecommendedTable } from "./recommended-table.tsx";
import { bioIsLong } from "./agent-rules.ts";

const TRANSACTIONS_PER_STEP = 5;
const digits = (phone: string) => phone.replace(/[^\d+]/g, "");

/** schema.org RealEstateAgent for the profile. */
function agentJsonLd(agent: AgentProfile, url: string, image: string, areas: string[]): unknown {
  const rated = agent.testimonials.filter((t) => t.rating > 0);
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    name: agent.name,
    url,
    image,
    telephone: agent.phone,
    email: agent.email,
    jobTitle: agent.title,
    identifier: agent.licenceNo,
    knowsLanguage: agent.languages,
    areaServed: areas.map((name) => ({ "@type": "Place", name })),
    ...(rated.length > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round((rated.reduce((s, t) => s + t.rating, 0) / rated.length) * 10) / 10,
            reviewCount: rated.length,
          },
        }
      : {}),
  };
}

/** The agent's closed deals, stepped by previous / next. */
function RecentTransactions({ items, currencyId }: { items: AgentTransaction[]; currencyId: CurrencyId }) {
  const { t, language } = useI18n();
  const [start, setStart] = useState(0);
  const shown = items.slice(start, start + TRANSACTIONS_PER_STEP);
  return (
    <div>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table agent-table stacked-table">
          <thead>
            <tr>
              <th scope="col">{t("agents.tx.date")}</th>
              <th scope="col">{t("agents.tx.building")}</th>
              <th scope="col">{t("agents.tx.kind")}</th>
              <th scope="col">{t("agents.tx.size")}</th>
              <th scope="col">{t("agents.tx.price")}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((tx) => (
              <tr key={tx.id}>
                <td data-label={t("agents.tx.date")}>{formatDate(new Date(tx.date))}</td>
                <td data-label={t("agents.tx.building")}>
                  <Link to={buildingPath(language, tx.building, tx.buildingId)}>{tx.building}</Link>
                </td>
                <td data-label={t("agents.tx.kind")}>{t(tx.kind === "sale" ? "agents.tx.sale" : "agents.tx.lease")}</td>
                <td data-label={t("agents.tx.size")}>{sqft(tx.saleableSize) ?? sqft(tx.grossSize) ?? "–"}</td>
                <td data-label={t("agents.tx.price")}>{exactMoney(tx.price, currencyId)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="carousel-controls">
        <button
          type="button"
          className="button button-secondary"
          disabled={start === 0}
          onClick={() => setStart((s) => Math.max(0, s - TRANSACTIONS_PER_STEP))}
        >
          {t("agents.previous")}
        </button>
        <span className="muted">{t("agents.tx.range", { from: start + 1, to: start + shown.length, total: items.length })}</span>
        <button
          type="button"
          className="button button-secondary"
          disabled={start + TRANSACTIONS_PER_STEP >= items.length}
          onClick={() => setStart((s) => s + TRANSACTIONS_PER_STEP)}
        >
          {t("agents.next")}
        </button>
      </div>
    </div>
  );
}

/**
 * The biography: a long one shows its first paragraph (a single long
 * paragraph is clamped) until "view more" opens the rest.
 */
function Biography({ paragraphs }: { paragraphs: string[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const long = bioIsLong(paragraphs);
  const shortened = long && !open;
  return (
    <div>
      <div id="bio-text" className={shortened && paragraphs.length === 1 ? "bio-text is-clamped" : "bio-text"}>
        {paragraphs.map((p, i) => (
          <p key={i} hidden={shortened && i > 0}>
            {p}
          </p>
        ))}
      </div>
      {long ? (
        <button type="button" className="link-button" aria-expanded={open} aria-controls="bio-text" onClick={() => setOpen((v) => !v)}>
          {open ? t("agents.readLess") : t("agents.viewMore")}
        </button>
      ) : null}
    </div>
  );
}

/** The profile's anchored sections in page order; each is shown, and linked from the in-page nav, only with its data. */
const SECTION_IDS = ["biography", "clientTestimonials", "recentTransactions", "propertyRecommandations", "articles"] as const;
type SectionId = (typeof SECTION_IDS)[number];

/**
 * One of the profile's anchored sections, below its header: nobody uses it in the page's first moment, so it
 * hydrates in an idle moment of its own (decision 0066).
 */
function AgentSection({ id, children }: { id: SectionId; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <HydrateWhenIdle>
      <section id={id} className="agent-section" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{t(`agents.nav.${id}`)}</h2>
        {children}
      </section>
    </HydrateWhenIdle>
  );
}

export function AgentProfilePage(props: {
  agent: AgentProfile;
  districts: string[];
  alternates: Record<"en" | "zh-hk" | "zh-cn", string>;
  currencyId: CurrencyId;
}) {
  const { t, language } = useI18n();
  const { publicUrl } = useRootData();
  const store = useLayoutStore();
  const { agent } = props;
  const shown: Record<SectionId, boolean> = {
    biography: agent.bio.length > 0,
    clientTestimonials: agent.testimonials.length > 0,
    recentTransactions: agent.transactions.length > 0,
    propertyRecommandations: agent.listings.length > 0,
    articles: agent.articles.length > 0,
  };
  const sections = SECTION_IDS.filter((id) => shown[id]);
  const url = `${publicUrl}${agentPath(language, agent)}`;
  return (
    <div className="container content-wide agent-profile">
      <PageMeta
        title={`${agent.name} – ${agent.title} | ${t("site.name")}`}
        description={t("agents.profile.description", {
          name: agent.name,
          title: agent.title,
          areas: props.districts.slice(0, 3).join(", "),
        })}
        alternates={props.alternates}
        image={agent.image}
        type="profile"
        jsonLd={[agentJsonLd(agent, url, `${publicUrl}${agent.image}`, props.districts)]}
      />
      <Breadcrumbs items={[{ label: t("agents.team.title"), to: `/${language}/property-agent-team` }, { label: agent.name }]} />
      <header className="agent-hero">
        <img src={agent.image} alt={agent.name} width={160} height={160} />
        <div>
          <h1>{agent.name}</h1>
          <p className="lead">{agent.title}</p>
          <p>{t("agents.licence", { licence: agent.licenceNo })}</p>
          <p>
            {t("agents.languages")}: {agent.languages.map((code) => t(`agents.language.${code}`)).join(" · ")}
          </p>
          <p>
            {t("agents.districts")}: {props.districts.join(", ")}
          </p>
          <div className="button-row" id="contact-me">
            <a
              className="button button-primary"
              href={`/${language}/communication/enquiry?agent=${String(agent.id)}`}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                store.openEnquiry({ enquiryType: ENQUIRY_TYPE.General, agentId: agent.id, agentName: agent.name });
              }}
            >
              {t("agents.contactMe")}
            </a>
            <a className="button button-secondary" href={`tel:${digits(agent.phone)}`}>
              {t("agents.call", { phone: agent.phone })}
            </a>
            <a
              className="button button-secondary"
              href={`https://wa.me/${digits(agent.whatsapp).replace("+", "")}`}
              rel="noopener"
              target="_blank"
            >
              {t("agents.whatsapp")}
            </a>
            <a className="button button-secondary" href={`mailto:${agent.email}`}>
              {t("agents.emailMe")}
            </a>
            {agent.linkedin ? (
              <a className="button button-secondary" href={agent.linkedin} rel="noopener" target="_blank">
                {t("agents.linkedin")}
              </a>
            ) : null}
          </div>
        </div>
      </header>
      {sections.length > 1 ? (
        <nav className="agent-anchors" aria-label={t("content.onThisPage")}>
          <ul>
            {sections.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{t(`agents.nav.${id}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {shown.biography ? (
        <AgentSection id="biography">
          <Biography paragraphs={agent.bio} />
        </AgentSection>
      ) : null}
      {shown.clientTestimonials ? (
        <AgentSection id="clientTestimonials">
          <Testimonials items={agent.testimonials} />
        </AgentSection>
      ) : null}
      {shown.recentTransactions ? (
        <AgentSection id="recentTransactions">
          <RecentTransactions items={agent.transactions} currencyId={props.currencyId} />
        </AgentSection>
      ) : null}
      {shown.propertyRecommandations ? (
        <AgentSection id="propertyRecommandations">
          <RecommendedTable listings={agent.listings} currencyId={props.currencyId} />
        </AgentSection>
      ) : null}
      {shown.articles ? (
        <AgentSection id="articles">
          <ul className="link-list">
            {agent.articles.map((a) => (
              <li key={a.slug}>
                <Link to={articlePath(language, a)}>{a.title}</Link> <span className="muted">{formatDate(new Date(a.publishedAt))}</span>
              </li>
            ))}
          </ul>
        </AgentSection>
      ) : null}
      <HydrateWhenIdle>
        <section className="agent-section agent-final" aria-label={t("agents.more")}>
          <Link className="button button-secondary" to={`/${language}/property-agent-team`}>
            {t("agents.allAgents")}
          </Link>
          <Link className="button button-secondary" to={`/${language}/property-news`}>
            {t("agents.news")}
          </Link>
        </section>
      </HydrateWhenIdle>
    </div>
  );
}
