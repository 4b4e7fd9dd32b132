import { useI18n } from "../../i18n/i18n.tsx";
import { Modal } from "../../ui/modal.tsx";

/** "Apply Filter?" — asked when a changed filter is closed without applying it. */
export function ApplyFilterPrompt({ open, onYes, onNo }: { open: boolean; onYes: () => void; onNo: () => void }) {
  const { t } = useI18n();
  return (
    <Modal open={open} onCancel={onNo} className="prompt" labelledBy="apply-filter-title" role="alertdialog">
      <h2 id="apply-filter-title">{t("search.applyPrompt.title")}</h2>
      <p>{t("search.applyPrompt.text")}</p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={onYes}>
          {t("search.applyPrompt.yes")}
        </button>
        <button type="button" className="button button-ghost" onClick={onNo}>
          {t("search.applyPrompt.no")}
        </button>
      </div>
    </Modal>
  );
}
