import { useLoaderData } from "react-router";
import type { Route } from "./+types/newsletter-link.ts";
import { NewsletterLinkPage } from "../features/enquiry/newsletter-link-page.tsx";

/** /communication/confirmsubscription and /communication/unsubscribe, each with ?token= from the e-mail. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    action: url.pathname.replace(/\.data$/, "").endsWith("/unsubscribe") ? ("unsubscribe" as const) : ("confirm" as const),
    token: url.searchParams.get("token")?.slice(0, 100) ?? "",
  };
}

export default function Page() {
  const { action, token } = useLoaderData<typeof loader>();
  return <NewsletterLinkPage key={action + token} action={action} token={token} />;
}
