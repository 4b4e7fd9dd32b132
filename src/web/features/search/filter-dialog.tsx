import { useState } from "react";
import type { SearchQuery } from "../../../domain/search/query.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";
import { AmenitiesSection, BedsSection, KeywordSection, LayoutSection, PurposeSection } from "./choice-sections.tsx";
import { PriceSection, SizeSection } from "./range-sections.tsx";
import { DistrictSection } from "./district-section.tsx";
import { Modal } from "../../ui/modal.tsx";
import { ApplyFilterPrompt } from "./apply-filter-prompt.tsx";
import { SaveSearchDialog } from "./save-search-dialog.tsx";
import { useResultCount } from "./use-result-count.ts";
import type { FilterDialogState } from "./use-filter-dialog.ts";
import type { PlaceTree } from "./place-tree.ts";
import type { SectionProps } from "./filter-section-types.ts";

/**
 * The full filter panel (a sheet on phones): every filter, "Show N Results", Clear All, Save Search.
 * Sort is not here: it is the select beside the results' heading (decision 0043).
 */
export function FilterDialog({ dialog, places, query }: { dialog: FilterDialogState; places: PlaceTree; query: SearchQuery }) {
  const { t } = useI18n();
  const [saving, setSaving] = useState(false);
  const count = useResultCount(dialog.countFilter, query, places, dialog.isOpen, 0);
  const section: SectionProps = { filter: dialog.draft, onChange: dialog.change, variant: "panel", idPrefix: "panel" };
  return (
    <>
      <Modal
        open={dialog.isOpen && !dialog.prompt && !saving}
        onCancel={dialog.requestClose}
        className="sheet filter-dialog"
        labelledBy="filter-dialog-title"
      >
        <header className="sheet-head">
          <h2 id="filter-dialog-title">{t("search.filters")}</h2>
          <button type="button" className="icon-button" aria-label={t("search.close")} onClick={dialog.requestClose}>
            <Icon name="close" />
          </button>
        </header>
        <div className="sheet-body">
          <PurposeSection {...section} />
          <KeywordSection {...section} />
          <LayoutSection {...section} />
          <DistrictSection {...section} places={places} />
          <PriceSection {...section} />
          <SizeSection {...section} />
          <BedsSection {...section} />
          <AmenitiesSection {...section} />
        </div>
        <footer className="sheet-foot">
          <button type="button" className="button button-ghost" onClick={dialog.clearAll}>
            {t("search.clearAll")}
          </button>
          <button type="button" className="button button-ghost" onClick={() => setSaving(true)}>
            {t("search.saveSearch")}
          </button>
          <button type="button" className="button button-primary sheet-apply" onClick={dialog.apply} aria-live="polite">
            {count === null ? t("search.showResultsPending") : t("search.showResults", { count })}
          </button>
        </footer>
      </Modal>
      <ApplyFilterPrompt open={dialog.prompt} onYes={dialog.apply} onNo={dialog.discard} />
      {saving ? (
        <SaveSearchDialog
          open={saving}
          onClose={() => setSaving(false)}
          query={query}
          places={places}
          currencyId={dialog.draft.currencyId}
          defaultName=""
        />
      ) : null}
    </>
  );
}
