import { useEffect, useState } from "react";
import { useI18n } from "../i18n/i18n.tsx";
import { useLayout, useLayoutStore } from "../lib/layout-context.tsx";
import { whatsappHref } from "../lib/contact-media.ts";
import { Icon } from "./icons.tsx";
import { Modal } from "./modal.tsx";

/**
 * The share popup (a title and an address, one panel of the layout state): the address with a copy
 * button (copySuccessfully on the global message line), WhatsApp and
 * e-mail, and the platform's share sheet where the browser has one.
 */
export function SharePopup() {
  const { t } = useI18n();
  const store = useLayoutStore();
  const { panel, share } = useLayout();
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  const close = () => store.closePanel();
  const copy = async () => {
    if (!share) return;
    try {
      await navigator.clipboard.writeText(share.url);
      store.showMessage("enquiry.msg.copySuccessfully", { warningLevel: "info" });
    } catch {
      store.showMessage("enquiry.msg.copyFailed");
    }
  };
  return (
    <Modal open={panel === "share" && share !== null} onCancel={close} className="prompt share-popup" labelledBy="share-popup-title">
      {share ? (
        <>
          <div className="panel-head">
            <h2 id="share-popup-title">{t("enquiry.share.title")}</h2>
            <button type="button" className="icon-button" aria-label={t("enquiry.close")} onClick={close}>
              <Icon name="close" />
            </button>
          </div>
          <p className="share-name">{share.title}</p>
          <label className="field-label" htmlFor="share-url">
            {t("enquiry.share.link")}
          </label>
          <div className="share-copy">
            <input id="share-url" className="text-input" readOnly value={share.url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="button button-primary" onClick={() => void copy()}>
              {t("enquiry.share.copy")}
            </button>
          </div>
          <div className="button-row share-ways">
            <a className="button button-secondary" href={whatsappHref("", `${share.title} ${share.url}`)} rel="noopener" target="_blank">
              {t("enquiry.share.whatsapp")}
            </a>
            <a
              className="button button-secondary"
              href={`mailto:?subject=${encodeURIComponent(share.title)}&body=${encodeURIComponent(share.url)}`}
            >
              {t("enquiry.share.email")}
            </a>
            {canShare ? (
              <button
                type="button"
                className="button button-ghost"
                onClick={() => void navigator.share({ title: share.title, url: share.url }).catch(() => undefined)}
              >
                {t("enquiry.share.more")}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </Modal>
  );
}
