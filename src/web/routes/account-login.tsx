import { redirect } from "react-router";
import type { Route } from "./+types/account-login.ts";
import { safeReturnUrl } from "../../domain/navigation/return-url.ts";
import { LoginPage } from "../features/account/login-page.tsx";
import { languageOfPath } from "../lib/language-path.ts";
import { viewerOf } from "../lib/member-guard.ts";
import { requestContext } from "../app-context.ts";

/** Someone already signed in goes straight on to where they were going. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (viewerOf(context)) {
    const url = new URL(request.url);
    throw redirect(safeReturnUrl(url.searchParams.get("ReturnUrl"), `/${languageOfPath(url.pathname)}`));
  }
  return { providers: context.get(requestContext).socialProviders };
}

export default function AccountLogin({ loaderData }: Route.ComponentProps) {
  return <LoginPage providers={loaderData.providers} />;
}
