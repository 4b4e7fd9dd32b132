import { useEffect } from "react";
import { useI18n } from "../i18n/i18n.tsx";
import { useLayout, useLayoutStore } from "../lib/layout-context.tsx";
import { EnquiryForm } from "./enquiry-form.tsx";
import { Icon } from "./icons.tsx";
import { Modal } from "./modal.tsx";
import { ReplyBar } from "./reply-bar.tsx";
import { useEnquirySent } from "./use-enquiry-sent.ts";
import { useRecaptureStep } from "./recapture.ts";
import { enquiryTitle } from "./enquiry-title.ts";

/**
 * The enquiry panel: opened by any feature through the layout state's
 * openEnquiry (listing page, cards, place pages, the agent profile), one
 * panel at a time. Loaded lazily the first time one opens.
 */
export default function EnquiryPanel() {
  const { t } = useI18n();
  const store = useLayoutStore();
  const { panel, enquiry } = useLayout();
  const sent = useEnquirySent({ closePanel: true });
  const open = panel === "enquiry" && enquiry !== null;
  useEffect(() => {
    if (open) window.scrollTo({ top: 0 });
  }, [open]);
  const recapture = useRecaptureStep();
  // Closing without sending runs the recapture step (a sent enquiry closes the panel through useEnquirySent).
  const close = () => {
    store.closePanel();
    recapture();
  };
  return (
    <Modal open={open} onCancel={close} className="prompt account-panel enquiry-panel" labelledBy="enquiry-panel-title">
      {enquiry ? (
        <>
          <div className="panel-head">
            <h2 id="enquiry-panel-title">{enquiryTitle(enquiry, t)}</h2>
            <button type="button" className="icon-button" aria-label={t("enquiry.close")} onClick={close}>
              <Icon name="close" />
            </button>
          </div>
          <p className="panel-lead">{t("enquiry.lead")}</p>
          <ReplyBar target={enquiry} />
          <EnquiryForm target={enquiry} idPrefix="enquiry-panel" focusFirst headingLevel={3} onSent={sent} />
        </>
      ) : null}
    </Modal>
  );
}
