import { useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { Modal } from "../../ui/modal.tsx";

/**
 * The save-search dialog: custom name, notification setting and
 * an error line. Saving itself arrives with the saved-items issue; until then
 * the dialog says so instead of pretending to save.
 */
export function SaveSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const [error, setError] = useState("");
  const close = () => {
    setError("");
    onClose();
  };
  return (
    <Modal open={open} onCancel={close} className="prompt" labelledBy="save-search-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setError(t("search.save.unavailable"));
        }}
      >
        <h2 id="save-search-title">{t("search.saveSearch")}</h2>
        <label className="field-label" htmlFor="save-search-name">
          {t("search.save.name")}
        </label>
        <input id="save-search-name" className="text-input" name="name" maxLength={100} required />
        <label className="option">
          <input type="checkbox" name="notify" defaultChecked /> <span>{t("search.save.notify")}</span>
        </label>
        <p className="form-error" role="alert">
          {error}
        </p>
        <div className="button-row">
          <button type="submit" className="button button-primary">
            {t("search.save.submit")}
          </button>
          <button type="button" className="button button-ghost" onClick={close}>
            {t("search.close")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
