import { Link, type LinkProps } from "react-router";

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

/**
 * A link to one of the portal's own pages by its absolute path, for the links every page repeats (menus, footer,
 * cards, breadcrumbs, pager). In the browser it is React Router's Link, with client navigation; on the server the
 * same markup, written more cheaply (path-link.test.tsx holds the two equal).
 */
export const PathLink: (props: PathLinkProps) => React.ReactNode = import.meta.env.SSR ? ServerPathLink : Link;
