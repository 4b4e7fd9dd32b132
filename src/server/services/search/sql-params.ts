// Positional parameters for hand-written SQL: every value a visitor sends
// goes through add(), never into the SQL text.

export type SqlParams = { values: unknown[]; add(value: unknown): string };

export function createSqlParams(): SqlParams {
  const values: unknown[] = [];
  return {
    values,
    add(value) {
      values.push(value);
      return `$${values.length}`;
    },
  };
}
