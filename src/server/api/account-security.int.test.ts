// Lockout, sign-in timing and robustness of the account calls.
import { naughtyStrings } from "../../../tests/integration/naughty-strings.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiVisitor,
  memberWithPassword,
  startAccountsApp,
  unlimitedRateLimits,
  type AccountsApp,
  type ApiVisitor,
} from "../../../tests/integration/accounts-app.ts";

const PASSWORD = "harbour-lights-7";

describe("account security", () => {
  let t: AccountsApp;
  let member: ApiVisitor;
  beforeAll(async () => {
    t = await startAccountsApp({ rateLimitStore: unlimitedRateLimits });
    member = await memberWithPassword(t.app, t.database, "member@example.com", PASSWORD);
  });
  afterAll(async () => t.close());

  it("locks the account after 10 failures within 15 minutes, for 15 minutes", async () => {
    await memberWithPassword(t.app, t.database, "locked@example.com", PASSWORD);
    const visitor = apiVisitor(t.app);
    const attempt = (password: string) => visitor.post("/api/account/login", { email: "locked@example.com", password });
    for (let i = 1; i <= 9; i++) expect((await attempt(`wrong-${i}`)).json().result.message).toBe("loginFailed");
    expect((await attempt("wrong-10")).json()).toEqual({ user: null, result: { hasError: true, message: "lockedOut" }, lockedOut: true });
    // Even the right password is refused while locked.
    expect((await attempt(PASSWORD)).json().lockedOut).toBe(true);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await attempt(PASSWORD)).json().user.email).toBe("locked@example.com");
    const events = await t.database.query<{ event: string }>(
      "select event from audit_log where user_id = (select id from users where email = 'locked@example.com') and event = 'lockout'",
    );
    expect(events).toHaveLength(1);
  });

  it("failures spread over more than 15 minutes do not lock", async () => {
    await memberWithPassword(t.app, t.database, "slow@example.com", PASSWORD);
    const visitor = apiVisitor(t.app);
    for (let i = 1; i <= 9; i++) await visitor.post("/api/account/login", { email: "slow@example.com", password: `wrong-${i}` });
    t.clock.advance(16 * 60 * 1000);
    const next = await visitor.post("/api/account/login", { email: "slow@example.com", password: "wrong-10" });
    expect(next.json().result.message).toBe("loginFailed");
  });

  it("an unknown address takes as long as a wrong password", async () => {
    const visitor = apiVisitor(t.app);
    const time = async (email: string) => {
      const started = performance.now();
      await visitor.post("/api/account/login", { email, password: "not-the-password" });
      return performance.now() - started;
    };
    // The fastest answers: other work on a shared machine only ever adds time,
    // so the quickest of many tries shows each path's own cost best.
    const fastest = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so drift in machine load hits both alike; a fresh account every
    // 8 tries keeps the lockout out of the way.
    for (let i = 0; i < 32; i++) {
      if (i % 8 === 0) await memberWithPassword(t.app, t.database, `timing${i}@example.com`, PASSWORD);
      known.push(await time(`timing${i - (i % 8)}@example.com`));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    const k = fastest(known);
    const u = fastest(unknown);
    // Without the dummy verify an unknown address answers in a fraction of the time.
    expect(u).toBeGreaterThan(k * 0.6);
    expect(u).toBeLessThan(k * 1.6);
  });

  const HUGE = "x".repeat(100_000);
  const bodies: [string, string, Record<string, unknown>][] = [
    ["POST", "/api/account/login", { email: "member@example.com", password: PASSWORD, rememberMe: false, language: "en" }],
    ["POST", "/en/api/account/login", { email: "member@example.com", password: PASSWORD }],
    ["POST", "/api/account/registerbyemail", { email: "robust@example.com", language: "en" }],
    ["POST", "/api/account/externalLogin", { provider: "test", externalToken: "a.b.c" }],
    ["POST", "/api/account/confirmemail", { token: "t", password: PASSWORD, confirmPassword: PASSWORD }],
    ["POST", "/api/account/resendverification", { email: "member@example.com", language: "en" }],
    ["POST", "/api/account/forgotpassword", { email: "member@example.com", language: "en" }],
    ["POST", "/api/account/resetpassword", { token: "t", password: PASSWORD, confirmPassword: PASSWORD }],
    [
      "POST",
      "/api/profile/changepassword",
      { currentPassword: "wrong-pass-1", newPassword: "new-harbour-8", confirmPassword: "new-harbour-8" },
    ],
    [
      "POST",
      "/api/profile/accountinfo",
      { salutation: 1, firstName: "A", lastName: "B", dialCode: "852", phone: "91234567", subscribed: false },
    ],
    ["POST", "/api/profile/reverifyemail", { email: "member@example.com", language: "en" }],
    ["POST", "/api/profile/deleteaccount", { password: "wrong-pass-1" }],
  ];

  it.each(bodies)("%s %s: an unknown field, a 100 kB string or a NUL byte in each field gives 400", async (method, url, body) => {
    const send = (payload: unknown) =>
      member.inject({ method: method as "POST", url, payload: payload as object, headers: { "content-type": "application/json" } });
    const unknownField = await send({ ...body, isAdmin: true });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().errors?.isAdmin ?? unknownField.json().error).toBeTruthy();
    for (const field of Object.keys(body)) {
      for (const value of [HUGE, `a\u0000b`]) {
        const response = await send({ ...body, [field]: value });
        expect(response.statusCode, `${field}=${value.slice(0, 5)}`).toBe(400);
      }
    }
  });

  it.each(bodies)("%s %s: naughty strings in every field never give a 5xx", async (method, url, body) => {
    const stringFields = Object.keys(body).filter((k) => typeof body[k] === "string");
    for (const field of stringFields) {
      // Password fields cost an argon2 verify per call: fewer strings of each kind there.
      const strings = /password/i.test(field) ? naughtyStrings(2) : naughtyStrings(4);
      for (const naughty of strings) {
        const response = await member.inject({
          method: method as "POST",
          url,
          payload: { ...body, [field]: naughty },
          headers: { "content-type": "application/json" },
        });
        expect(response.statusCode, `${field}=${JSON.stringify(naughty)}`).toBeLessThan(500);
      }
    }
  });

  it("the member survived the robustness run: still signed in with the same password", async () => {
    expect((await member.inject({ url: "/api/account/me" })).json().user.email).toBe("member@example.com");
  });
});
