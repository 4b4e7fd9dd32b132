import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { PAGE_PARTS } from "../i18n/message-parts.ts";
import { MEMBER_MENU } from "../features/layout/account-menu.tsx";
import { PLACEHOLDER_SECTIONS } from "../features/layout/placeholder-sections.ts";
import { SAVED_PAGES } from "./saved-pages.ts";

interface RouteEntry {
  path?: string;
  file: string;
  id?: string;
  children?: RouteEntry[];
}

/** Every page under /:lang as "path file id", sorted: React Router ranks routes by path, so their order does not matter. */
function languageRoutes(): string[] {
  const lang = (routes as RouteEntry[]).find((r) => r.path === ":lang")!;
  return lang.children!.map((r) => `${r.path ?? "(index)"} ${r.file}${r.id ? ` #${r.id}` : ""}`).sort();
}

// Taken before the member pages became one table: deriving the lists from it changes none of them.
describe("the lists derived from the member pages stay as they were", () => {
  it("routes", () => {
    expect(languageRoutes()).toMatchInlineSnapshot(`
      [
        "(index) routes/home.tsx",
        "* routes/not-found.tsx",
        "about-us routes/content-page.tsx #content-about-us",
        "account/confirmemail routes/account-confirm-email.tsx",
        "account/forgotpassword routes/account-forgot-password.tsx",
        "account/lockout routes/account-lockout.tsx",
        "account/login routes/account-login.tsx",
        "account/register routes/account-register.tsx",
        "account/resendverification routes/account-resend-verification.tsx",
        "account/resetpassword routes/account-reset-password.tsx",
        "agent/enquiries routes/agent-enquiries.tsx",
        "block/:name/:id routes/place.tsx #place-block",
        "building/:name/:id routes/place.tsx #place-building",
        "buy_luxury_property/:slug/:id routes/international-listing.tsx",
        "communication/confirmsubscription routes/newsletter-link.tsx #newsletter-confirm",
        "communication/enquiry routes/enquiry.tsx",
        "communication/unsubscribe routes/newsletter-link.tsx #newsletter-unsubscribe",
        "development/:name/:id routes/place.tsx #place-development",
        "developments routes/developments.tsx",
        "district/:name/:id routes/place.tsx #place-district",
        "estate/:name/:id routes/place.tsx #place-estate",
        "exclusive routes/exclusive.tsx",
        "executive-listing routes/executive-listing.tsx",
        "faq routes/content-page.tsx #content-faq",
        "general/privacypolicy routes/content-page.tsx #content-privacy",
        "general/termsandconditions routes/content-page.tsx #content-terms",
        "guides/:slug routes/guide.tsx",
        "guides/district/:name/:id routes/district-guide.tsx",
        "international routes/international.tsx",
        "list-property routes/content-page.tsx #content-list-property",
        "mortgagecalculator/:tool? routes/mortgage.tsx",
        "mydocument/pendingdocument routes/placeholder.tsx #placeholder-pendingDocuments",
        "mydocument/signeddocument routes/placeholder.tsx #placeholder-signedDocuments",
        "myproperty/mylistings routes/placeholder.tsx #placeholder-myListings",
        "myproperty/myviewings routes/placeholder.tsx #placeholder-myViewings",
        "phase/:name/:id routes/place.tsx #place-phase",
        "profile/accountinfo routes/profile-account-info.tsx",
        "profile/alerts routes/profile-alerts.tsx",
        "profile/changepassword routes/profile-change-password.tsx",
        "profile/enquiryhistory routes/profile-enquiry-history.tsx",
        "profile/locations routes/placeholder.tsx #placeholder-places",
        "profile/managedata routes/profile-manage-data.tsx",
        "profile/recentlyviewed routes/profile-saved-list.tsx #recently-viewed",
        "profile/reverifyemail routes/profile-reverify-email.tsx",
        "profile/savedproperties routes/profile-saved-list.tsx #saved-properties",
        "profile/savedsearch routes/profile-saved-searches.tsx",
        "property-agent-team routes/agent-team.tsx",
        "property-agent/:name/:id routes/agent-profile.tsx",
        "property-guides routes/guides.tsx",
        "property-news routes/news.tsx",
        "property-news/:slug routes/news-article.tsx",
        "property-questions routes/property-questions.tsx",
        "property-search/* routes/search.tsx",
        "property-transaction routes/property-transaction.tsx",
        "property/:purpose/:name/:id routes/listing.tsx",
        "property/:purpose/:name/:id/amp routes/listing-amp.tsx",
        "sitemap routes/sitemap.tsx",
      ]
    `);
  });

  it("catalog parts", () => {
    expect(
      Object.entries(PAGE_PARTS).map(([part, page]) => [part, page.catalogs.join(" "), page.routes.map((r) => `${r.path} ${r.module}`)]),
    ).toMatchInlineSnapshot(`
      [
        [
          "search",
          "common search-overlay account-shell saved-shell enquiry search result-card",
          [
            "property-search/* routes/search.tsx",
          ],
        ],
        [
          "listing",
          "common search-overlay account-shell saved-shell enquiry listing transactions mortgage-widget",
          [
            "property/:purpose/:name/:id routes/listing.tsx",
          ],
        ],
        [
          "account",
          "common search-overlay account-shell saved-shell enquiry account",
          [
            "account/login routes/account-login.tsx",
            "account/register routes/account-register.tsx",
            "account/resendverification routes/account-resend-verification.tsx",
            "account/confirmemail routes/account-confirm-email.tsx",
            "account/forgotpassword routes/account-forgot-password.tsx",
            "account/resetpassword routes/account-reset-password.tsx",
            "account/lockout routes/account-lockout.tsx",
            "profile/accountinfo routes/profile-account-info.tsx",
            "profile/changepassword routes/profile-change-password.tsx",
            "profile/managedata routes/profile-manage-data.tsx",
            "profile/reverifyemail routes/profile-reverify-email.tsx",
          ],
        ],
      ]
    `);
  });

  it("account menu", () => {
    expect(MEMBER_MENU.map((item) => `${item.path} ${item.label}`)).toMatchInlineSnapshot(`
      [
        "profile/accountinfo account.shell.personalDetails",
        "profile/changepassword account.shell.changePassword",
        "profile/alerts account.shell.alerts",
        "profile/locations account.shell.myPlaces",
        "mydocument/pendingdocument account.shell.pendingDocuments",
        "mydocument/signeddocument account.shell.signedDocuments",
        "myproperty/mylistings account.shell.myListings",
        "myproperty/myviewings account.shell.myViewings",
        "profile/enquiryhistory enquiry.history.title",
      ]
    `);
  });

  it("saved menu", () => {
    expect(SAVED_PAGES.map((page) => `${page.path} ${page.key} ${page.menuLabel}`)).toMatchInlineSnapshot(`
      [
        "profile/savedproperties savedProperties saved.menu.savedProperties",
        "profile/savedsearch savedSearches saved.menu.savedSearches",
        "profile/recentlyviewed recentlyViewed saved.menu.recentlyViewed",
      ]
    `);
  });

  it("pages still to come", () => {
    expect(PLACEHOLDER_SECTIONS.map((section) => `${section.path} ${section.key}`)).toMatchInlineSnapshot(`
      [
        "profile/locations places",
        "mydocument/pendingdocument pendingDocuments",
        "mydocument/signeddocument signedDocuments",
        "myproperty/mylistings myListings",
        "myproperty/myviewings myViewings",
      ]
    `);
  });
});
