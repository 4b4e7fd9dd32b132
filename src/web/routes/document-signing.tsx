import { useParams } from "react-router";
import type { Route } from "./+types/document-signing.ts";
import { SigningPage } from "../features/documents/signing-page.tsx";
import { authorizePage } from "../lib/member-guard.ts";
import { documentsPolicy } from "../../domain/policy/documents-policy.ts";

/**
 * The signing screen a signing link opens. A guest signs in first and comes
 * back here (an invited non-member signs up from the invitation); the
 * document itself is read by the screen with the link's token, as the signer.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  authorizePage(request, context, (viewer) => documentsPolicy.can(viewer, "own"));
  return null;
}

export default function Page() {
  const { token = "" } = useParams();
  return <SigningPage key={token} token={token} />;
}
