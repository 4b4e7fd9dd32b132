import { Form, Link } from "react-router";
import type { AgentSummary } from "../../../server/services/content/content-service.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { agentPath } from "../../lib/content-paths.ts";

export type DistrictChoice = { id: number; name: string };
export const AGENT_LANGUAGES = ["yue", "en", "cmn", "ja", "fr", "ko"] as const;

const digits = (phone: string) => phone.replace(/[^\d+]/g, "");

/** One agent: photo, name, title, licence, languages, phone, WhatsApp, districts. */
export function AgentCard({ agent, districtNames }: { agent: AgentSummary; districtNames: Map<number, string> }) {
  const { t, language } = useI18n();
  return (
    <li className="agent-card">
      <img src={agent.image} alt="" width={96} height={96} loading="lazy" />
      <div className="agent-card-body">
        <h2 className="agent-card-name">
          <Link to={agentPath(language, agent)}>{agent.name}</Link>
        </h2>
        <p className="muted">{agent.title}</p>
        <p className="agent-licence">{t("agents.licence", { licence: agent.licenceNo })}</p>
        <p>
          <span className="visually-hidden">{t("agents.languages")}: </span>
          {agent.languages.map((code) => t(`agents.language.${code}`)).join(" · ")}
        </p>
        <p className="agent-districts">
          <span className="visually-hidden">{t("agents.districts")}: </span>
          {agent.districtIds
            .slice(0, 4)
            .map((id) => districtNames.get(id))
            .filter(Boolean)
            .join(", ")}
        </p>
        <p className="agent-contacts">
          <a href={`tel:${digits(agent.phone)}`}>{agent.phone}</a>
          <a href={`https://wa.me/${digits(agent.whatsapp).replace("+", "")}`} rel="noopener" target="_blank">
            {t("agents.whatsapp")}
          </a>
        </p>
      </div>
    </li>
  );
}

/** /property-agent-team: every agent, filtered by language and district (a plain GET form, so it works before hydration). */
export function AgentTeamPage(props: {
  agents: AgentSummary[];
  total: number;
  districts: DistrictChoice[];
  filter: { language: string; district: number | null };
}) {
  const { t } = useI18n();
  const districtNames = new Map(props.districts.map((d) => [d.id, d.name]));
  return (
    <div className="container content-wide">
      <PageMeta
        title={`${t("agents.team.title")} | ${t("site.name")}`}
        description={t("agents.team.description", { count: props.total })}
      />
      <Breadcrumbs items={[{ label: t("agents.team.title") }]} />
      <h1>{t("agents.team.title")}</h1>
      <p className="lead">{t("agents.team.description", { count: props.total })}</p>
      <Form method="get" className="agent-filter" aria-label={t("agents.filter")}>
        <label>
          <span>{t("agents.languages")}</span>
          <select name="language" defaultValue={props.filter.language}>
            <option value="">{t("agents.anyLanguage")}</option>
            {AGENT_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`agents.language.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t("agents.districts")}</span>
          <select name="district" defaultValue={props.filter.district ?? ""}>
            <option value="">{t("agents.anyDistrict")}</option>
            {props.districts.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-primary">
          {t("agents.apply")}
        </button>
      </Form>
      <p role="status" className="muted">
        {t("agents.shown", { count: props.agents.length })}
      </p>
      <ul className="agent-grid">
        {props.agents.map((agent) => (
          <AgentCard key={agent.id} agent={agent} districtNames={districtNames} />
        ))}
      </ul>
    </div>
  );
}
