import { useLoaderData } from "react-router";
import type { Route } from "./+types/profile-alerts.ts";
import { requestContext } from "../app-context.ts";
import { MAX_SEARCH_SETS } from "../../domain/saved/saved-codes.ts";
import { requireVerifiedMember } from "../lib/member-guard.ts";
import { AlertsPage } from "../features/saved/alerts-page.tsx";

/**
 * /{lang}/profile/alerts (a verified member's page: only confirmed addresses are mailed): e-mail alerts of
 * the saved properties and of every saved search and follow, and one switch for all.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireVerifiedMember(request, context);
  const { services } = context.get(requestContext);
  const [sets, propertyAlerts] = await Promise.all([
    services.savedSearches.list(user.userId, MAX_SEARCH_SETS),
    services.savedProperties.alertSettings(user.userId),
  ]);
  return { sets, propertyAlerts };
}

export default function Page() {
  const { sets, propertyAlerts } = useLoaderData<typeof loader>();
  return <AlertsPage sets={sets} propertyAlerts={propertyAlerts} />;
}
