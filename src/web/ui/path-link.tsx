import { createContext, useContext, type MouseEvent, type ReactNode } from "react";
import { Link, useNavigate, type LinkProps, type NavigateFunction } from "react-router";

type PathLinkProps = Omit<LinkProps, "to" | "prefetch" | "discover" | "relative" | "mask"> & { to: string };

/** An absolute path whose `href` React Router's Link writes unchanged: `/…`, then an optional `?query` and `#hash`. */
const PLAIN_PATH = /^\/(?!\/)[^?#]*(\?[^#]+)?(#.+)?$/;

/**
 * The server's `<Link>` to an absolute path: the same `<a>` React Router writes (`href`, `data-discover`), without
 * its per-link hooks (resolving the path against the route, the click and prefetch handlers, the location), which
 * the server never uses. A results page has ~170 links; React Router's Link was about a tenth of its render.
 */
function ServerPathLink(props: PathLinkProps) {
  // What only the browser uses (client navigation) is left out; the attributes keep React Router's order.
  const { to, target, reloadDocument, replace, state, preventScrollReset, viewTransition, defaultShouldRevalidate, onClick, ...rest } =
    props;
  void [reloadDocument, replace, state, preventScrollReset, viewTransition, defaultShouldRevalidate, onClick];
  if (!PLAIN_PATH.test(to)) return <Link {...props} />;
  return <a {...rest} href={to} target={target} data-discover="true" />;
}

/** The router's navigate, read once for the page by `PathLinkNavigation` rather than once by every link. */
const NavigateContext = createContext<NavigateFunction | null>(null);

/**
 * Gives the browser's PathLinks client navigation. React Router's `useNavigate` is stable in a data router, so the
 * links below never render again because of it (React Router's Link reads the location, so every link on the page
 * rendered again on every navigation).
 */
function BrowserPathLinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

/** A click the page should follow itself: the main button, no modifier key (new tab, window, download), no other target. */
function isPlainClick(event: MouseEvent, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === "_self") && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/** Whether `to` is the address the browser shows (React Router replaces rather than adds such a history entry). */
function isCurrentAddress(to: string): boolean {
  return new URL(to, window.location.href).href === window.location.href;
}

/**
 * The browser's `<Link>` to an absolute path: the same `<a>` and the same client navigation (the same click rules,
 * the same navigate options, replacing the history entry of a link to the address already shown), with one context
 * read where React Router's Link runs a dozen hooks (resolving the path twice against the route's matches, the
 * location, prefetching). Hydrating a results page's ~170 links that way was about a sixth of its script time on
 * a phone, much of it in the hydration's long task (decision 0069).
 */
function BrowserPathLink(props: PathLinkProps) {
  const navigate = useContext(NavigateContext);
  if (!navigate || !PLAIN_PATH.test(props.to)) return <Link {...props} />;
  const { to, target, reloadDocument, replace, state, preventScrollReset, viewTransition, defaultShouldRevalidate, onClick, ...rest } =
    props;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !isPlainClick(event, target)) return;
    event.preventDefault();
    void navigate(to, { replace: replace ?? isCurrentAddress(to), state, preventScrollReset, viewTransition, defaultShouldRevalidate });
  };
  return <a {...rest} href={to} onClick={follow} target={target} data-discover="true" />;
}

/**
 * A link to one of the portal's own pages by its absolute path, for the links every page repeats (menus, footer,
 * cards, breadcrumbs, pager). Client navigation in the browser, as React Router's Link; on the server the same
 * markup without what only a browser uses (path-link.test.tsx holds all three equal).
 */
export const PathLink: (props: PathLinkProps) => ReactNode = import.meta.env.SSR ? ServerPathLink : BrowserPathLink;

/** Around the page's PathLinks (the root layout), so that in the browser they navigate without a hook of their own. */
export const PathLinkNavigation: (props: { children: ReactNode }) => ReactNode = import.meta.env.SSR
  ? ({ children }) => children
  : BrowserPathLinkNavigation;

/** @internal The browser's link and its navigation, for the test that holds its markup equal to React Router's. */
export const browserPathLink = { BrowserPathLink, BrowserPathLinkNavigation };
