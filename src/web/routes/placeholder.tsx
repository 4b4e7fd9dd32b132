import { useLocation } from "react-router";
import type { Route } from "./+types/placeholder.ts";
import { PlaceholderPage } from "../features/layout/placeholder-page.tsx";
import { COMING_SOON_PAGES } from "../lib/member-page-files.ts";
import { guardPage } from "../lib/member-guard.ts";

function sectionOf(pathname: string) {
  const rest = pathname
    .replace(/\.data$/, "")
    .split("/")
    .slice(2)
    .join("/")
    .replace(/\/$/, "");
  return COMING_SOON_PAGES.find((s) => s.path === rest) ?? COMING_SOON_PAGES[0]!;
}

/** A page still to come is guarded as its row says, as the built member pages are: a guest signs in first, an unverified member resends the verification. */
export function loader({ request, context }: Route.LoaderArgs) {
  guardPage(request, context, sectionOf(new URL(request.url).pathname).guard);
  return null;
}

export default function Placeholder() {
  const { pathname } = useLocation();
  return <PlaceholderPage section={sectionOf(pathname).key} />;
}
