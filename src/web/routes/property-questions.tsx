import { useLoaderData } from "react-router";
import type { Route } from "./+types/property-questions.ts";
import { requestContext } from "../app-context.ts";
import { QuestionsPage } from "../features/content/news-pages.tsx";
import { parseLanguageCode } from "../../domain/i18n/languages.ts";

/** The page is itself a way to reach an agent, so the layout's call-or-email prompt stays away. */
export const handle = { ownContact: true };

/** Ask an agent: the answered questions, each with the agent who answered it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  const { services } = context.get(requestContext);
  const agents = await services.content.agents(language);
  const questions = services.content.site.questions(language).map((q) => {
    const agent = agents.find((a) => a.id === q.agentId);
    return { ...q, agent: agent ? { id: agent.id, name: agent.name } : null };
  });
  return { questions, company: services.content.site.company(language) };
}

export default function PropertyQuestions() {
  const data = useLoaderData<typeof loader>();
  return <QuestionsPage {...data} />;
}
