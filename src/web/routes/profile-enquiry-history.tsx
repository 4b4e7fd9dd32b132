import { useLoaderData } from "react-router";
import type { Route } from "./+types/profile-enquiry-history.ts";
import { requestContext } from "../app-context.ts";
import { EnquiryListPage } from "../features/enquiry/enquiry-list-page.tsx";
import { authorizePage } from "../lib/member-guard.ts";
import { enquiriesPolicy } from "../../domain/policy/enquiries-policy.ts";

/** Member page: the enquiries the signed-in member sent, read by the session's user id. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = authorizePage(request, context, (viewer) => enquiriesPolicy.can(viewer, "history"));
  return { enquiries: await context.get(requestContext).services.enquiries.history(user.userId) };
}

export default function Page() {
  const { enquiries } = useLoaderData<typeof loader>();
  return <EnquiryListPage view="member" enquiries={enquiries} />;
}
