// Session life: the idle limit of a browser-session cookie, rememberMe's 30
// days, the in-memory cache's short life, last_seen written at most once a
// minute, and the lookup's cost.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiVisitor,
  memberWithPassword,
  sessionCookieOf,
  startAccountsApp,
  unlimitedRateLimits,
  type AccountsApp,
} from "../../../../tests/integration/accounts-app.ts";
import { SESSION_COOKIE } from "../../http/session.ts";

const PASSWORD = "harbour-lights-7";
const HOUR = 60 * 60 * 1000;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("sessions", () => {
  let t: AccountsApp;
  beforeAll(async () => {
    t = await startAccountsApp({ rateLimitStore: unlimitedRateLimits });
    await memberWithPassword(t.app, t.database, "life@example.com", PASSWORD);
  });
  afterAll(async () => t.close());

  async function signIn(rememberMe: boolean): Promise<string> {
    const response = await apiVisitor(t.app).post("/api/account/login", { email: "life@example.com", password: PASSWORD, rememberMe });
    return sessionCookieOf(response)!.value;
  }
  const whoIs = async (token: string) =>
    (await t.app.inject({ url: "/api/account/me", cookies: { [SESSION_COOKIE]: token } })).json().user as { email: string } | null;

  it("without rememberMe: ends after 12 idle hours, and use keeps it alive", async () => {
    const token = await signIn(false);
    t.clock.advance(11 * HOUR);
    expect((await whoIs(token))?.email).toBe("life@example.com");
    await settle();
    t.clock.advance(11 * HOUR);
    expect((await whoIs(token))?.email).toBe("life@example.com");
    await settle();
    t.clock.advance(12 * HOUR + 1000);
    expect(await whoIs(token)).toBeNull();
  });

  it("with rememberMe: lives 30 days whatever the idle time, then ends", async () => {
    const token = await signIn(true);
    t.clock.advance(13 * HOUR);
    expect((await whoIs(token))?.email).toBe("life@example.com");
    t.clock.advance(29 * 24 * HOUR + 10 * HOUR);
    expect((await whoIs(token))?.email).toBe("life@example.com");
    t.clock.advance(HOUR + 1000);
    expect(await whoIs(token)).toBeNull();
  });

  it("an unknown or malformed cookie is a guest, and the cookie is cleared", async () => {
    const response = await t.app.inject({ url: "/api/account/me", cookies: { [SESSION_COOKIE]: "A".repeat(43) } });
    expect(response.json().user).toBeNull();
    expect(sessionCookieOf(response)?.value).toBe("");
    expect(await whoIs("short")).toBeNull();
  });

  it("another process's sign-out is seen within the cache's few seconds", async () => {
    const token = await signIn(false);
    expect(await whoIs(token)).not.toBeNull();
    // As if another server process deleted the row: this one's cache still holds it…
    await t.database.query("delete from sessions where user_id = (select id from users where email = 'life@example.com')");
    expect(await whoIs(token)).not.toBeNull();
    // …for at most 5 seconds.
    t.clock.advance(5_001);
    expect(await whoIs(token)).toBeNull();
  });

  it("writes last_seen at most once a minute", async () => {
    const token = await signIn(false);
    const lastSeen = async () =>
      new Date(
        (await t.database.query<{ last_seen_at: string }>("select last_seen_at from sessions order by created_at desc limit 1"))[0]!
          .last_seen_at,
      ).getTime();
    const signedInAt = await lastSeen();
    t.clock.advance(30_000);
    await whoIs(token);
    await settle();
    expect(await lastSeen()).toBe(signedInAt);
    t.clock.advance(31_000);
    await whoIs(token);
    await settle();
    expect(await lastSeen()).toBe(signedInAt + 61_000);
  });

  it("the live session carries the account's staff roles and agent, read with its user", async () => {
    const member = await t.app.accounts.sessions.lookup(await signIn(false));
    expect(member).toMatchObject({ user: { email: "life@example.com" }, roles: ["member"], agentId: null });
    await t.database.query("update users set roles = '{member,agent}', agent_id = 4242 where email = 'life@example.com'");
    const staff = await t.app.accounts.sessions.lookup(await signIn(false));
    expect(staff).toMatchObject({ roles: ["member", "agent"], agentId: 4242 });
    await t.database.query("update users set roles = '{member}', agent_id = null where email = 'life@example.com'");
  });

  it("a cached lookup costs well under 0.3 ms", async () => {
    const token = await signIn(false);
    await t.app.accounts.sessions.lookup(token);
    const rounds = 5_000;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) await t.app.accounts.sessions.lookup(token);
    const perLookup = (performance.now() - started) / rounds;
    expect(perLookup).toBeLessThan(0.3);
  });
});
