import { useLoaderData } from "react-router";
import type { Route } from "./+types/agent-enquiries.ts";
import { requestContext } from "../app-context.ts";
import { EnquiryListPage } from "../features/enquiry/enquiry-list-page.tsx";
import { authorizePage } from "../lib/member-guard.ts";
import { enquiriesPolicy } from "../../domain/policy/enquiries-policy.ts";

/** The agent's page: the enquiries and taps addressed to the signed-in agent; a member without the agent role gets 403. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = authorizePage(request, context, (v) => enquiriesPolicy.can(v, "agentDesk"));
  const enquiries = await context.get(requestContext).services.enquiries.agentDesk(viewer.agentId!);
  return { enquiries };
}

export default function Page() {
  const { enquiries } = useLoaderData<typeof loader>();
  return <EnquiryListPage view="agent" enquiries={enquiries} />;
}
