import { useLocation } from "react-router";
import type { Route } from "./+types/placeholder.ts";
import { PlaceholderPage } from "../features/layout/placeholder-page.tsx";
import { PLACEHOLDER_SECTIONS } from "../features/layout/placeholder-sections.ts";
import { requireVerifiedMember } from "../lib/member-guard.ts";

function sectionOf(pathname: string) {
  const rest = pathname
    .replace(/\.data$/, "")
    .split("/")
    .slice(2)
    .join("/")
    .replace(/\/$/, "");
  return PLACEHOLDER_SECTIONS.find((s) => s.path === rest) ?? PLACEHOLDER_SECTIONS[0];
}

/** The member menu's pages send a guest to sign in first and an unverified member to resend the verification, as the built member pages do. */
export function loader({ request, context }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url).pathname);
  if ("member" in section) requireVerifiedMember(request, context);
  return null;
}

export default function Placeholder() {
  const { pathname } = useLocation();
  return <PlaceholderPage section={sectionOf(pathname).key} />;
}
