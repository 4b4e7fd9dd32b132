import { lazy, Suspense, useMemo } from "react";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "react-router";
import type { Route } from "./+types/listing.ts";
import { ListingDetailPage, type ListingPageDetail } from "../features/listing/listing-detail-page.tsx";
import { loadListing } from "../features/listing/load-listing.ts";
import { jsonTextCodec } from "../lib/json-text.ts";
import { ListingNotFound } from "../features/listing/listing-not-found.tsx";
import { miniItem } from "../features/listing/mini-card.tsx";
import { ErrorPage } from "../features/layout/error-page.tsx";
import { OTHER_TRANSACTIONS_PAGE_PARAM, parsePageParam, TRANSACTIONS_PAGE_PARAM } from "../lib/page-param.ts";

/**
 * The page's detail as one JSON text (decision 0015): React Router's
 * turbo-stream encoder walked each of its ~600 values on every request.
 * Only strings, numbers, booleans and null are in it.
 */
const detailText = jsonTextCodec<ListingPageDetail>();

/** The page has its own sticky contact bar, so the layout's call-or-email prompt stays away. */
export const handle = { ownContact: true };

/**
 * The mortgage calculator sits below the fold: the server renders it with the page, and the browser hydrates
 * it from a chunk of its own, fetched as the page hydrates, so its code (the mortgage rules, the charts) is
 * not part of the page's first load. Preact keeps the server's markup of the suspended part meanwhile.
 */
const loadMortgage = () => import("../features/mortgage/listing-mortgage.tsx");
const ListingMortgage = import.meta.env.SSR
  ? (await loadMortgage()).ListingMortgage
  : lazy(() => loadMortgage().then((m) => ({ default: m.ListingMortgage })));

/** Listing detail: /{lang}/property/{sale|rent}/{building name}/{id}. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { detail, ...data } = await loadListing({
    params,
    context,
    canonical: (path) => path + url.search,
    transactions: {
      transactionsPage: parsePageParam(url.searchParams, TRANSACTIONS_PAGE_PARAM),
      otherTransactionsPage: parsePageParam(url.searchParams, OTHER_TRANSACTIONS_PAGE_PARAM),
    },
  });
  // The page shows the photos from detail.photos (the listing's own images
  // repeat them) and the other listings as mini cards: the loader data, sent
  // with the HTML, carries only that.
  const page: ListingPageDetail = {
    ...detail,
    listing: { ...detail.listing, images: [] },
    otherListings: detail.otherListings.map(miniItem),
  };
  return { detailJson: detailText.write(page), ...data };
}

export default function Listing() {
  const { detailJson, ...data } = useLoaderData<typeof loader>();
  const detail = useMemo(() => detailText.read(detailJson), [detailJson]);
  return (
    <ListingDetailPage
      detail={detail}
      {...data}
      mortgage={(priceHkd) => (
        <Suspense fallback={null}>
          <ListingMortgage priceHkd={priceHkd} currencyId={data.currencyId} />
        </Suspense>
      )}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ListingNotFound />;
  return <ErrorPage />;
}
