// The listing form's fields: a labelled text box with its hint and error, a
// check box, and a price box that shows how the site reads what was typed.
import type { ReactNode } from "react";
import { groupThousands } from "../../../domain/money/number-text.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { readPrice } from "./listing-form-model.ts";

/** A field's error line, tied to its input by id. */
export function ErrorLine(props: { id: string; code: string | undefined }) {
  const { t } = useI18n();
  return props.code ? (
    <p className="field-error" id={`${props.id}-error`}>
      {t(`listProperty.error.${props.code}`)}
    </p>
  ) : null;
}

/** A labelled text box with its hint and error. */
export function TextBox(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  maxLength?: number;
  inputMode?: "numeric" | "decimal" | "text";
  className?: string;
  autoComplete?: string;
}) {
  const describedBy = [props.hint ? `${props.id}-hint` : "", props.error ? `${props.id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={`form-field ${props.className ?? ""}`}>
      <label className="field-label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.id}
        className="text-input"
        type="text"
        value={props.value}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete ?? "off"}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
      {props.hint ? (
        <p className="field-hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      <ErrorLine id={props.id} code={props.error} />
    </div>
  );
}

export function Check(props: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="lp-check" htmlFor={props.id}>
      <input id={props.id} type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.currentTarget.checked)} />
      {props.label}
    </label>
  );
}

/** A price as typed and, beside it, how the site reads it, so "8.5M" is seen to mean HK$8,500,000. */
export function PriceBox(props: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string | undefined;
  onChange: (v: string) => void;
}) {
  const { t } = useI18n();
  const read = readPrice(props.value);
  return (
    <TextBox
      id={props.id}
      label={props.label}
      value={props.value}
      maxLength={40}
      inputMode="text"
      error={props.error}
      onChange={props.onChange}
      hint={
        <>
          {props.hint}
          {read !== null && !props.error ? (
            <span className="lp-price-read"> {t("listProperty.priceReads", { price: `HK$${groupThousands(read)}` })}</span>
          ) : null}
        </>
      }
    />
  );
}
