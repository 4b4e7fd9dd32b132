import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { PLACEHOLDER_SECTIONS } from "./features/layout/placeholder-sections.ts";

// The language is the first path segment; "/" is the English home page.
export default [
  index("routes/home.tsx", { id: "home-default" }),
  route(":lang", "routes/language.tsx", [
    index("routes/home.tsx"),
    route("property-search/*", "routes/search.tsx"),
    ...PLACEHOLDER_SECTIONS.map((section) => route(section.path, "routes/placeholder.tsx", { id: `placeholder-${section.key}` })),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
