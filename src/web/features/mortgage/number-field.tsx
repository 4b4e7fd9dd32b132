import { useId } from "react";
import { FIELDS, type FieldName } from "./mortgage-params.ts";

/**
 * A labelled number input named after its query parameter, so the same form
 * submits without JavaScript and updates live with it.
 */
export function NumberField(props: {
  name: FieldName;
  label: string;
  value: number;
  onChange: (name: FieldName, value: number) => void;
  unit?: string;
  step?: number;
  hint?: string;
}) {
  const id = useId();
  const spec = FIELDS[props.name];
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="field-input">
        <input
          id={id}
          name={props.name}
          type="number"
          inputMode="decimal"
          min={spec.min}
          max={spec.max}
          step={props.step ?? "any"}
          value={Number.isFinite(props.value) ? props.value : ""}
          aria-describedby={props.hint ? `${id}-hint` : undefined}
          onChange={(event) => props.onChange(props.name, event.currentTarget.valueAsNumber)}
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
