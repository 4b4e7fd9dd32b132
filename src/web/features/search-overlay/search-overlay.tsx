import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { isKeywordSearchable } from "../../../domain/validation/keyword.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";
import { moveHighlight, suggestionPath, type Suggestion } from "./suggestion-path.ts";
import { keywordPath, type Purpose } from "../../lib/keyword-path.ts";
import { useSuggestions } from "./use-suggestions.ts";
import { nameIn } from "../../lib/localized-name.ts";

const FOCUS_DELAY_MS = 100;

/** The top menu's search overlay (its own lazy chunk): Buy/Rent, a combobox with grouped suggestions. */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [purpose, setPurpose] = useState<Purpose>("sale");
  const [text, setText] = useState("");
  const [highlight, setHighlight] = useState(-1);
  const [leaving, setLeaving] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  const { groups, pending, suggest } = useSuggestions();
  const id = useId();
  const rows = useMemo(() => groups.flatMap((g) => g.items), [groups]);

  useEffect(() => {
    dialog.current?.showModal();
    const timer = setTimeout(() => input.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => setHighlight(-1), [groups]);

  const go = (path: string) => {
    setLeaving(true);
    void Promise.resolve(navigate(path)).finally(onClose);
  };
  const pick = (s: Suggestion) => go(suggestionPath(s, language, purpose));
  const submit = () => {
    const chosen = highlight >= 0 ? rows[highlight] : undefined;
    if (chosen) pick(chosen);
    else if (isKeywordSearchable(text)) go(keywordPath(text, language, purpose));
    else setTooShort(true);
  };

  let index = -1;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${String(i)}`;
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
                    if (text.trim()) suggest(text, p, true);
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
            ref={input}
            id={`${id}-input`}
            className="overlay-input"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-expanded={rows.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-describedby={`${id}-hint`}
            aria-activedescendant={highlight >= 0 ? optionId(highlight) : undefined}
            value={text}
            placeholder={t("search.overlay.placeholder")}
            onChange={(e) => {
              setText(e.target.value);
              setTooShort(false);
              suggest(e.target.value, purpose);
            }}
            onKeyDown={(e) => {
              if (e.key === "ArrowDown" || e.key === "ArrowUp") {
                e.preventDefault();
                setHighlight((h) => moveHighlight(h, rows.length, e.key === "ArrowDown" ? 1 : -1));
              }
            }}
          />
          <button type="submit" className="button button-primary">
            {t("search.overlay.search")}
          </button>
        </form>
        <p id={`${id}-hint`} className={tooShort ? "overlay-hint overlay-hint-warning" : "overlay-hint"} aria-live="polite">
          {t(tooShort ? "search.overlay.tooShort" : "search.overlay.hint")}
        </p>
        <div id={listId} role="listbox" aria-label={t("search.overlay.suggestions")} className="overlay-list" aria-busy={pending}>
          {groups.map((g) => (
            <div key={g.key} role="group" aria-labelledby={`${id}-g-${g.key}`} className="overlay-group">
              <p id={`${id}-g-${g.key}`} className="overlay-group-title" role="presentation">
                {t(`search.overlay.group.${g.key}`)}
              </p>
              {g.items.map((s) => {
                index += 1;
                const i = index;
                return (
                  <div
                    key={`${String(s.type)}-${String(s.resultId)}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === highlight}
                    className="overlay-option"
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => pick(s)}
                    onMouseEnter={() => setHighlight(i)}
                  >
                    <span>{s.names ? nameIn(s.names, language) : s.result}</span>
                    {s.count ? <span className="overlay-count">{t("search.map.listings", { count: s.count })}</span> : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </dialog>
  );
}
