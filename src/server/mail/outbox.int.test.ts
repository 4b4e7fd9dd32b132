import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../../../tests/integration/db.ts";
import { enqueueMail } from "./outbox.ts";

describe("enqueueMail", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("writes the outbox row and its delivery job in the caller's transaction", async () => {
    const { outboxId } = await database.transaction((tx) =>
      enqueueMail(tx, {
        to: "ann@example.com",
        template: "verify-email",
        language: "zh-hk",
        data: { link: "http://localhost/zh-hk/account/confirmemail?token=t" },
      }),
    );
    const [row] = await database.query<{ recipient: string; template: string; language: string; data: unknown; sent_at: Date | null }>(
      "select * from mail_outbox where id = $1",
      [outboxId],
    );
    expect(row).toMatchObject({ recipient: "ann@example.com", template: "verify-email", language: "zh-hk", sent_at: null });
    expect(row!.data).toEqual({ link: "http://localhost/zh-hk/account/confirmemail?token=t" });
    const jobs = await database.query<{ payload: unknown }>("select payload from jobs where kind = 'send-mail'");
    expect(jobs.map((j) => j.payload)).toContainEqual({ outboxId });
  });

  it("leaves nothing behind when the caller's transaction rolls back", async () => {
    const before = await database.query<{ n: number }>("select count(*) as n from mail_outbox");
    await expect(
      database.transaction(async (tx) => {
        await enqueueMail(tx, { to: "bob@example.com", template: "password-changed", language: "en", data: {} });
        throw new Error("the sign-up failed after the mail was queued");
      }),
    ).rejects.toThrow("sign-up failed");
    expect(await database.query<{ n: number }>("select count(*) as n from mail_outbox")).toEqual(before);
    expect(await database.query("select 1 from mail_outbox where recipient = 'bob@example.com'")).toEqual([]);
  });

  it("refuses a message its template cannot render, inside the caller's transaction", async () => {
    await expect(
      enqueueMail(database, { to: "cat@example.com", template: "verify-email", language: "en", data: { link: "not a link" } }),
    ).rejects.toThrow();
    await expect(
      enqueueMail(database, { to: "cat@example.com", template: "welcome" as "password-changed", language: "en", data: {} }),
    ).rejects.toThrow();
    expect(await database.query("select 1 from mail_outbox where recipient = 'cat@example.com'")).toEqual([]);
  });
});
