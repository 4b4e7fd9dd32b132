import "./lib/zod-jitless.ts";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { lazy, useEffect, type ReactNode } from "react";
import type { Route } from "./+types/root.ts";
import { requestContext } from "./app-context.ts";
import { catalogAddressFor, panelCatalogAddressesFor } from "./i18n/catalogs.server.ts";
import { catalogAt, loadCatalog } from "./i18n/catalog-script.ts";
import { I18nProvider } from "./i18n/i18n.tsx";
import { messagePartOfPath } from "./i18n/message-parts.ts";
import { languageOfPath } from "./lib/language-path.ts";
import { LANGUAGES } from "../domain/i18n/languages.ts";
import { useNonce } from "./lib/nonce.tsx";
import { SiteFooter } from "./features/layout/site-footer.tsx";
import { SiteHeader } from "./features/layout/site-header.tsx";
import type { MenuData } from "./features/layout/mega-menu-items.ts";
import { SearchOverlayButton } from "./features/search-overlay/search-overlay-button.tsx";
import { NotFoundPage } from "./features/layout/not-found-page.tsx";
import { ErrorPage } from "./features/layout/error-page.tsx";
import { AccountPanelsHost } from "./features/account/account-panels-host.tsx";
import { EnquiryPanelHost } from "./ui/enquiry-panel-host.tsx";
import { RecaptureOnReturn } from "./ui/recapture.ts";
import { Analytics } from "./ui/analytics.tsx";
import { CallOrEmailPrompt } from "./features/layout/call-or-email-prompt.tsx";
import { PendingDocumentsAlert } from "./features/layout/pending-documents-alert.tsx";
import { LayoutProvider, useLayout } from "./lib/layout-context.tsx";
import { LazyLayoutPart } from "./ui/lazy-layout-part.tsx";
import { HydrateWhenIdle } from "./ui/hydrate-when-idle.tsx";
import { PathLinkNavigation } from "./ui/path-link.tsx";
import { GlobalMessage, LayoutVeils } from "./ui/global-message.tsx";
import { useShownPage } from "./lib/history-reload.ts";
import stylesheet from "./ui/styles.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { currencyId, publicUrl, viewer, staticMap, services, careersUrl, recapturePrompt, tagManagerSrc } = context.get(requestContext);
  const { pathname } = new URL(request.url);
  const language = languageOfPath(pathname);
  const [sale, rent] = await Promise.all([services.content.menuPlaces(1, language), services.content.menuPlaces(2, language)]);
  const menu: MenuData = { sale, rent, company: services.content.site.company(language), careersUrl: careersUrl ?? null };
  return {
    language,
    messages: catalogAddressFor(language, messagePartOfPath(pathname)),
    panelMessages: panelCatalogAddressesFor(language),
    currencyId,
    publicUrl,
    user: viewer.user,
    roles: viewer.roles,
    staticMap: staticMap ?? null,
    recapturePrompt: recapturePrompt === true,
    tagManagerSrc: tagManagerSrc ?? null,
    menu,
    year: new Date().getUTCFullYear(),
  };
}

/** A client navigation to a page with another part of the catalog loads that part before the page renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadCatalog(data.messages);
  return data;
}

// The language and currency only change with a full page load (language and
// currency switches reload the document); a client navigation reloads the
// root data only for a page that needs another part of the catalog.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return messagePartOfPath(currentUrl.pathname) !== messagePartOfPath(nextUrl.pathname);
}

// The big message popup and the share popup show nothing until asked for: lazy chunks, fetched on idle.
const loadBigPopup = () => import("./ui/big-popup.tsx");
const BigPopup = lazy(() => loadBigPopup().then((m) => ({ default: m.BigPopup })));
const loadSharePopup = () => import("./ui/share-popup.tsx");
const SharePopup = lazy(() => loadSharePopup().then((m) => ({ default: m.SharePopup })));

function LazyPopups() {
  const { bigPopups, panel } = useLayout();
  return (
    <>
      <LazyLayoutPart wanted={bigPopups.length > 0} load={loadBigPopup}>
        <BigPopup />
      </LazyLayoutPart>
      <LazyLayoutPart wanted={panel === "share"} load={loadSharePopup}>
        <SharePopup />
      </LazyLayoutPart>
    </>
  );
}

/** A stable value, so re-renders never rewrite the head (see Layout). */
const KEEP_SERVER_HEAD = { __html: "" };

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // A route whose handle says { hydrate: false } (the lightweight detail page) is served as plain HTML.
  const matches = useMatches();
  const hydrate = !matches.some((m) => (m.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
  // A page with its own way to reach an agent (the listing's contact bar, the enquiry forms) has no call-or-email prompt.
  const ownContact = matches.some((m) => (m.handle as { ownContact?: boolean } | undefined)?.ownContact === true);
  const language = data?.language ?? "en";
  return (
    <html lang={LANGUAGES[language].hreflang}>
      {import.meta.env.PREACT ? (
        // Preact hydrates children strictly and would drop what React hoisted into the
        // server's <head>; the head never changes on a client navigation (only root
        // has links, PageMeta keeps the page's own tags), so it is left as served.
        <head dangerouslySetInnerHTML={KEEP_SERVER_HEAD} />
      ) : (
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#0f5f5b" />
          <Meta />
          <Links />
        </head>
      )}
      <body>
        {data ? (
          <I18nProvider language={data.language} messages={catalogAt(data.messages)}>
            <LayoutProvider user={data.user} roles={data.roles}>
              <PathLinkNavigation>
                {/* First in the tab order when it asks; fixed over the page, so nothing moves when it appears. */}
                <Analytics tagManagerSrc={data.tagManagerSrc} />
                <SiteHeader currencyId={data.currencyId} search={<SearchOverlayButton />} menu={data.menu} />
                <GlobalMessage />
                <main id="main">{children}</main>
                {/* Below the fold on every page: hydrated in an idle moment of its own (decision 0066). */}
                <HydrateWhenIdle>
                  <SiteFooter menu={data.menu} year={data.year} cookieSettings={data.tagManagerSrc !== null} />
                </HydrateWhenIdle>
                <LayoutVeils />
                <LazyPopups />
                <AccountPanelsHost />
                <EnquiryPanelHost />
                <CallOrEmailPrompt phone={data.menu.company.phone} hidden={ownContact} />
                <RecaptureOnReturn />
                <PendingDocumentsAlert />
              </PathLinkNavigation>
            </LayoutProvider>
          </I18nProvider>
        ) : (
          children
        )}
        {/* The catalog's script must run before the app's: React Router's module script is async (it runs as soon as
            it has loaded, whatever the order), so the catalog is a plain script that the parser runs before it even
            reaches the app's; everything above is already on screen. */}
        {hydrate && data ? <script nonce={nonce} src={data.messages} /> : null}
        {hydrate ? <ScrollRestoration nonce={nonce} /> : null}
        {hydrate ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  useShownPage();
  // Marks the page as live: a control used before then changes only the page (journeys wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}
