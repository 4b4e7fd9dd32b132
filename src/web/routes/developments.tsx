import { useLoaderData } from "react-router";
import type { Route } from "./+types/developments.ts";
import { requestContext } from "../app-context.ts";
import { DevelopmentsPage } from "../features/place/developments-page.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  return { developments: await services.pages.developments(48) };
}

export default function Developments() {
  const { developments } = useLoaderData<typeof loader>();
  return <DevelopmentsPage developments={developments} />;
}
