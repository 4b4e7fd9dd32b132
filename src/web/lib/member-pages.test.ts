import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { requestContext, type RequestContext } from "../app-context.ts";
import { messagePartOfPath, PAGE_PARTS } from "../i18n/message-parts.ts";
import { SAVED_PAGES } from "./saved-pages.ts";
import { COMING_SOON_PAGES, MEMBER_ROUTES } from "./member-page-files.ts";
import { MEMBER_PAGES, menuEntries } from "./member-pages.ts";
import type { User } from "../../domain/contracts/account-user.ts";
import { passGate, type Decision } from "../../domain/policy/policy.ts";
import { GUEST_VIEWER, type Viewer } from "../../domain/policy/viewer.ts";

const account = (isConfirmed: boolean): User => ({
  userId: "u1",
  email: "member@example.com",
  firstName: "Mei",
  lastName: "Chan",
  salutation: 0,
  dialCode: "852",
  phone: "",
  subscribed: false,
  isConfirmed,
  loginProvider: null,
  hasPassword: true,
});
const UNVERIFIED: Viewer = { user: account(false), roles: ["member"], agentId: null };
const VERIFIED: Viewer = { user: account(true), roles: ["member"], agentId: null };
const AGENT: Viewer = { user: account(true), roles: ["member", "agent"], agentId: 7 };
const VIEWERS = { guest: GUEST_VIEWER, unverified: UNVERIFIED, verified: VERIFIED, agent: AGENT };

interface RouteEntry {
  path?: string;
  file: string;
  id?: string;
  children?: RouteEntry[];
}

function languageRouteEntries(): RouteEntry[] {
  return (routes as RouteEntry[]).find((r) => r.path === ":lang")!.children!;
}

/** Every page under /:lang as "path file id", sorted: React Router ranks routes by path, so their order does not matter. */
function languageRoutes(): string[] {
  return languageRouteEntries()
    .map((r) => `${r.path ?? "(index)"} ${r.file}${r.id ? ` #${r.id}` : ""}`)
    .sort();
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
        "agent/documents routes/agent-documents.tsx",
        "agent/enquiries routes/agent-enquiries.tsx",
        "agent/listings routes/agent-listings.tsx",
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
        "list-property routes/list-property.tsx #content-list-property",
        "mortgagecalculator/:tool? routes/mortgage.tsx",
        "mydocument/pendingdocument routes/documents-list.tsx #pending-documents",
        "mydocument/sign/:token routes/document-signing.tsx",
        "mydocument/signeddocument routes/documents-list.tsx #signed-documents",
        "myproperty/mylistings routes/my-listings.tsx",
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
        "verify-document routes/verify-document.tsx",
      ]
    `);
  });

  it("catalog parts", () => {
    expect(
      Object.entries(PAGE_PARTS).map(([part, page]) => [
        part,
        page.catalogs.join(" "),
        page.routes.map((r) => `${r.path} ${"module" in r ? r.module : MEMBER_ROUTES.find((m) => m.path === r.path)!.file}`),
      ]),
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
          "common search-overlay account-shell saved-shell enquiry account account-panels",
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
        [
          "home",
          "common search-overlay account-shell saved-shell enquiry home result-card",
          [
            " routes/home.tsx",
          ],
        ],
        [
          "mortgage",
          "common search-overlay account-shell saved-shell enquiry mortgage mortgage-widget",
          [
            "mortgagecalculator/:tool? routes/mortgage.tsx",
          ],
        ],
        [
          "place",
          "common search-overlay account-shell saved-shell enquiry place listing transactions content result-card",
          [
            "building/:name/:id routes/place.tsx",
            "block/:name/:id routes/place.tsx",
            "estate/:name/:id routes/place.tsx",
            "phase/:name/:id routes/place.tsx",
            "district/:name/:id routes/place.tsx",
            "development/:name/:id routes/place.tsx",
          ],
        ],
        [
          "content",
          "common search-overlay account-shell saved-shell enquiry content enquiry-panel",
          [
            "about-us routes/content-page.tsx",
            "faq routes/content-page.tsx",
            "general/privacypolicy routes/content-page.tsx",
            "general/termsandconditions routes/content-page.tsx",
            "property-news routes/news.tsx",
            "property-news/:slug routes/news-article.tsx",
            "property-guides routes/guides.tsx",
            "guides/:slug routes/guide.tsx",
            "guides/district/:name/:id routes/district-guide.tsx",
            "property-questions routes/property-questions.tsx",
          ],
        ],
        [
          "list-property",
          "common search-overlay account-shell saved-shell enquiry list-property",
          [
            "list-property routes/list-property.tsx",
          ],
        ],
        [
          "agents",
          "common search-overlay account-shell saved-shell enquiry agents content result-card",
          [
            "property-agent-team routes/agent-team.tsx",
            "property-agent/:name/:id routes/agent-profile.tsx",
          ],
        ],
        [
          "market",
          "common search-overlay account-shell saved-shell enquiry home place listing listing-collections transactions result-card mortgage seo",
          [
            "developments routes/developments.tsx",
            "property-transaction routes/property-transaction.tsx",
            "exclusive routes/exclusive.tsx",
            "executive-listing routes/executive-listing.tsx",
            "sitemap routes/sitemap.tsx",
          ],
        ],
        [
          "documents",
          "common search-overlay account-shell saved-shell enquiry documents",
          [
            "mydocument/pendingdocument routes/documents-list.tsx",
            "mydocument/signeddocument routes/documents-list.tsx",
            "mydocument/sign/:token routes/document-signing.tsx",
            "agent/documents routes/agent-documents.tsx",
            "verify-document routes/verify-document.tsx",
          ],
        ],
        [
          "listings",
          "common search-overlay account-shell saved-shell enquiry my-listings",
          [
            "myproperty/mylistings routes/my-listings.tsx",
            "agent/listings routes/agent-listings.tsx",
          ],
        ],
      ]
    `);
  });

  it("account menu", () => {
    expect(menuEntries("account", VERIFIED).map((item) => `${item.path} ${item.label}`)).toMatchInlineSnapshot(`
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
    expect(SAVED_PAGES.map((page) => `${page.path} ${page.key} ${page.label}`)).toMatchInlineSnapshot(`
      [
        "profile/savedproperties savedProperties saved.menu.savedProperties",
        "profile/savedsearch savedSearches saved.menu.savedSearches",
        "profile/recentlyviewed recentlyViewed saved.menu.recentlyViewed",
      ]
    `);
  });

  it("pages still to come", () => {
    expect(COMING_SOON_PAGES.map((section) => `${section.path} ${section.key}`)).toMatchInlineSnapshot(`
      [
        "profile/locations places",
        "myproperty/myviewings myViewings",
      ]
    `);
  });
});

describe("the member pages table", () => {
  it("names each path once, and routes.ts gives no path two routes", () => {
    const paths = MEMBER_PAGES.map((page) => page.path);
    expect(paths.length).toBe(new Set(paths).size);
    const routed = languageRouteEntries().map((r) => r.path);
    expect(routed.length).toBe(new Set(routed).size);
  });

  it("gives every row its route, with its module and id", () => {
    const routed = new Map(languageRouteEntries().map((r) => [r.path, r]));
    for (const route of MEMBER_ROUTES) {
      const entry = routed.get(route.path);
      expect(entry?.file, route.path).toBe(route.file);
      if (route.id) expect(entry?.id, route.path).toBe(route.id);
    }
    expect(MEMBER_ROUTES.map((r) => r.path)).toEqual(MEMBER_PAGES.map((p) => p.path));
  });

  it("gives every row the catalog part it names", () => {
    for (const page of MEMBER_PAGES) {
      expect(messagePartOfPath(`/en/${page.path}`), page.path).toBe(page.part);
      expect(messagePartOfPath(`/zh-hk/${page.path}.data`), page.path).toBe(page.part);
    }
  });

  it("lists in the menus only paths that are routes", () => {
    const routed = new Set(languageRouteEntries().map((r) => r.path));
    for (const group of ["account", "saved"] as const)
      for (const viewer of Object.values(VIEWERS))
        for (const entry of menuEntries(group, viewer)) expect(routed.has(entry.path), entry.path).toBe(true);
  });

  it("shows the account menu to a verified member and the saved menu to everyone", () => {
    expect(menuEntries("account", GUEST_VIEWER)).toEqual([]);
    expect(menuEntries("account", UNVERIFIED)).toEqual([]);
    expect(menuEntries("saved", GUEST_VIEWER)).toEqual(menuEntries("saved", AGENT));
  });

  it("shows the agent desk's enquiries, documents and listings to review only to an agent, last in the account menu", () => {
    const desk = (viewer: Viewer) => menuEntries("account", viewer).filter((entry) => entry.path.startsWith("agent/"));
    expect(desk(VERIFIED)).toEqual([]);
    expect(desk(UNVERIFIED)).toEqual([]);
    expect(menuEntries("account", AGENT).slice(-3)).toEqual([
      { key: "agentDesk", path: "agent/enquiries", label: "enquiry.agent.title" },
      { key: "agentDocuments", path: "agent/documents", label: "account.shell.agentDocuments" },
      { key: "agentListings", path: "agent/listings", label: "account.shell.agentListings" },
    ]);
    expect(menuEntries("account", AGENT).slice(0, -3)).toEqual(menuEntries("account", VERIFIED));
  });
});

/** Thrown by the stand-in services: the loader got past its guard. */
const REACHED_SERVICES = new Error("the loader reached the services");
const services = new Proxy(
  {},
  {
    get() {
      throw REACHED_SERVICES;
    },
  },
);

/** What a page's loader answers this viewer: the guard's redirect or status, or "allow" when it goes on. */
async function loaderDecision(file: string, path: string, viewer: Viewer): Promise<Decision> {
  const module = (await import(`../${file}`)) as { loader: (args: object) => unknown };
  const context = new RouterContextProvider();
  context.set(requestContext, {
    viewer,
    services,
    enquiries: services,
    currencyId: 1,
    publicUrl: "http://localhost",
  } as unknown as RequestContext);
  const request = new Request(`http://localhost/en/${path}`);
  try {
    await module.loader({ request, context, params: { lang: "en" } });
    return "allow";
  } catch (thrown) {
    if (thrown === REACHED_SERVICES) return "allow";
    if (thrown instanceof Response) {
      const location = thrown.headers.get("Location") ?? "";
      if (location.startsWith("/en/account/login?ReturnUrl=")) return "sign_in";
      if (location === "/en/account/resendverification") return "verify";
    }
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status === 403) return "forbidden";
    if (status === 404) return "not_found";
    throw thrown;
  }
}

describe("each member page's loader applies the guard its row names", () => {
  it.each(MEMBER_PAGES.map((page) => [page.path, page] as const))("%s", async (_, page) => {
    for (const [name, viewer] of Object.entries(VIEWERS))
      expect(await loaderDecision(MEMBER_ROUTES.find((r) => r.path === page.path)!.file, page.path, viewer), name).toBe(
        passGate(viewer, page.guard),
      );
  });
});
