import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useI18n } from "../i18n/i18n.tsx";
import { useLayout, useLayoutStore } from "../lib/layout-context.tsx";
import { Modal } from "./modal.tsx";

/**
 * The big message popup: the first of the queue, its title and caption
 * translated; closing it shows the next. A question also offers its action;
 * another popup may offer one beside OK (an undo) and a link (which closes it).
 */
export function BigPopup() {
  const { t } = useI18n();
  const store = useLayoutStore();
  const popup = useLayout().bigPopups[0];
  const close = () => store.closeBigPopup();
  const closeButton = useRef<HTMLButtonElement>(null);
  const question = popup?.type === "question" && popup.action !== undefined;
  useEffect(() => {
    if (!popup) return;
    // After the dialog's showModal: the button that dismisses it takes the focus.
    const timer = setTimeout(() => closeButton.current?.focus());
    return () => clearTimeout(timer);
  }, [popup]);
  return (
    <Modal
      open={popup !== undefined}
      onCancel={close}
      className={`prompt big-popup big-popup-${popup?.type ?? "success"}`}
      labelledBy="big-popup-title"
      role={popup?.type === "question" ? "alertdialog" : "dialog"}
    >
      {popup ? (
        <div>
          <p className="big-popup-mark" aria-hidden="true">
            {popup.type === "success" ? "✓" : popup.type === "failed" ? "!" : "?"}
          </p>
          <h2 id="big-popup-title">{t(popup.title)}</h2>
          {popup.caption ? <p>{t(popup.caption, popup.captionValues)}</p> : null}
          {popup.link ? (
            <p>
              <Link to={popup.link.to} onClick={close}>
                {t(popup.link.label)}
              </Link>
            </p>
          ) : null}
          <div className="button-row">
            {question && popup.action ? (
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  close();
                  popup.action?.();
                }}
              >
                {t(popup.actionLabel ?? "account.shell.ok")}
              </button>
            ) : null}
            <button
              ref={closeButton}
              type="button"
              className={question ? "button button-ghost" : "button button-primary"}
              onClick={close}
              autoFocus
            >
              {t(question ? "account.shell.cancel" : "account.shell.ok")}
            </button>
            {!question && popup.action ? (
              <button
                type="button"
                className="button button-ghost"
                onClick={() => {
                  close();
                  popup.action?.();
                }}
              >
                {t(popup.actionLabel ?? "account.shell.cancel")}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
