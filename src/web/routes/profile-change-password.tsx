import { useLoaderData } from "react-router";
import type { Route } from "./+types/profile-change-password.ts";
import { ChangePasswordPage } from "../features/account/change-password-page.tsx";
import { requireVerifiedMember } from "../lib/member-guard.ts";

/** Member page: a guest is sent to sign in and brought back here. */
export function loader({ request, context }: Route.LoaderArgs) {
  return { user: requireVerifiedMember(request, context) };
}

export default function Page() {
  const { user } = useLoaderData<typeof loader>();
  return <ChangePasswordPage user={user} />;
}
