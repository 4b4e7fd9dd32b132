// Search statements as named prepared statements on PostgreSQL. Planning a
// search over `listings` (many indexes, partial-index proofs) costs several
// times its execution; a named statement lets PostgreSQL reuse a generic plan
// per connection once it has seen the statement a few times. The name is a
// hash of the SQL text (only a bounded number of WHERE shapes exist). PGlite
// has no named statements: plain queries there.
import { createHash } from "node:crypto";
import type { Pool } from "pg";
import type { Database, Queryable } from "../../db/client.ts";

export function preparedQueryable(database: Queryable): Queryable {
  const pool =
    (database as Partial<Database>).kind === "postgres" ? ((database as Database).db as unknown as { $client?: Pool }).$client : undefined;
  if (!pool || typeof pool.query !== "function") return database;
  const names = new Map<string, string>();
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      let name = names.get(sql);
      if (!name) {
        name = `s${createHash("sha1").update(sql).digest("hex").slice(0, 16)}`;
        if (names.size < 10_000) names.set(sql, name);
      }
      const result = await pool.query({ name, text: sql, values: params });
      return result.rows as T[];
    },
  };
}
