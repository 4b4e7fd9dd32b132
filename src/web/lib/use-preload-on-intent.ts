import { useEffect } from "react";

/** Pointer over or focus anywhere: a person is about to use the page, so a panel may be asked for next. */
const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;
/** The latest the chunk waits for an idle moment. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Fetches a lazy chunk (a panel's code) after the page's first load, so it
 * stays out of the initial JavaScript yet is there when the panel opens: on
 * the first pointer over or focus (hover and keyboard intent come well before
 * a click), else when the browser is next idle. `load` is the same import()
 * the lazy component uses, so the module is fetched once.
 */
export function usePreloadOnIntent(load: () => Promise<unknown>): void {
  useEffect(() => {
    let done = false;
    const preload = () => {
      if (done) return;
      done = true;
      stop();
      // A failed fetch (offline) is tried again when the panel opens.
      load().catch(() => undefined);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, preload, { passive: true, capture: true });
    const idle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(preload, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(preload, IDLE_TIMEOUT_MS);
    function stop() {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, preload, { capture: true });
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    }
    return stop;
  }, [load]);
}
