import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { isKeywordSearchable } from "../../../domain/validation/keyword.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";
import { suggestionPath, type Suggestion } from "../../lib/suggestion-path.ts";
import { keywordPath, type Purpose } from "../../lib/keyword-path.ts";
import { comboboxInputProps, SuggestionList, useKeywordCombobox } from "../../ui/keyword-combobox.tsx";
import { PopularPlaces } from "./popular-places.tsx";

const FOCUS_DELAY_MS = 100;

/**
 * The top menu's search overlay (its own lazy chunk): Buy/Rent, a combobox with grouped suggestions,
 * and before anything is typed the popular districts and buildings for Buy or Rent.
 */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [purpose, setPurpose] = useState<Purpose>("sale");
  const [leaving, setLeaving] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  const box = useKeywordCombobox(purpose);
  const id = useId();

  useEffect(() => {
    dialog.current?.showModal();
    const timer = setTimeout(() => input.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const go = (path: string) => {
    setLeaving(true);
    void Promise.resolve(navigate(path)).finally(onClose);
  };
  const pick = (s: Suggestion) => go(suggestionPath(s, language, purpose));
  const submit = () => {
    if (box.chosen) pick(box.chosen);
    else if (isKeywordSearchable(box.text)) go(keywordPath(box.text, language, purpose));
    else setTooShort(true);
  };

  return (
    <dialog
      ref={dialog}
      className="search-overlay"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === dialog.current) onClose();
      }}
    >
      {leaving ? (
        <div className="overlay-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t("search.loading")}
        </div>
      ) : null}
      <div className="overlay-panel">
        <div className="overlay-head">
          <h2 id={`${id}-title`} className="visually-hidden">
            {t("search.overlay.title")}
          </h2>
          <fieldset className="chip-row overlay-purpose">
            <legend className="visually-hidden">{t("search.filter.type")}</legend>
            {(["sale", "rent"] as const).map((p) => (
              <label key={p} className="chip">
                <input
                  type="radio"
                  name={`${id}-purpose`}
                  checked={purpose === p}
                  onChange={() => {
                    setPurpose(p);
                    box.repurpose(p);
                  }}
                />
                <span>{t(p === "sale" ? "search.buy" : "search.rent")}</span>
              </label>
            ))}
          </fieldset>
          <button type="button" className="icon-button" aria-label={t("search.close")} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <form
          role="search"
          className="overlay-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label htmlFor={`${id}-input`} className="visually-hidden">
            {t("search.overlay.label")}
          </label>
          <Icon name="search" />
          <input
            {...comboboxInputProps(box, id, `${id}-hint`, input)}
            id={`${id}-input`}
            className="overlay-input"
            placeholder={t("search.overlay.placeholder")}
            onChange={(e) => {
              setTooShort(false);
              box.change(e.target.value);
            }}
          />
          <button type="submit" className="button button-primary">
            {t("search.overlay.search")}
          </button>
        </form>
        <p id={`${id}-hint`} className={tooShort ? "overlay-hint overlay-hint-warning" : "overlay-hint"} aria-live="polite">
          {t(tooShort ? "search.overlay.tooShort" : "search.overlay.hint")}
        </p>
        <SuggestionList box={box} id={id} onPick={pick} className="overlay-list" />
        {box.text.trim() === "" && box.rows.length === 0 ? <PopularPlaces purpose={purpose} onGo={go} /> : null}
      </div>
    </dialog>
  );
}
