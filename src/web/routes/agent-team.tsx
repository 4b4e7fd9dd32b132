import { useLoaderData } from "react-router";
import type { Route } from "./+types/agent-team.ts";
import { requestContext } from "../app-context.ts";
import { AGENT_LANGUAGES, AgentTeamPage } from "../features/agents/agent-team-page.tsx";
import { parseLanguageCode } from "../../domain/i18n/languages.ts";
import { nameIn } from "../lib/localized-name.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  const { services } = context.get(requestContext);
  const search = new URL(request.url).searchParams;
  const spoken = (AGENT_LANGUAGES as readonly string[]).includes(search.get("language") ?? "") ? search.get("language")! : "";
  const districtParam = Number(search.get("district"));
  const [agents, districtRows] = await Promise.all([services.content.agents(language), services.pages.districts()]);
  const served = new Set(agents.flatMap((a) => a.districtIds));
  const districts = districtRows
    .filter((d) => served.has(d.id))
    .map((d) => ({ id: d.id, name: nameIn(d.names, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  const district = districts.some((d) => d.id === districtParam) ? districtParam : null;
  return {
    agents: agents.filter(
      (a) => (spoken === "" || a.languages.includes(spoken)) && (district === null || a.districtIds.includes(district)),
    ),
    total: agents.length,
    districts,
    filter: { language: spoken, district },
  };
}

export default function AgentTeam() {
  const data = useLoaderData<typeof loader>();
  return <AgentTeamPage {...data} />;
}
