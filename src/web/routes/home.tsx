import { useLoaderData } from "react-router";
import type { Route } from "./+types/home.ts";
import { requestContext } from "../app-context.ts";
import { languageOfPath } from "../lib/language-path.ts";
import { homeData } from "../features/home/home-data.server.ts";
import { HomePage } from "../features/home/home-page.tsx";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, currencyId } = context.get(requestContext);
  const language = languageOfPath(new URL(request.url).pathname);
  const [listingCount, data] = await Promise.all([services.marketStats.availableListings(), homeData(services, language, currencyId)]);
  return { listingCount, ...data, currencyId };
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return <HomePage {...data} />;
}
