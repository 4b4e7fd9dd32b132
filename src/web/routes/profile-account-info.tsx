import { useLoaderData } from "react-router";
import type { Route } from "./+types/profile-account-info.ts";
import { AccountInfoPage } from "../features/account/account-info-page.tsx";
import { requireVerifiedMember } from "../lib/member-guard.ts";

/** Member page: a guest is sent to sign in and brought back here. */
export function loader({ request, context }: Route.LoaderArgs) {
  return { user: requireVerifiedMember(request, context) };
}

export default function Page() {
  const { user } = useLoaderData<typeof loader>();
  return <AccountInfoPage user={user} />;
}
