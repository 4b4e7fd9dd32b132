import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./client.ts";
import { createTestDatabase } from "../../../tests/integration/db.ts";

describe("database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("answers queries and returns counts as numbers on both drivers", async () => {
    const [row] = await database.query<{ n: number; big: number; dec: number }>(
      "select count(*) as n, 9007199254740::bigint as big, 12.5::numeric as dec from generate_series(1, 3)",
    );
    expect(row).toEqual({ n: 3, big: 9007199254740, dec: 12.5 });
  });

  it("has pg_trgm from the migrations", async () => {
    const rows = await database.query<{ extname: string }>("select extname from pg_extension where extname = 'pg_trgm'");
    expect(rows).toHaveLength(1);
  });

  it("rolls a failed transaction back", async () => {
    await database.query("create table t_probe (n int)");
    await expect(
      database.transaction(async (tx) => {
        await tx.query("insert into t_probe values (1)");
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const rows = await database.query("select * from t_probe");
    expect(rows).toHaveLength(0);
  });
});
