import { useEffect, useState, type KeyboardEvent } from "react";
import type { BuildingChoice, BuildingChoicesResponse } from "../../domain/contracts/building-choices.ts";
import { SUGGESTION_RESULT_TYPE } from "../../domain/listing/enums.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { api } from "../lib/api-client.ts";
import { useLayoutStore } from "../lib/layout-context.tsx";
import { nameIn } from "../lib/localized-name.ts";
import type { Suggestion } from "../lib/suggestion-path.ts";
import { useSuggestions } from "../lib/use-suggestions.ts";

/** A building chosen: its id and its name as the person chose it, in the page's language. */
export interface ChosenBuilding {
  id: number;
  label: string;
}

/** The picker's words, from the catalog of the page that shows it. */
export interface BuildingPickerTexts {
  label: string;
  hint: string;
  placeholder: string;
  searching: string;
  none: string;
  chooseBlock: string;
  chosen: string;
  change: string;
}

/** The suggestions that stand for buildings, and the kind of place each is. */
const KIND_OF_TYPE: Record<number, "building" | "block" | "phase" | "estate"> = {
  [SUGGESTION_RESULT_TYPE.building]: "building",
  [SUGGESTION_RESULT_TYPE.block]: "block",
  [SUGGESTION_RESULT_TYPE.phase]: "phase",
  [SUGGESTION_RESULT_TYPE.estate]: "estate",
};

/** Up to this many buildings are offered as buttons; more, as a list to pick from. */
const FEW_CHOICES = 6;

/** A building's label in the page's language: its estate first when it has one ("Taikoo Shing · Kam Din Mansion"). */
function choiceLabel(choice: BuildingChoice, language: Parameters<typeof nameIn>[1]): string {
  const name = nameIn(choice.name, language);
  const estate = choice.estate ? nameIn(choice.estate, language) : "";
  return estate && !name.includes(estate) ? `${estate} · ${name}` : name;
}

/**
 * A building found by name, for the owner's listing form and the agent's
 * approval: typing asks the keyword suggestions (estates, phases, blocks and
 * buildings); picking an estate or a phase offers its buildings to choose
 * from. The chosen building's id is what the caller keeps.
 */
export function BuildingPicker(props: {
  id: string;
  /** Which listings' places are suggested: a letting's buildings are those with flats to let. */
  purpose: "sale" | "rent";
  chosen: ChosenBuilding | null;
  /** The error's words, when there is one. */
  error: string | undefined;
  texts: BuildingPickerTexts;
  onChoose: (building: ChosenBuilding | null) => void;
}) {
  const { language } = useI18n();
  const t = (key: keyof BuildingPickerTexts) => props.texts[key];
  const store = useLayoutStore();
  const [text, setText] = useState("");
  const [highlight, setHighlight] = useState(-1);
  const [choices, setChoices] = useState<BuildingChoice[] | null>(null);
  const { groups, pending, suggest } = useSuggestions();
  const rows: Suggestion[] = groups.flatMap((g) => g.items).filter((s) => KIND_OF_TYPE[s.type] !== undefined);
  useEffect(() => setHighlight(-1), [groups]);

  async function pick(suggestion: Suggestion) {
    const kind = KIND_OF_TYPE[suggestion.type]!;
    setText(suggestion.names ? nameIn(suggestion.names, language) : suggestion.result);
    suggest("", props.purpose);
    try {
      const answer = await api.get<BuildingChoicesResponse>(`/api/data/buildingsofplace?kind=${kind}&id=${String(suggestion.resultId)}`);
      const found = answer.data.buildings;
      if (found.length === 1) {
        props.onChoose({ id: found[0]!.id, label: choiceLabel(found[0]!, language) });
        setChoices(null);
      } else {
        setChoices(found);
      }
    } catch {
      store.showMessage("apiCallError");
    }
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (rows.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setHighlight((h) => (h + step + rows.length) % rows.length);
    } else if (event.key === "Enter" && highlight >= 0 && rows[highlight]) {
      event.preventDefault();
      void pick(rows[highlight]);
    }
  }

  const describedBy = [`${props.id}-hint`, props.error ? `${props.id}-error` : ""].filter(Boolean).join(" ");
  if (props.chosen) {
    return (
      <div className="form-field">
        <p className="field-label" id={`${props.id}-label`}>
          {t("chosen")}
        </p>
        <div className="building-chosen" aria-labelledby={`${props.id}-label`}>
          <strong className="building-chosen-name">{props.chosen.label}</strong>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              props.onChoose(null);
              setChoices(null);
              setText("");
            }}
          >
            {t("change")}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="form-field building-picker">
      <label className="field-label" htmlFor={props.id}>
        {t("label")}
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
        aria-describedby={describedBy}
        aria-invalid={props.error ? true : undefined}
        aria-activedescendant={highlight >= 0 ? `${props.id}-opt-${String(highlight)}` : undefined}
        placeholder={t("placeholder")}
        value={text}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setText(value);
          setChoices(null);
          suggest(value, props.purpose);
        }}
        onKeyDown={keyDown}
      />
      <p className="field-hint" id={`${props.id}-hint`}>
        {t("hint")}
      </p>
      {props.error ? (
        <p className="field-error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ul id={`${props.id}-list`} role="listbox" className="building-options" aria-label={t("label")}>
          {rows.map((s, i) => (
            <li
              key={`${String(s.type)}-${String(s.resultId)}`}
              id={`${props.id}-opt-${String(i)}`}
              role="option"
              aria-selected={i === highlight}
              className="building-option"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => void pick(s)}
              onMouseEnter={() => setHighlight(i)}
            >
              {s.names ? nameIn(s.names, language) : s.result}
            </li>
          ))}
        </ul>
      ) : pending ? (
        <p className="field-hint" aria-live="polite">
          {t("searching")}
        </p>
      ) : null}
      {choices !== null ? (
        choices.length === 0 ? (
          <p className="field-hint">{t("none")}</p>
        ) : (
          <fieldset className="building-choices">
            <legend className="field-label">{t("chooseBlock")}</legend>
            {choices.length > FEW_CHOICES ? (
              // An estate's many blocks: the system's own list, which a phone shows as a wheel.
              <select
                className="text-input building-choice-select"
                aria-label={t("chooseBlock")}
                defaultValue=""
                onChange={(e) => {
                  const choice = choices.find((c) => String(c.id) === e.currentTarget.value);
                  if (!choice) return;
                  props.onChoose({ id: choice.id, label: choiceLabel(choice, language) });
                  setChoices(null);
                }}
              >
                <option value="" disabled>
                  {t("chooseBlock")}
                </option>
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choiceLabel(choice, language)}
                  </option>
                ))}
              </select>
            ) : (
              choices.map((choice) => (
                <button
                  key={choice.id}
                  type="button"
                  className="button button-secondary building-choice"
                  onClick={() => {
                    props.onChoose({ id: choice.id, label: choiceLabel(choice, language) });
                    setChoices(null);
                  }}
                >
                  <span>{choiceLabel(choice, language)}</span>
                  <span className="muted building-choice-address">
                    {nameIn(choice.address, language)}, {nameIn(choice.district, language)}
                  </span>
                </button>
              ))
            )}
          </fieldset>
        )
      ) : null}
    </div>
  );
}
