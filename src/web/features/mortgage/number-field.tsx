import { useId, useLayoutEffect, useRef, useState } from "react";
import { parseAmount, type FieldName } from "./mortgage-params.ts";
import { groupDigits } from "./group-digits.ts";

const shown = (value: number) => (Number.isFinite(value) ? groupDigits(String(value)).text : "");

/**
 * A labelled number input named after its query parameter, so the same form
 * submits without JavaScript and updates live with it. Amounts show thousands
 * separators as they are typed ("8,000,000"); the caret stays where the
 * person is typing, and the query reads the separators back.
 */
export function NumberField(props: {
  name: FieldName;
  label: string;
  value: number;
  onChange: (name: FieldName, value: number) => void;
  unit?: string;
  hint?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => shown(props.value));
  const caret = useRef<number | null>(null);
  // A value set from outside (a reset, another field) replaces the text unless it already reads as that value.
  if (parseAmount(text) !== props.value && !(Number.isNaN(props.value) && text === "") && caret.current === null)
    setText(shown(props.value));

  useLayoutEffect(() => {
    if (caret.current !== null && input.current === document.activeElement) input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="field-input">
        <input
          ref={input}
          id={id}
          name={props.name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-describedby={props.hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            const grouped = groupDigits(event.currentTarget.value, event.currentTarget.selectionStart ?? undefined);
            caret.current = grouped.caret;
            setText(grouped.text);
            props.onChange(props.name, parseAmount(grouped.text));
          }}
        />
        {props.unit ? (
          <span className="field-unit" aria-hidden="true">
            {props.unit}
          </span>
        ) : null}
      </div>
      {props.hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
