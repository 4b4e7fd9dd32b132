import { useLoaderData } from "react-router";
import type { Route } from "./+types/home.ts";
import { requestContext } from "../app-context.ts";
import { HomePage } from "../features/home/home-page.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  return { listingCount: await services.marketStats.availableListings() };
}

export default function Home() {
  const { listingCount } = useLoaderData<typeof loader>();
  return <HomePage listingCount={listingCount} />;
}
