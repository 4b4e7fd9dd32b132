import { useState } from "react";
import type { SearchQuery } from "../../../domain/search/query.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { NOTIFICATION_FREQUENCY, MAX_SEARCH_NAME_LENGTH } from "../../../domain/saved/saved-codes.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useLayout, useLayoutStore } from "../../lib/layout-context.tsx";
import { keepPendingSearch } from "../../lib/saved-searches.ts";
import { Modal } from "../../ui/modal.tsx";
import { saveSearch, searchSetOf } from "./use-save-search.ts";
import type { PlaceTree } from "./place-tree.ts";

/**
 * The save-search dialog: custom name, notifications on or
 * off and how often, an error line. It saves the search on screen (the
 * applied query). Success stores the id in the address (#searchid=), shows
 * searchSavedSuccess and closes; a duplicate shows searchSavedDuplicated
 * here and as a failed popup, and only "Save as a new search" saves then.
 * A guest's search is kept in this browser and the sign-up panel opens.
 */
export function SaveSearchDialog(props: {
  open: boolean;
  onClose: () => void;
  query: SearchQuery;
  places: PlaceTree;
  currencyId: CurrencyId;
  defaultName: string;
}) {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const { user } = useLayout();
  const [error, setError] = useState("");
  const [duplicate, setDuplicate] = useState(false);
  const [loading, setLoading] = useState(false);
  const [notify, setNotify] = useState(true);
  const [frequency, setFrequency] = useState<number>(NOTIFICATION_FREQUENCY.Daily);
  const close = () => {
    setError("");
    setDuplicate(false);
    props.onClose();
  };

  async function save(form: HTMLFormElement, force: boolean) {
    const name = String(new FormData(form).get("name") ?? "").trim();
    if (!name) return;
    const set = searchSetOf({ query: props.query, places: props.places, currencyId: props.currencyId, language }, name, {
      enabled: notify,
      frequency,
    });
    if (!user) {
      keepPendingSearch(set);
      close();
      store.openSignup();
      return;
    }
    setLoading(true);
    const result = await saveSearch(store, set, force);
    setLoading(false);
    if (result.kind === "saved") {
      close();
    } else if (result.kind === "duplicate") {
      setDuplicate(true);
      setError(t("saved.msg.searchSavedDuplicated", { name: result.name }));
      store.showBigPopup({ type: "failed", title: "saved.msg.searchSavedDuplicatedTitle" });
    } else {
      setError(t("saved.msg.searchSavedFailed"));
    }
  }

  return (
    <Modal open={props.open} onCancel={close} className="prompt save-search-dialog" labelledBy="save-search-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save(e.currentTarget, false);
        }}
      >
        <h2 id="save-search-title">{t("search.saveSearch")}</h2>
        {user ? null : <p className="panel-lead">{t("saved.search.guestLead")}</p>}
        <label className="field-label" htmlFor="save-search-name">
          {t("search.save.name")}
        </label>
        <input
          id="save-search-name"
          className="text-input"
          name="name"
          maxLength={MAX_SEARCH_NAME_LENGTH}
          defaultValue={props.defaultName.slice(0, MAX_SEARCH_NAME_LENGTH)}
          required
          disabled={loading}
        />
        <label className="option">
          <input type="checkbox" name="notify" checked={notify} onChange={(e) => setNotify(e.currentTarget.checked)} disabled={loading} />{" "}
          <span>{t("search.save.notify")}</span>
        </label>
        <label className="field-label" htmlFor="save-search-frequency">
          {t("saved.search.frequency")}
        </label>
        <select
          id="save-search-frequency"
          className="text-input"
          value={frequency}
          onChange={(e) => setFrequency(Number(e.currentTarget.value))}
          disabled={loading || !notify}
        >
          <option value={NOTIFICATION_FREQUENCY.Instant}>{t("saved.search.instant")}</option>
          <option value={NOTIFICATION_FREQUENCY.Daily}>{t("saved.search.daily")}</option>
          <option value={NOTIFICATION_FREQUENCY.Weekly}>{t("saved.search.weekly")}</option>
        </select>
        <p className="form-error" role="alert">
          {error}
        </p>
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={loading || duplicate}>
            {t("search.save.submit")}
          </button>
          {duplicate ? (
            <button
              type="button"
              className="button button-ghost"
              disabled={loading}
              onClick={(e) => void save(e.currentTarget.form!, true)}
            >
              {t("saved.search.saveNew")}
            </button>
          ) : null}
          <button type="button" className="button button-ghost" onClick={close}>
            {t("search.close")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
