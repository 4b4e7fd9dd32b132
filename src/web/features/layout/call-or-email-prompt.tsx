import { useEffect, useRef, type MouseEvent } from "react";
import { ENQUIRY_TYPE } from "../../../domain/enquiry/enquiry-codes.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { recordContactMedia } from "../../lib/contact-media.ts";
import { useLayout, useLayoutStore } from "../../lib/layout-context.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { EnquireButton } from "../../ui/enquire-button.tsx";
import { Icon } from "../../ui/icons.tsx";

/** Put away for good in this browser once the visitor closes it: on every page, after a reload, in a new tab. */
const DISMISSED_KEY = "callOrEmailDismissed";
/** The room the page keeps at its foot (and below what is scrolled to) while the prompt shows: its height and gap. */
const RESERVED_SPACE = "--call-or-email-space";

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Keeps the page's reserved space at the prompt's height (plus the gap below it) while it shows. */
function useReservedSpace(shown: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!shown || !node) return;
    const root = document.documentElement;
    const measure = () => {
      const gap = window.innerHeight - node.getBoundingClientRect().bottom;
      root.style.setProperty(RESERVED_SPACE, `${Math.ceil(node.offsetHeight + 2 * Math.max(0, gap))}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty(RESERVED_SPACE);
    };
  }, [shown]);
  return ref;
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
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const { callOrEmail } = useLayout();
  const { currencyId } = useRootData();
  const shown = callOrEmail && !props.hidden;
  const ref = useReservedSpace(shown);

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

  if (!shown) return null;
  const tel = `tel:${props.phone.replace(/[^\d+]/g, "")}`;
  const call = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void recordContactMedia({ media: "phone", enquiryType: ENQUIRY_TYPE.General, language, currencyId }).then(() =>
      window.location.assign(tel),
    );
  };
  const close = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Blocked storage: it is closed on this page only.
    }
    store.setCallOrEmail(false);
  };
  return (
    <aside ref={ref} className="call-or-email" aria-label={t("enquiry.callOrEmail.label")}>
      <p className="call-or-email-text">{t("enquiry.callOrEmail.text")}</p>
      <div className="call-or-email-actions">
        <a className="button button-secondary" href={tel} onClick={call}>
          {t("enquiry.callOrEmail.call")}
        </a>
        <EnquireButton className="button button-primary" target={{ enquiryType: ENQUIRY_TYPE.General }}>
          {t("enquiry.callOrEmail.email")}
        </EnquireButton>
      </div>
      <button type="button" className="icon-button call-or-email-close" aria-label={t("enquiry.callOrEmail.close")} onClick={close}>
        <Icon name="close" />
      </button>
    </aside>
  );
}
