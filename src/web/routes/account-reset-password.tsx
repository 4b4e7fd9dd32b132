import { useLoaderData } from "react-router";
import type { Route } from "./+types/account-reset-password.ts";
import { ResetPasswordPage } from "../features/account/reset-password-page.tsx";

/** The one-time token from the e-mailed link (checked by the server when the form is sent). */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export default function Page() {
  const { token } = useLoaderData<typeof loader>();
  return <ResetPasswordPage token={token} />;
}
