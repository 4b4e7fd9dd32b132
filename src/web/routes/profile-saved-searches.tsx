import { useLoaderData } from "react-router";
import type { Route } from "./+types/profile-saved-searches.ts";
import { requestContext } from "../app-context.ts";
import { MAX_SEARCH_SETS } from "../../domain/saved/saved-codes.ts";
import { SavedSearchesPage } from "../features/saved/saved-searches-page.tsx";

/** /{lang}/profile/savedsearch: a member's saved searches and follows; a guest is invited to sign up (their searches wait in the browser). */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(requestContext);
  if (!viewer.user) return { sets: null };
  return { sets: await services.savedSearches.list(viewer.user.userId, MAX_SEARCH_SETS) };
}

export default function Page() {
  const { sets } = useLoaderData<typeof loader>();
  return <SavedSearchesPage sets={sets} />;
}
