import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { clampField, type FieldName, type MortgageValues } from "./mortgage-params.ts";

/**
 * Live calculator state. Typing recomputes at once (results are pure maths);
 * submitting writes the values into the query string and copies that link, so
 * the figures can be shared (the message line says whether the copy worked).
 * Without JavaScript the form's GET submit puts them in the address the same way.
 */
export function useMortgageForm(initial: MortgageValues) {
  const [values, setValues] = useState(initial);
  const navigate = useNavigate();
  const store = useLayoutStore();
  const onChange = (name: FieldName, value: number) => setValues((old) => ({ ...old, [name]: value }));
  // A field being edited may be empty (NaN); the maths uses the clamped value.
  const effective = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, clampField(k as FieldName, v)])) as MortgageValues;
  const onSubmit = (fields: FieldName[]) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = new URLSearchParams(fields.map((f) => [f, String(effective[f])]));
    void navigate({ search: `?${search.toString()}` }, { replace: true, preventScrollReset: true });
    const link = `${window.location.origin}${window.location.pathname}?${search.toString()}`;
    // No clipboard at all (an insecure page) is a failed copy too.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(link))
      .then(
        () => store.showMessage("enquiry.msg.copySuccessfully", { warningLevel: "info" }),
        () => store.showMessage("enquiry.msg.copyFailed"),
      );
  };
  return { values, effective, onChange, onSubmit };
}
