import type { Route } from "./+types/agent-listings.ts";
import { AgentListingsPage } from "../features/my-listings/agent-listings-page.tsx";
import { authorizePage } from "../lib/member-guard.ts";
import { listingsPolicy } from "../../domain/policy/listings-policy.ts";

/** The agent's own desk: no prompt to call the office. */
export const handle = { ownContact: true };

/** The agent's review queue of owners' listings; a member without the agent role gets 403. The page reads the queue, as the agent. */
export function loader({ request, context }: Route.LoaderArgs) {
  authorizePage(request, context, (viewer) => listingsPolicy.can(viewer, "queue"));
  return null;
}

export default function Page() {
  return <AgentListingsPage />;
}
