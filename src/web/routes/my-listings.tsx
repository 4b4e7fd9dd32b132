import type { Route } from "./+types/my-listings.ts";
import { MyListingsPage } from "../features/my-listings/my-listings-page.tsx";
import { authorizePage } from "../lib/member-guard.ts";
import { listingsPolicy } from "../../domain/policy/listings-policy.ts";

/** Each listing names its agent: no call-or-email prompt over the cards. */
export const handle = { ownContact: true };

/** The member's own listings; a guest signs in first, an unverified member verifies. The page reads the list, as the member. */
export function loader({ request, context }: Route.LoaderArgs) {
  authorizePage(request, context, (viewer) => listingsPolicy.can(viewer, "own"));
  return null;
}

export default function Page() {
  return <MyListingsPage />;
}
