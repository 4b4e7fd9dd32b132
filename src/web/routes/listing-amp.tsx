import { isRouteErrorResponse, useLoaderData, useRouteError } from "react-router";
import type { Route } from "./+types/listing-amp.ts";
import { ListingAmpPage } from "../features/listing/listing-amp-page.tsx";
import { loadListing } from "../features/listing/load-listing.ts";
import { ListingNotFound } from "../features/listing/listing-not-found.tsx";
import { ErrorPage } from "../features/layout/error-page.tsx";

/** The root layout leaves out the client scripts on this route: the page is plain HTML. */
export const handle = { hydrate: false };

/**
 * Lightweight listing detail, plain HTML with no scripts:
 * /{lang}/property/{sale|rent}/{name}/{id}/amp. Its alternates are the full
 * page's paths: canonical and hreflang point there.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadListing({ params, context, canonical: (path) => `${path}/amp` });
}

export default function ListingAmp() {
  const data = useLoaderData<typeof loader>();
  return <ListingAmpPage {...data} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ListingNotFound />;
  return <ErrorPage />;
}
