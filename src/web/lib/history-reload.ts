import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

type Place = { pathname: string; search: string };

/** Whether a history step leads to another page: its path or query differs (a hash alone does not). */
export function isOtherPage(from: Place, to: Place): boolean {
  return from.pathname !== to.pathname || from.search !== to.search;
}

/**
 * Whether the address moved on to another page before the page's script ran: a Back or Forward taken while the page
 * loads (on a slow phone) finds nothing listening yet, so the address changes and the page does not. The document's
 * own address (its navigation entry) says which page it shows; hydrating it under another address breaks the page.
 */
export function addressLeftThePage(): boolean {
  const loaded = performance.getEntriesByType("navigation")[0];
  return loaded !== undefined && isOtherPage(new URL(loaded.name), window.location);
}

/**
 * Back and Forward load the page again, also when the browser kept the whole page to show it at once (its
 * back/forward cache, used when the step crosses documents): such a page is reloaded as it is shown.
 */
export function reloadPagesRestoredFromCache(): void {
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) window.location.reload();
  });
}

/** Set when a history step has asked for a reload: the page the router may still render before it is going away. */
let reloading = false;

/**
 * Whether the document is about to be reloaded for a history step. The router also answers the step with a client
 * render of the page (its data can come back before the reloaded document), so what a page takes once on mounting
 * (the saved page state) must be left for the reloaded page to take.
 */
export function isReloadingForHistory(): boolean {
  return reloading;
}

/**
 * The browser's back and forward cause a full page reload, on every
 * page. A step that only changes the hash (#tab=…, #savenow) stays in the page.
 */
export function useReloadOnHistory(): void {
  const location = useLocation();
  // The page on screen; a popstate arrives before the router renders the new one.
  const shown = useRef<Place>(location);
  shown.current = location;
  useEffect(() => {
    const onPopState = () => {
      if (!isOtherPage(shown.current, window.location)) return;
      reloading = true;
      window.location.reload();
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);
}
