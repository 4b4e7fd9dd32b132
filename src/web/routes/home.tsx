import { redirect, useLoaderData } from "react-router";
import { pathOfPageChoice } from "../../domain/navigation/page-choice.ts";
import type { Route } from "./+types/home.ts";
import { requestContext } from "../app-context.ts";
import { languageOfPath } from "../lib/language-path.ts";
import { homeData } from "../features/home/home-data.server.ts";
import { HomePage } from "../features/home/home-page.tsx";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, currencyId } = context.get(requestContext);
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  // ?page= chooses a page that needs no id, by number or name.
  const chosen = url.searchParams.get("page");
  if (chosen !== null) {
    const path = pathOfPageChoice(chosen);
    if (path !== null) throw redirect(path ? `/${language}/${path}` : `/${language}`, 302);
  }
  const [listingCount, data] = await Promise.all([services.marketStats.availableListings(), homeData(services, language, currencyId)]);
  return { listingCount, ...data, currencyId };
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return <HomePage {...data} />;
}
