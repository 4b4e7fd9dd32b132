import { useLoaderData } from "react-router";
import type { Route } from "./+types/mortgage.ts";
import { MortgagePage } from "../features/mortgage/mortgage-page.tsx";
import { readMortgageValues } from "../features/mortgage/mortgage-params.ts";
import { mortgageToolByPath } from "../lib/mortgage-tools.ts";

export function loader({ params, request }: Route.LoaderArgs) {
  const tool = mortgageToolByPath(params.tool);
  if (!tool) throw new Response(null, { status: 404 });
  const { values, invalid } = readMortgageValues(new URL(request.url).searchParams);
  return { tool, initial: values, invalid };
}

export default function Mortgage() {
  const { tool, initial, invalid } = useLoaderData<typeof loader>();
  return <MortgagePage tool={tool} initial={initial} invalid={invalid} />;
}
