// The benchmark's signed-in member is a real session: the portal sees the user.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benchMemberCookie } from "../../bench/member-session.ts";
import { startAccountsApp, type AccountsApp } from "./accounts-app.ts";

describe("bench member session", () => {
  let t: AccountsApp;
  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(async () => t.close());

  it("gives a cookie the server signs in with, and reuses the member", async () => {
    const first = await benchMemberCookie(t.database);
    const second = await benchMemberCookie(t.database);
    expect(second).not.toBe(first);
    const me = await t.app.inject({ url: "/api/account/me", headers: { cookie: first } });
    expect(me.json().user).toMatchObject({ email: "bench.member@example.com", isConfirmed: true });
    expect(await t.database.query("select 1 from users where email = 'bench.member@example.com'")).toHaveLength(1);
  });
});
