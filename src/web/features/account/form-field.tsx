import type { InputHTMLAttributes } from "react";
import { useMessageText } from "../../ui/global-message.tsx";

/**
 * A labelled input with its error line: the error is tied to the input
 * (aria-describedby, aria-invalid) so a screen reader reads it with the field.
 */
export function FormField(
  props: { id: string; label: string; error?: string | undefined; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id">,
) {
  const { id, label, error, hint, ...input } = props;
  const textOf = useMessageText();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="form-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="text-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {textOf(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The form's own error line (the server's message), announced when it appears. */
export function FormError(props: { message: string | null }) {
  const textOf = useMessageText();
  return (
    <p className="form-error" role="alert">
      {props.message ? textOf(props.message) : ""}
    </p>
  );
}
