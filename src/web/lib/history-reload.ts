import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

type Place = { pathname: string; search: string };

/** Whether a history step leads to another page: its path or query differs (a hash alone does not). */
export function isOtherPage(from: Place, to: Place): boolean {
  return from.pathname !== to.pathname || from.search !== to.search;
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
