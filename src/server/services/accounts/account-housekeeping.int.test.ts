import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../../../tests/integration/db.ts";
import { sweepAccountRows } from "./account-housekeeping.ts";

describe("account housekeeping", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it("drops ended sessions, unfinished social sign-ins and links a month past expiry; keeps the rest", async () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const user = "00000000-0000-4000-8000-000000000001";
    await database.query(`insert into users (id, email) values ($1, 'sweep@example.com')`, [user]);
    await database.query(
      `insert into sessions (id, user_id, expires_at) values ('ended', $1, '2026-05-31T23:59:59Z'), ('live', $1, '2026-06-01T00:00:01Z')`,
      [user],
    );
    await database.query(
      `insert into external_login_states (state_hash, provider, code_verifier, nonce, return_url, language, expires_at)
       values ('old', 'p', 'v', 'n', '/', 'en', '2026-05-31T23:50:00Z'), ('new', 'p', 'v', 'n', '/', 'en', '2026-06-01T00:05:00Z')`,
    );
    await database.query(
      `insert into one_time_tokens (token_hash, purpose, user_id, expires_at) values ('ancient', 'reset', $1, '2026-04-01T00:00:00Z'), ('recent', 'reset', $1, '2026-05-20T00:00:00Z')`,
      [user],
    );
    expect(await sweepAccountRows(database, now)).toEqual({ sessions: 1, states: 1, tokens: 1 });
    expect(await database.query("select id from sessions")).toEqual([{ id: "live" }]);
    expect(await database.query("select state_hash from external_login_states")).toEqual([{ state_hash: "new" }]);
    expect(await database.query("select token_hash from one_time_tokens")).toEqual([{ token_hash: "recent" }]);
  });
});
