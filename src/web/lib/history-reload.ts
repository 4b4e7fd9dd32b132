import { useLocation } from "react-router";

type Place = { pathname: string; search: string };

/** Whether a history step leads to another page: its path or query differs (a hash alone does not). */
export function isOtherPage(from: Place, to: Place): boolean {
  return from.pathname !== to.pathname || from.search !== to.search;
}

/** The page on screen: the document's own address until the router renders another (useShownPage). */
let shown: Place | null = null;

/** Set when a history step has asked for a reload: the page the router may still render before it is going away. */
let reloading = false;

/** The address the document was loaded at (its navigation entry), which a history step does not change. */
function documentAddress(): Place {
  const loaded = performance.getEntriesByType("navigation")[0];
  return loaded ? new URL(loaded.name) : window.location;
}

function reload(): void {
  reloading = true;
  window.location.reload();
}

/**
 * The browser's back and forward cause a full page reload, on every page; a step that only changes the hash
 * (#tab=…, #savenow) stays in the page. Called by the client entry before the router exists, so a step taken while
 * the page is still loading or hydrating (on a slow phone) is heard too, and before the router's own listener. A
 * step taken before even this script ran moved the address without the page: the page of the address is loaded
 * instead of hydrating the page shown under it (that breaks it). Answers whether the page is being reloaded.
 */
export function reloadOnHistorySteps(): boolean {
  window.addEventListener("popstate", () => {
    if (isOtherPage(shown ?? documentAddress(), window.location)) reload();
  });
  if (!isOtherPage(documentAddress(), window.location)) return false;
  reload();
  return true;
}

/**
 * Whether the document is about to be reloaded for a history step. The router also answers the step with a client
 * render of the page (its data can come back before the reloaded document), so what a page takes once on mounting
 * (the saved page state) must be left for the reloaded page to take.
 */
export function isReloadingForHistory(): boolean {
  return reloading;
}

/** Keeps the page the router shows, for the history-step listener: a popstate arrives before it renders the next. */
export function useShownPage(): void {
  shown = useLocation();
}
