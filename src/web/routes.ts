import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { ACCOUNT_FLOW_PAGES, PAGE_PARTS, VERIFY_DOCUMENT_PAGE } from "./i18n/message-parts.ts";
import { MEMBER_ROUTES } from "./lib/member-page-files.ts";
import { CONTENT_PAGES } from "./lib/content-paths.ts";
import { PLACE_PAGE_KINDS } from "../domain/places/place-kinds.ts";

// The language is the first path segment; "/" is the English home page.
export default [
  index("routes/home.tsx", { id: "home-default" }),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:part", "routes/sitemap-part.ts"),
  route(":lang", "routes/language.tsx", [
    index("routes/home.tsx"),
    // The pages that get a part of the message catalog are declared with it.
    ...PAGE_PARTS.search.routes.map((page) => route(page.path, page.module)),
    route("mortgagecalculator/:tool?", "routes/mortgage.tsx"),
    route("sitemap", "routes/sitemap.tsx"),
    ...PAGE_PARTS.listing.routes.map((page) => route(page.path, page.module)),
    route("property/:purpose/:name/:id/amp", "routes/listing-amp.tsx"),
    ...PLACE_PAGE_KINDS.map((kind) => route(`${kind}/:name/:id`, "routes/place.tsx", { id: `place-${kind}` })),
    route("developments", "routes/developments.tsx"),
    route("property-transaction", "routes/property-transaction.tsx"),
    route("exclusive", "routes/exclusive.tsx"),
    route("international", "routes/international.tsx"),
    route("buy_luxury_property/:slug/:id", "routes/international-listing.tsx"),
    route("communication/enquiry", "routes/enquiry.tsx"),
    route("communication/confirmsubscription", "routes/newsletter-link.tsx", { id: "newsletter-confirm" }),
    route("communication/unsubscribe", "routes/newsletter-link.tsx", { id: "newsletter-unsubscribe" }),
    route("executive-listing", "routes/executive-listing.tsx"),
    ...CONTENT_PAGES.map((page) => route(page.path, page.module ?? "routes/content-page.tsx", { id: `content-${page.slug}` })),
    route("property-news", "routes/news.tsx"),
    route("property-news/:slug", "routes/news-article.tsx"),
    route("property-guides", "routes/guides.tsx"),
    route("guides/:slug", "routes/guide.tsx"),
    route("guides/district/:name/:id", "routes/district-guide.tsx"),
    route("property-questions", "routes/property-questions.tsx"),
    route("property-agent-team", "routes/agent-team.tsx"),
    route("property-agent/:name/:id", "routes/agent-profile.tsx"),
    ...ACCOUNT_FLOW_PAGES.map((page) => route(page.path, page.module)),
    route(VERIFY_DOCUMENT_PAGE.path, VERIFY_DOCUMENT_PAGE.module),
    // The member pages, the agent desk and the pages still to come: one row each in lib/member-pages.ts.
    ...MEMBER_ROUTES.map((page) => route(page.path, page.file, page.id ? { id: page.id } : {})),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
