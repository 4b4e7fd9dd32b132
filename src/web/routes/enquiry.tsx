import { useLoaderData } from "react-router";
import type { Route } from "./+types/enquiry.ts";
import { parsePathId } from "../../domain/listing/listing-path.ts";
import { EnquiryPage } from "../features/enquiry/enquiry-page.tsx";

/** The page is itself a way to reach an agent, so the layout's call-or-email prompt stays away. */
export const handle = { ownContact: true };

/** ?listing= and ?agent= name what the enquiry is about (the listing page's link without script). */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { listingId: parsePathId(params.get("listing") ?? undefined), agentId: parsePathId(params.get("agent") ?? undefined) };
}

export default function Page() {
  const { listingId, agentId } = useLoaderData<typeof loader>();
  return <EnquiryPage listingId={listingId} agentId={agentId} />;
}
