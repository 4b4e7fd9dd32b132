import type { Route } from "./+types/agent-documents.ts";
import { AgentDocumentsPage } from "../features/documents/agent-documents-page.tsx";
import { authorizePage } from "../lib/member-guard.ts";
import { documentsPolicy } from "../../domain/policy/documents-policy.ts";

/** The agent's documents desk; a member without the agent role gets 403. Its lists are read by the page, as the agent. */
export function loader({ request, context }: Route.LoaderArgs) {
  authorizePage(request, context, (viewer) => documentsPolicy.can(viewer, "agentDesk"));
  return null;
}

export default function Page() {
  return <AgentDocumentsPage />;
}
