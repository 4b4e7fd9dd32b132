import { useLoaderData } from "react-router";
import type { Route } from "./+types/profile-alerts.ts";
import { requestContext } from "../app-context.ts";
import { MAX_SEARCH_SETS } from "../../domain/contracts/saved-searches.ts";
import { requireMember } from "../lib/member-guard.ts";
import { AlertsPage } from "../features/saved/alerts-page.tsx";

/** /{lang}/profile/alerts (member page): e-mail alerts of every saved search and follow, and one switch for all. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireMember(request, context);
  const { services } = context.get(requestContext);
  return { sets: await services.savedSearches.list(user.userId, MAX_SEARCH_SETS) };
}

export default function Page() {
  const { sets } = useLoaderData<typeof loader>();
  return <AlertsPage sets={sets} />;
}
