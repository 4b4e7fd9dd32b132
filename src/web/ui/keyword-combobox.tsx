import { useEffect, useMemo, useState, type KeyboardEvent, type RefObject } from "react";
import { useI18n } from "../i18n/i18n.tsx";
import { nameIn } from "../lib/localized-name.ts";
import { moveHighlight, type Suggestion } from "../lib/suggestion-path.ts";
import { useSuggestions } from "../lib/use-suggestions.ts";
import type { Purpose } from "../lib/keyword-path.ts";

/**
 * The keyword box with grouped place suggestions, shared by the search overlay
 * and the home page's big search box: typing asks for suggestions, the arrow
 * keys move through them, Enter takes the highlighted one.
 */
export function useKeywordCombobox(purpose: Purpose) {
  const [text, setText] = useState("");
  const [highlight, setHighlight] = useState(-1);
  const { groups, pending, suggest } = useSuggestions();
  const rows = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  useEffect(() => setHighlight(-1), [groups]);
  return {
    text,
    groups,
    rows,
    pending,
    highlight,
    setHighlight,
    /** The highlighted suggestion, if any: what Enter picks. */
    chosen: highlight >= 0 ? rows[highlight] : undefined,
    change(value: string) {
      setText(value);
      suggest(value, purpose);
    },
    /** The purpose changed: suggestions of the other listings at once. */
    repurpose(next: Purpose) {
      if (text.trim()) suggest(text, next, true);
    },
    keyDown(e: KeyboardEvent<HTMLInputElement>) {
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        setHighlight((h) => moveHighlight(h, rows.length, e.key === "ArrowDown" ? 1 : -1));
      }
    },
  };
}

export type KeywordCombobox = ReturnType<typeof useKeywordCombobox>;

const optionId = (id: string, i: number) => `${id}-opt-${String(i)}`;

/** The combobox input's ARIA wiring and events (the caller adds its own id, class and placeholder). */
export function comboboxInputProps(box: KeywordCombobox, id: string, describedBy: string, input?: RefObject<HTMLInputElement | null>) {
  return {
    ref: input,
    type: "text",
    role: "combobox",
    autoComplete: "off",
    "aria-expanded": box.rows.length > 0,
    "aria-controls": `${id}-list`,
    "aria-autocomplete": "list" as const,
    "aria-describedby": describedBy,
    "aria-activedescendant": box.highlight >= 0 ? optionId(id, box.highlight) : undefined,
    value: box.text,
    onKeyDown: box.keyDown,
  };
}

/** The grouped suggestions under a keyword box: pressing one picks it. */
export function SuggestionList({
  box,
  id,
  onPick,
  className,
}: {
  box: KeywordCombobox;
  id: string;
  onPick: (s: Suggestion) => void;
  className: string;
}) {
  const { t, language } = useI18n();
  let index = -1;
  return (
    <div id={`${id}-list`} role="listbox" aria-label={t("search.overlay.suggestions")} className={className} aria-busy={box.pending}>
      {box.groups.map((g) => (
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
                id={optionId(id, i)}
                role="option"
                aria-selected={i === box.highlight}
                className="overlay-option"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onPick(s)}
                onMouseEnter={() => box.setHighlight(i)}
              >
                <span>{s.names ? nameIn(s.names, language) : s.result}</span>
                {s.count ? <span className="overlay-count">{t("search.map.listings", { count: s.count })}</span> : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
