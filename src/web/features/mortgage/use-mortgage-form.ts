import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { clampField, type FieldName, type MortgageValues } from "./mortgage-params.ts";

/**
 * Live calculator state. Typing recomputes at once (results are pure maths);
 * submitting writes the values into the query string so the result can be
 * shared. Without JavaScript the form's GET submit does the same.
 */
export function useMortgageForm(initial: MortgageValues) {
  const [values, setValues] = useState(initial);
  const navigate = useNavigate();
  const onChange = (name: FieldName, value: number) => setValues((old) => ({ ...old, [name]: value }));
  // A field being edited may be empty (NaN); the maths uses the clamped value.
  const effective = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, clampField(k as FieldName, v)])) as MortgageValues;
  const onSubmit = (fields: FieldName[]) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = new URLSearchParams(fields.map((f) => [f, String(effective[f])]));
    void navigate({ search: `?${search.toString()}` }, { replace: true, preventScrollReset: true });
  };
  return { values, effective, onChange, onSubmit };
}
