import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/agent-enquiries.ts";
import { requestContext } from "../app-context.ts";
import { EnquiryListPage } from "../features/enquiry/enquiry-list-page.tsx";
import { requireMember } from "../lib/member-guard.ts";

/** The agent's page: the enquiries and taps addressed to the signed-in agent; anyone else gets a 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireMember(request, context);
  const enquiries = await context.get(requestContext).enquiries.agentDesk(user.userId);
  if (!enquiries) throw data(null, { status: 404 });
  return { enquiries };
}

export default function Page() {
  const { enquiries } = useLoaderData<typeof loader>();
  return <EnquiryListPage view="agent" enquiries={enquiries} />;
}
