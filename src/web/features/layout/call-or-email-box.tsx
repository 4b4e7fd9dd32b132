import { useEffect, useRef, type MouseEvent } from "react";
import { ENQUIRY_TYPE } from "../../../domain/enquiry/enquiry-codes.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { recordContactMedia } from "../../lib/contact-media.ts";
import { useRootData } from "../../lib/root-data.ts";
import { EnquireButton } from "../../ui/enquire-button.tsx";
import { Icon } from "../../ui/icons.tsx";

/** The room the page keeps at its foot (and below what is scrolled to) while the prompt shows: its height and gap. */
const RESERVED_SPACE = "--call-or-email-space";

/** Keeps the page's reserved space at the prompt's height (plus the gap below it) while it shows. */
function useReservedSpace() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
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
  }, []);
  return ref;
}

/** The call-or-email prompt's box (see CallOrEmailPrompt): call the office, or e-mail an agent through the enquiry panel. */
export function CallOrEmailBox(props: { phone: string; onClose: () => void }) {
  const { t, language } = useI18n();
  const { currencyId } = useRootData();
  const ref = useReservedSpace();
  const tel = `tel:${props.phone.replace(/[^\d+]/g, "")}`;
  const call = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void recordContactMedia({ media: "phone", enquiryType: ENQUIRY_TYPE.General, language, currencyId }).then(() =>
      window.location.assign(tel),
    );
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
      <button type="button" className="icon-button call-or-email-close" aria-label={t("enquiry.callOrEmail.close")} onClick={props.onClose}>
        <Icon name="close" />
      </button>
    </aside>
  );
}
