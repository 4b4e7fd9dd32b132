import { useLoaderData } from "react-router";
import type { Route } from "./+types/enquiry.ts";
import { parsePathId } from "../../domain/listing/listing-path.ts";
import { EnquiryPage } from "../features/enquiry/enquiry-page.tsx";

/** The page is itself a way to reach an agent, so the layout's call-or-email prompt stays away. */
export const handle = { ownContact: true };

/** ?listing=, ?agent= and ?international= name what the enquiry is about (the listing pages' links without script). */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const id = (name: string) => parsePathId(params.get(name) ?? undefined);
  return { listingId: id("listing"), agentId: id("agent"), internationalListingId: id("international") };
}

export default function Page() {
  const { listingId, agentId, internationalListingId } = useLoaderData<typeof loader>();
  return <EnquiryPage listingId={listingId} agentId={agentId} internationalListingId={internationalListingId} />;
}
