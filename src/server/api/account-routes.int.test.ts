// The account calls end to end against the real database: sign-up, verify,
// sign-in, sign-out, recovery, and the security properties of each.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiVisitor,
  latestMailLink,
  mailCount,
  memberWithPassword,
  sessionCookieOf,
  startAccountsApp,
  tokenOf,
  unlimitedRateLimits,
  type AccountsApp,
} from "../../../tests/integration/accounts-app.ts";

const PASSWORD = "harbour-lights-7";

describe("account calls", () => {
  let t: AccountsApp;
  beforeAll(async () => {
    // Every test here comes from one IP; the limits have their own app below.
    t = await startAccountsApp({ rateLimitStore: unlimitedRateLimits });
  });
  afterAll(async () => t.close());

  it("signs up by e-mail: signed in at once as unverified, verification mail queued", async () => {
    const visitor = apiVisitor(t.app);
    const response = await visitor.post("/api/account/registerbyemail", { email: "New.Member@Example.com", language: "zh-hk" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.result).toEqual({ hasError: false, message: "signupSuccess" });
    expect(body.user).toMatchObject({ email: "New.Member@Example.com", isConfirmed: false, hasPassword: false, loginProvider: null });
    const me = await visitor.inject({ url: "/api/account/me" });
    expect(me.json().user.userId).toBe(body.user.userId);
    const link = await latestMailLink(t.database, "new.member@example.com", "verify-email");
    expect(link).toMatch(/^http:\/\/portal\.test\/zh-hk\/account\/confirmemail\?token=[A-Za-z0-9_-]{43}$/);
  });

  it("an existing address (any case) answers accountExists with its login provider", async () => {
    const visitor = apiVisitor(t.app);
    const response = await visitor.post("/api/account/registerbyemail", { email: "NEW.MEMBER@example.com" });
    expect(response.json()).toEqual({
      result: { hasError: true, message: "accountExists" },
      user: null,
      existingAccount: { email: "New.Member@Example.com", loginProvider: null },
    });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it("sets the session cookie as __Host-, HttpOnly, Secure, SameSite=Lax, Path=/, a browser-session cookie without rememberMe", async () => {
    const visitor = apiVisitor(t.app);
    const response = await visitor.post("/api/account/registerbyemail", { email: "cookie@example.com" });
    const cookie = sessionCookieOf(response)!;
    expect(cookie).toMatchObject({ path: "/", httpOnly: true, secure: true, sameSite: "Lax" });
    expect(cookie.domain).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the digest is stored.
    const rows = await t.database.query<{ id: string }>("select id from sessions");
    expect(rows.map((r) => r.id)).not.toContain(cookie.value);
  });

  it("confirms the address and sets the first password; the link works once", async () => {
    const visitor = apiVisitor(t.app);
    await visitor.post("/api/account/registerbyemail", { email: "confirm@example.com" });
    const token = tokenOf(await latestMailLink(t.database, "confirm@example.com", "verify-email"));
    const weak = await visitor.post("/api/account/confirmemail", { token, password: "password1", confirmPassword: "password1" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ password: "passwordStrength" });
    const mismatch = await visitor.post("/api/account/confirmemail", { token, password: PASSWORD, confirmPassword: "other" });
    expect(mismatch.json().errors).toEqual({ confirmPassword: "passwordNotEquals" });
    const before = (await visitor.inject({ url: "/api/account/me" })).json().user.userId as string;
    const unverifiedCookie = visitor.cookieHeader();
    const confirmed = await visitor.post("/api/account/confirmemail", { token, password: PASSWORD, confirmPassword: PASSWORD });
    // Verified now: a new session token (privilege change), the old one ended.
    expect(sessionCookieOf(confirmed)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.app.inject({ url: "/api/account/me", headers: { cookie: unverifiedCookie } })).json().user).toBeNull();
    expect((await visitor.inject({ url: "/api/account/me" })).json().user.userId).toBe(before);
    expect(confirmed.json()).toMatchObject({
      result: { hasError: false, message: "emailConfirmed" },
      user: { isConfirmed: true, hasPassword: true },
    });
    const again = await visitor.post("/api/account/confirmemail", { token });
    expect(again.json()).toEqual({ result: { hasError: true, message: "tokenInvalid" }, user: null });
  });

  it("a verification link expires after 24 hours", async () => {
    const visitor = apiVisitor(t.app);
    await visitor.post("/api/account/registerbyemail", { email: "late@example.com" });
    const token = tokenOf(await latestMailLink(t.database, "late@example.com", "verify-email"));
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    try {
      const response = await apiVisitor(t.app).post("/api/account/confirmemail", { token });
      expect(response.json().result).toEqual({ hasError: true, message: "tokenInvalid" });
    } finally {
      t.clock.advance(-(24 * 60 * 60 * 1000 + 1000));
    }
  });

  it("signs in with a new token each time (no fixation) and signs out by deleting the row", async () => {
    await memberWithPassword(t.app, t.database, "login@example.com", PASSWORD);
    const visitor = apiVisitor(t.app);
    const first = await visitor.post("/api/account/login", {
      email: "LOGIN@example.com",
      password: PASSWORD,
      rememberMe: false,
      language: "en",
    });
    expect(first.json()).toMatchObject({ result: { hasError: false }, user: { email: "login@example.com", isConfirmed: true } });
    const firstToken = sessionCookieOf(first)!.value;
    const second = await visitor.post("/en/api/account/login", { email: "login@example.com", password: PASSWORD });
    const secondToken = sessionCookieOf(second)!.value;
    expect(secondToken).not.toBe(firstToken);
    // The first session ended when the browser signed in again.
    const old = await t.app.inject({ url: "/api/account/me", cookies: { "__Host-hh_session": firstToken } });
    expect(old.json().user).toBeNull();
    const logout = await visitor.inject({ method: "POST", url: "/api/account/logout" });
    expect(logout.json()).toEqual({ result: { hasError: false, message: "logoutSuccess" } });
    const after = await t.app.inject({ url: "/api/account/me", cookies: { "__Host-hh_session": secondToken } });
    expect(after.json().user).toBeNull();
  });

  it("rememberMe gives a persistent cookie of 30 days", async () => {
    await memberWithPassword(t.app, t.database, "remember@example.com", PASSWORD);
    const response = await apiVisitor(t.app).post("/api/account/login", {
      email: "remember@example.com",
      password: PASSWORD,
      rememberMe: true,
    });
    const cookie = sessionCookieOf(response)!;
    const days = (new Date(cookie.expires as Date).getTime() - t.clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("a wrong password and an unknown address both answer loginFailed", async () => {
    await memberWithPassword(t.app, t.database, "wrong@example.com", PASSWORD);
    const wrong = await apiVisitor(t.app).post("/api/account/login", { email: "wrong@example.com", password: "nope-nope" });
    const unknown = await apiVisitor(t.app).post("/api/account/login", { email: "nobody@example.com", password: "nope-nope" });
    expect(wrong.json()).toEqual({ user: null, result: { hasError: true, message: "loginFailed" } });
    expect(unknown.json()).toEqual(wrong.json());
    const audit = await t.database.query<{ event: string; detail: unknown }>(
      "select event, detail::text as detail from audit_log where event = 'login_failed'",
    );
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audit)).not.toContain("nope-nope");
  });

  it("forgot password and resend verification answer alike whether or not the address exists", async () => {
    await memberWithPassword(t.app, t.database, "forgot@example.com", PASSWORD);
    const known = await apiVisitor(t.app).post("/api/account/forgotpassword", { email: "forgot@example.com", language: "en" });
    const unknown = await apiVisitor(t.app).post("/api/account/forgotpassword", { email: "ghost@example.com", language: "en" });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ result: { hasError: false, message: "resetSent" } });
    expect(await mailCount(t.database, "forgot@example.com", "reset-password")).toBe(1);
    expect(await mailCount(t.database, "ghost@example.com")).toBe(0);

    await apiVisitor(t.app).post("/api/account/registerbyemail", { email: "resend@example.com" });
    const resendKnown = await apiVisitor(t.app).post("/api/account/resendverification", { email: "resend@example.com" });
    const resendUnknown = await apiVisitor(t.app).post("/api/account/resendverification", { email: "ghost2@example.com" });
    const resendConfirmed = await apiVisitor(t.app).post("/api/account/resendverification", { email: "forgot@example.com" });
    expect(resendKnown.body).toBe(resendUnknown.body);
    expect(resendConfirmed.body).toBe(resendUnknown.body);
    expect(resendKnown.json()).toEqual({ result: { hasError: false, message: "verificationSent" } });
    expect(await mailCount(t.database, "resend@example.com", "verify-email")).toBe(2);
  });

  it("a signed-in unverified member resends without a body, and only the newest link works", async () => {
    const visitor = apiVisitor(t.app);
    await visitor.post("/api/account/registerbyemail", { email: "unverified@example.com" });
    const firstToken = tokenOf(await latestMailLink(t.database, "unverified@example.com", "verify-email"));
    const resent = await visitor.inject({ method: "POST", url: "/api/account/resendverification" });
    expect(resent.json().result.message).toBe("verificationSent");
    const secondToken = tokenOf(await latestMailLink(t.database, "unverified@example.com", "verify-email"));
    expect(secondToken).not.toBe(firstToken);
    expect((await visitor.post("/api/account/confirmemail", { token: firstToken })).json().result.message).toBe("tokenInvalid");
    expect((await visitor.post("/api/account/confirmemail", { token: secondToken })).json().user.isConfirmed).toBe(true);
  });

  it("reset password: ends every session, mails 'password changed', works once, expires after an hour", async () => {
    const phone = await memberWithPassword(t.app, t.database, "reset@example.com", PASSWORD);
    const laptop = apiVisitor(t.app);
    await laptop.post("/api/account/login", { email: "reset@example.com", password: PASSWORD });
    await apiVisitor(t.app).post("/api/account/forgotpassword", { email: "reset@example.com" });
    const token = tokenOf(await latestMailLink(t.database, "reset@example.com", "reset-password"));
    expect(await latestMailLink(t.database, "reset@example.com", "reset-password")).toContain("/en/account/resetpassword?token=");
    const reset = await apiVisitor(t.app).post("/api/account/resetpassword", {
      token,
      password: "new-harbour-8",
      confirmPassword: "new-harbour-8",
    });
    expect(reset.json()).toEqual({ result: { hasError: false, message: "passwordReset" } });
    expect((await phone.inject({ url: "/api/account/me" })).json().user).toBeNull();
    expect((await laptop.inject({ url: "/api/account/me" })).json().user).toBeNull();
    expect(await mailCount(t.database, "reset@example.com", "password-changed")).toBe(1);
    const reuse = await apiVisitor(t.app).post("/api/account/resetpassword", {
      token,
      password: "other-harbour-9",
      confirmPassword: "other-harbour-9",
    });
    expect(reuse.json().result.message).toBe("tokenInvalid");
    const login = await apiVisitor(t.app).post("/api/account/login", { email: "reset@example.com", password: "new-harbour-8" });
    expect(login.json().user).not.toBeNull();

    await apiVisitor(t.app).post("/api/account/forgotpassword", { email: "reset@example.com" });
    const late = tokenOf(await latestMailLink(t.database, "reset@example.com", "reset-password"));
    t.clock.advance(60 * 60 * 1000 + 1000);
    try {
      const expired = await apiVisitor(t.app).post("/api/account/resetpassword", {
        token: late,
        password: "late-harbour-9",
        confirmPassword: "late-harbour-9",
      });
      expect(expired.json().result.message).toBe("tokenInvalid");
    } finally {
      t.clock.advance(-(60 * 60 * 1000 + 1000));
    }
  });

  it("change password: checks the current one, ends the other sessions, keeps this one", async () => {
    const here = await memberWithPassword(t.app, t.database, "change@example.com", PASSWORD);
    const elsewhere = apiVisitor(t.app);
    await elsewhere.post("/api/account/login", { email: "change@example.com", password: PASSWORD });
    const wrong = await here.post("/api/profile/changepassword", {
      currentPassword: "not-it-1",
      newPassword: "new-harbour-8",
      confirmPassword: "new-harbour-8",
    });
    expect(wrong.json()).toEqual({ result: { hasError: true, message: "passwordIncorrect" } });
    const common = await here.post("/api/profile/changepassword", {
      currentPassword: PASSWORD,
      newPassword: "iloveyou",
      confirmPassword: "iloveyou",
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual({ newPassword: "passwordStrength" });
    const changed = await here.post("/api/profile/changepassword", {
      currentPassword: PASSWORD,
      newPassword: "new-harbour-8",
      confirmPassword: "new-harbour-8",
    });
    expect(changed.json()).toEqual({ result: { hasError: false, message: "passwordChanged" } });
    expect((await here.inject({ url: "/api/account/me" })).json().user.email).toBe("change@example.com");
    expect((await elsewhere.inject({ url: "/api/account/me" })).json().user).toBeNull();
    expect(await mailCount(t.database, "change@example.com", "password-changed")).toBe(1);
    const events = await t.database.query<{ event: string }>(
      "select a.event from audit_log a join users u on u.id = a.user_id where u.email = 'change@example.com' order by a.id",
    );
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(["signup", "email_confirmed", "password_set", "login", "login_failed", "password_changed"]),
    );
  });

  it("member routes answer 401 signInRequired to a guest", async () => {
    const guest = apiVisitor(t.app);
    for (const [method, url] of [
      ["GET", "/api/profile/accountinfo"],
      ["POST", "/api/profile/accountinfo"],
      ["POST", "/api/profile/changepassword"],
      ["POST", "/api/profile/reverifyemail"],
      ["GET", "/api/profile/mydata"],
      ["POST", "/api/profile/deleteaccount"],
    ] as const) {
      const response = await guest.inject({ method, url, ...(method === "POST" ? { payload: {} } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ result: { hasError: true, message: "signInRequired" } });
    }
  });

  it("every account and profile route is in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = t.app.routeTable.filter((r) => /\/api\/(account|profile)\//.test(r.url) && r.method !== "HEAD");
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const path = route.url.replace(/:([A-Za-z]+)/g, "{$1}");
      const documented = doc.paths[path] ?? doc.paths[`${path}/`] ?? doc.paths[path.replace(/\/$/, "")];
      expect(documented?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it("account answers are never cached", async () => {
    const response = await t.app.inject({ url: "/api/account/me" });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ user: null });
  });
});

describe("account call limits (database store, shared by every process)", () => {
  let t: AccountsApp;
  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(async () => t.close());

  it("the 6th sign-in for one account within a minute gets 429 with Retry-After", async () => {
    const visitor = apiVisitor(t.app);
    for (let i = 0; i < 5; i++) {
      const response = await visitor.post("/api/account/login", { email: "throttle@example.com", password: `guess-${i}` });
      expect(response.statusCode).toBe(200);
    }
    const sixth = await visitor.post("/api/account/login", { email: "throttle@example.com", password: "guess-6" });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    expect(sixth.json()).toEqual({ user: null, result: { hasError: true, message: "tooManyAttempts" } });
  });

  it("sign-up is limited per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await apiVisitor(t.app).post("/api/account/registerbyemail", { email: "flood@example.com" })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
