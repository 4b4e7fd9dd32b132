import { useLocation } from "react-router";
import { PlaceholderPage } from "../features/layout/placeholder-page.tsx";
import { PLACEHOLDER_SECTIONS } from "../features/layout/placeholder-sections.ts";

export default function Placeholder() {
  const { pathname } = useLocation();
  const rest = pathname.split("/").slice(2).join("/").replace(/\/$/, "");
  const section = PLACEHOLDER_SECTIONS.find((s) => s.path === rest) ?? PLACEHOLDER_SECTIONS[0];
  return <PlaceholderPage section={section.key} />;
}
