import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/agent-profile.ts";
import { requestContext } from "../app-context.ts";
import { AgentProfilePage } from "../features/agents/agent-profile-page.tsx";
import { parseLanguageCode } from "../../domain/i18n/languages.ts";
import { isCanonicalNameSegment, parsePathId } from "../../domain/listing/listing-path.ts";
import { agentPath } from "../lib/content-paths.ts";
import { nameIn } from "../lib/localized-name.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  const id = parsePathId(params.id);
  const { services, currencyId } = context.get(requestContext);
  const agent = id === null ? null : await services.content.agent(id, language, currencyId);
  if (!agent) throw new Response(null, { status: 404 });
  if (!isCanonicalNameSegment(params.name, agent.name)) throw redirect(agentPath(language, agent), 301);
  const [names, districtRows] = await Promise.all([services.content.agentNames(agent.id), services.pages.districts()]);
  const districtName = new Map(districtRows.map((d) => [d.id, nameIn(d.names, language)]));
  const alternates = {
    en: agentPath("en", { id: agent.id, name: names!.en }),
    "zh-hk": agentPath("zh-hk", { id: agent.id, name: names!["zh-hk"] }),
    "zh-cn": agentPath("zh-cn", { id: agent.id, name: names!["zh-cn"] }),
  };
  return { agent, alternates, currencyId, districts: agent.districtIds.flatMap((d) => districtName.get(d) ?? []) };
}

export default function AgentProfile() {
  const data = useLoaderData<typeof loader>();
  return <AgentProfilePage {...data} />;
}
