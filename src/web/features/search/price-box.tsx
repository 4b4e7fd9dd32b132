import { useEffect, useId, useState } from "react";
import { parsePrice } from "../../../domain/money/parse-price.ts";
import { useI18n } from "../../i18n/i18n.tsx";

/**
 * A custom minimum or maximum price as a person types it: 8m, 12.5M, 800k,
 * 800萬, 1.2億, 800万, HK$8M or 8,000,000 (the domain's parsePrice). The
 * usual amounts are offered as suggestions. The amount is taken on Enter or
 * when the box is left; empty means no limit; text that is no price is shown
 * as an error and changes nothing.
 */
export function PriceBox(props: {
  id: string;
  label: string;
  /** In the filter's currency; 0 (min) or -1 (max) for no limit. */
  value: number;
  suggestions: readonly number[];
  emptyText: string;
  format: (n: number) => string;
  onPick: (n: number) => void;
}) {
  const { t } = useI18n();
  const listId = useId();
  const errorId = useId();
  const shown = props.value > 0 ? props.format(props.value) : "";
  const [draft, setDraft] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setDraft(shown);
    setInvalid(false);
  }, [shown]);

  const commit = () => {
    const text = draft.trim();
    const amount = text === "" ? 0 : parsePrice(text);
    if (amount === null || (amount < 0 && text !== "") || !Number.isFinite(amount)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const rounded = Math.max(0, Math.round(amount));
    if (rounded !== Math.max(0, props.value)) props.onPick(rounded);
    else setDraft(shown);
  };

  return (
    <label className="range-select" htmlFor={props.id}>
      <span className="field-label">{props.label}</span>
      <input
        id={props.id}
        className="select price-box"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        list={listId}
        placeholder={props.emptyText}
        value={draft}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit();
          }
        }}
      />
      <datalist id={listId}>
        {props.suggestions.map((n) => (
          <option key={n} value={props.format(n)} />
        ))}
      </datalist>
      {invalid ? (
        <span id={errorId} className="field-error" role="alert">
          {t("search.range.notAPrice")}
        </span>
      ) : null}
    </label>
  );
}
