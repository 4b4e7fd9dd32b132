import { useEffect, type MouseEvent } from "react";
import { ENQUIRY_TYPE } from "../../../domain/enquiry/enquiry-codes.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { recordContactMedia } from "../../lib/contact-media.ts";
import { useLayout, useLayoutStore } from "../../lib/layout-context.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { EnquireButton } from "../../ui/enquire-button.tsx";
import { Icon } from "../../ui/icons.tsx";

/** Put away for the rest of the visit once the visitor closes it. */
const DISMISSED_KEY = "callOrEmailDismissed";

function dismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The call-or-email prompt: once the page has loaded and the visitor first
 * scrolls, a small box offers to call the office or to e-mail an agent (the
 * enquiry panel). Not on pages with their own way to reach an agent (the
 * listing's contact bar, the enquiry forms), and not again in this visit once
 * closed. A call is recorded before the
 * tel: link opens, as the contact bar's is.
 */
export function CallOrEmailPrompt(props: { phone: string; hidden: boolean }) {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const { callOrEmail } = useLayout();
  const { currencyId } = useRootData();

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

  if (!callOrEmail || props.hidden) return null;
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
      window.sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Blocked storage: it is closed on this page only.
    }
    store.setCallOrEmail(false);
  };
  return (
    <aside className="call-or-email" aria-label={t("enquiry.callOrEmail.label")}>
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
