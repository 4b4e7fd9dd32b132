import { useLoaderData } from "react-router";
import type { Route } from "./+types/property-transaction.ts";
import { requestContext } from "../app-context.ts";
import { languageIdFromCode, parseLanguageCode } from "../../domain/i18n/languages.ts";
import { PropertyTransactionsPage } from "../features/place/property-transactions-page.tsx";
import { parseTransactionQuery } from "../features/place/transaction-filter.ts";
import { parsePageParam, TRANSACTIONS_PAGE_PARAM } from "../lib/page-param.ts";

/** Property transactions: /{lang}/property-transaction?district=&building=&kind=&txpage=. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  const { services, currencyId } = context.get(requestContext);
  const search = new URL(request.url).searchParams;
  const query = parseTransactionQuery(search);
  const [page, districts] = await Promise.all([
    services.transactions.filtered(query, parsePageParam(search, TRANSACTIONS_PAGE_PARAM), {
      currencyId,
      languageId: languageIdFromCode(language),
    }),
    services.pages.districts(),
  ]);
  return { page, query, districts, currencyId };
}

export default function PropertyTransaction() {
  const { page, query, districts, currencyId } = useLoaderData<typeof loader>();
  return <PropertyTransactionsPage page={page} query={query} districts={districts} currencyId={currencyId} capped={page.capped} />;
}
