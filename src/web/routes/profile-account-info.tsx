import { useLoaderData } from "react-router";
import type { Route } from "./+types/profile-account-info.ts";
import { AccountInfoPage } from "../features/account/account-info-page.tsx";
import { requireMember } from "../lib/member-guard.ts";

/** Member page: a guest is sent to sign in and brought back here. */
export function loader({ request, context }: Route.LoaderArgs) {
  return { user: requireMember(request, context) };
}

export default function Page() {
  const { user } = useLoaderData<typeof loader>();
  return <AccountInfoPage user={user} />;
}
