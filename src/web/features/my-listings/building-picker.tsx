import { useEffect, useMemo, useState, type KeyboardEvent } from "react";
import { SUGGESTION_RESULT_TYPE } from "../../../domain/listing/enums.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { nameIn } from "../../lib/localized-name.ts";
import { moveHighlight, type Suggestion } from "../../lib/suggestion-path.ts";
import { useSuggestions } from "../../lib/use-suggestions.ts";

export interface PickedBuilding {
  id: number;
  /** Its name in the page's language; empty when the agent typed an id. */
  name: string;
}

/** A building's id typed as digits (the agent may know it from the building's page address). */
const BUILDING_ID = /^\s*(\d{1,10})\s*$/;

/**
 * The building a listing typed as an address goes live in: the agent types
 * its name and picks it from the site's keyword suggestions (buildings only),
 * or types its id. A combobox: the arrow keys move through the suggestions,
 * Enter picks the highlighted one.
 */
export function BuildingPicker(props: {
  id: string;
  purpose: "sale" | "rent";
  error: string | null;
  picked: PickedBuilding | null;
  onPick: (building: PickedBuilding | null) => void;
}) {
  const { t, language } = useI18n();
  const { groups, pending, suggest } = useSuggestions();
  const [text, setText] = useState("");
  const [highlight, setHighlight] = useState(-1);
  const rows = useMemo(
    () => groups.flatMap((group) => group.items).filter((item) => item.type === SUGGESTION_RESULT_TYPE.building),
    [groups],
  );
  useEffect(() => setHighlight(-1), [rows]);
  const labelOf = (item: Suggestion) => (item.names ? nameIn(item.names, language) : item.result);

  function change(value: string) {
    setText(value);
    const typedId = BUILDING_ID.exec(value);
    props.onPick(typedId ? { id: Number(typedId[1]), name: "" } : null);
    if (typedId) suggest("", props.purpose);
    else suggest(value, props.purpose);
  }
  function pick(item: Suggestion) {
    const name = labelOf(item);
    setText(name);
    props.onPick({ id: item.resultId, name });
    suggest("", props.purpose);
  }
  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setHighlight((h) => moveHighlight(h, rows.length, event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Enter" && highlight >= 0 && rows[highlight]) {
      event.preventDefault();
      pick(rows[highlight]);
    } else if (event.key === "Escape") {
      suggest("", props.purpose);
    }
  }

  const hint =
    props.picked === null
      ? t("agentListings.building.hint")
      : props.picked.name
        ? t("agentListings.building.picked", { name: props.picked.name, id: props.picked.id })
        : t("agentListings.building.pickedId", { id: props.picked.id });
  return (
    <div className="form-field building-picker">
      <label className="field-label" htmlFor={props.id}>
        {t("agentListings.building.label")}
      </label>
      <input
        id={props.id}
        className="text-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={rows.length > 0}
        aria-controls={`${props.id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={highlight >= 0 ? `${props.id}-opt-${String(highlight)}` : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${props.id}-hint${props.error ? ` ${props.id}-error` : ""}`}
        value={text}
        onChange={(event) => change(event.currentTarget.value)}
        onKeyDown={keyDown}
      />
      <div id={`${props.id}-list`} role="listbox" aria-label={t("agentListings.building.suggestions")} aria-busy={pending}>
        {rows.length > 0 ? (
          <div className="building-options">
            {rows.map((item, i) => (
              <div
                key={item.resultId}
                id={`${props.id}-opt-${String(i)}`}
                role="option"
                aria-selected={i === highlight}
                className="building-option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(item)}
                onMouseEnter={() => setHighlight(i)}
              >
                {labelOf(item)}
              </div>
            ))}
          </div>
        ) : null}
      </div>
      <p className="field-hint" id={`${props.id}-hint`} aria-live="polite">
        {hint}
      </p>
      {props.error ? (
        <p className="field-error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
