import { lazy, useEffect } from "react";
import { useLayout, useLayoutStore } from "../../lib/layout-context.tsx";
import { LazyLayoutPart } from "../../ui/lazy-layout-part.tsx";

// The box is drawn only once the visitor scrolls: its code is a chunk fetched when the page is idle.
const loadBox = () => import("./call-or-email-box.tsx");
const CallOrEmailBox = lazy(() => loadBox().then((m) => ({ default: m.CallOrEmailBox })));

/** Put away for good in this browser once the visitor closes it: on every page, after a reload, in a new tab. */
const DISMISSED_KEY = "callOrEmailDismissed";

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The call-or-email prompt: once the page has loaded and the visitor first
 * scrolls, a small box offers to call the office or to e-mail an agent (the
 * enquiry panel). Not on pages with their own way to reach an agent (the
 * listing's contact bar, the enquiry forms), and never again in this browser
 * once closed. While it shows, the page keeps room for it at its foot and
 * below whatever is scrolled into view, so it covers no row or card there. A
 * call is recorded before the tel: link opens, as the contact bar's is.
 */
export function CallOrEmailPrompt(props: { phone: string; hidden: boolean }) {
  const store = useLayoutStore();
  const { callOrEmail } = useLayout();
  const shown = callOrEmail && !props.hidden;

  useEffect(() => {
    if (props.hidden || dismissed()) return;
    const scrolled = () => store.setCallOrEmail(true);
    const arm = () => window.addEventListener("scroll", scrolled, { passive: true, once: true });
    if (document.readyState === "complete") arm();
    else window.addEventListener("load", arm, { once: true });
    return () => {
      window.removeEventListener("load", arm);
      window.removeEventListener("scroll", scrolled);
    };
  }, [props.hidden, store]);

  const close = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Blocked storage: it is closed on this page only.
    }
    store.setCallOrEmail(false);
  };
  return (
    <LazyLayoutPart wanted={shown} load={loadBox}>
      {shown ? <CallOrEmailBox phone={props.phone} onClose={close} /> : null}
    </LazyLayoutPart>
  );
}
