import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { PLACEHOLDER_SECTIONS } from "./features/layout/placeholder-sections.ts";

// The language is the first path segment; "/" is the English home page.
export default [
  index("routes/home.tsx", { id: "home-default" }),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:part", "routes/sitemap-part.ts"),
  route(":lang", "routes/language.tsx", [
    index("routes/home.tsx"),
    route("property-search/*", "routes/search.tsx"),
    route("mortgagecalculator/:tool?", "routes/mortgage.tsx"),
    route("sitemap", "routes/sitemap.tsx"),
    route("property/:purpose/:name/:id", "routes/listing.tsx"),
    route("property/:purpose/:name/:id/amp", "routes/listing-amp.tsx"),
    ...["building", "block", "estate", "phase", "district", "development"].map((kind) =>
      route(`${kind}/:name/:id`, "routes/place.tsx", { id: `place-${kind}` }),
    ),
    route("developments", "routes/developments.tsx"),
    route("property-transaction", "routes/property-transaction.tsx"),
    route("exclusive", "routes/exclusive.tsx"),
    route("account/login", "routes/account-login.tsx"),
    route("account/register", "routes/account-register.tsx"),
    route("account/resendverification", "routes/account-resend-verification.tsx"),
    route("account/confirmemail", "routes/account-confirm-email.tsx"),
    route("account/forgotpassword", "routes/account-forgot-password.tsx"),
    route("account/resetpassword", "routes/account-reset-password.tsx"),
    route("account/lockout", "routes/account-lockout.tsx"),
    route("profile/accountinfo", "routes/profile-account-info.tsx"),
    route("profile/changepassword", "routes/profile-change-password.tsx"),
    route("profile/managedata", "routes/profile-manage-data.tsx"),
    route("profile/reverifyemail", "routes/profile-reverify-email.tsx"),
    route("executive-listing", "routes/executive-listing.tsx"),
    ...PLACEHOLDER_SECTIONS.map((section) => route(section.path, "routes/placeholder.tsx", { id: `placeholder-${section.key}` })),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
