// Fast multi-row inserts that behave the same on PGlite and node-postgres:
// one statement per batch, every column passed as one array parameter and
// expanded with unnest. Arrays of arrays cannot go through unnest (it
// flattens them), so array-valued columns travel as array literals in text.
import type { Queryable } from "../client.ts";

export type Column<Row> = {
  name: string;
  /** Element type of the parameter array: int, bigint, smallint, float8, real, text, bool, timestamptz, date. */
  type: string;
  value: (row: Row) => unknown;
  /** SQL applied to the unnested value, e.g. "::jsonb" or "::text[]". */
  cast?: string;
};

export const BATCH_SIZE = 5000;

export async function bulkInsert<Row>(
  db: Queryable,
  table: string,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  batchSize = BATCH_SIZE,
): Promise<void> {
  const params = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(", ");
  const aliases = columns.map((_, i) => `c${i}`);
  const select = columns.map((c, i) => `${aliases[i]}${c.cast ?? ""}`).join(", ");
  const sql = `INSERT INTO "${table}" (${columns.map((c) => `"${c.name}"`).join(", ")}) SELECT ${select} FROM unnest(${params}) AS u(${aliases.join(", ")})`;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const values = columns.map((c) => batch.map((row) => normalise(c.value(row))));
    await db.query(sql, values);
  }
}

function normalise(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** A PostgreSQL array literal for a flat list of numbers or simple words. */
export function arrayLiteral(items: readonly (string | number)[]): string {
  return `{${items.map((item) => (typeof item === "number" ? String(item) : `"${item.replace(/["\\]/g, "\\$&")}"`)).join(",")}}`;
}
