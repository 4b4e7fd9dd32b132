// Social sign-in against a real OpenID provider (oidc-provider) on loopback:
// the redirect round trip (state, PKCE, nonce), the ID-token call, and the
// linking rule (a verified provider e-mail only).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as client from "openid-client";
import { startTestOidcProvider, type TestProvider } from "../../../tests/fixtures/oidc-provider.ts";
import {
  apiVisitor,
  memberWithPassword,
  PUBLIC_URL,
  sessionCookieOf,
  startAccountsApp,
  unlimitedRateLimits,
  type AccountsApp,
} from "../../../tests/integration/accounts-app.ts";
import { SESSION_COOKIE } from "../http/session.ts";
import { EXTERNAL_STATE_COOKIE } from "./account-routes.ts";
import { SOCIAL_SIGN_IN_FLAG_COOKIE } from "../../domain/navigation/social-sign-in-flag.ts";

/** A browser at the provider: keeps the provider's cookies and follows its redirects until it leaves for the portal. */
function providerBrowser(issuer: string) {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as object), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    keep(response);
    return response;
  };
  /** Follows redirects while they stay on the provider; answers the first URL elsewhere, or the page reached. */
  const follow = async (start: string, init?: RequestInit): Promise<{ leftFor?: URL; page?: Response; at: string }> => {
    let response = await request(start, init);
    let at = start;
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get("location")!, at);
      if (next.origin !== issuer) return { leftFor: next, at };
      at = next.href;
      response = await request(at);
    }
    return { page: response, at };
  };
  /** From the authorization URL to the callback URL the provider sends the browser to, signing in as `accountId`. */
  const signInAs = async (authorizationUrl: string, accountId: string): Promise<URL> => {
    const first = await follow(authorizationUrl);
    if (!first.page) throw new Error("the provider did not show its sign-in page");
    const html = await first.page.text();
    const action = /action="([^"]+)"/.exec(html)![1]!;
    const done = await follow(new URL(action, issuer).href, {
      method: "POST",
      body: new URLSearchParams({ account: accountId }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    if (!done.leftFor) throw new Error(`the provider did not redirect back: ${done.page?.status}`);
    return done.leftFor;
  };
  return { signInAs };
}

describe("social sign-in", () => {
  let provider: TestProvider;
  let t: AccountsApp;

  beforeAll(async () => {
    provider = await startTestOidcProvider({ portalUrl: PUBLIC_URL });
    t = await startAccountsApp({ env: provider.env("test"), rateLimitStore: unlimitedRateLimits });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  /** Starts at the portal, as the social button does; answers the provider URL and the portal's state cookie. */
  async function start(returnUrl: string) {
    const response = await t.app.inject({ url: `/api/account/external/test?ReturnUrl=${encodeURIComponent(returnUrl)}` });
    expect(response.statusCode).toBe(302);
    const state = (response.cookies as { name: string; value: string }[]).find((c) => c.name === EXTERNAL_STATE_COOKIE)!;
    return { authorizationUrl: response.headers.location as string, stateCookie: state.value };
  }

  async function callback(url: URL, stateCookie: string) {
    return t.app.inject({ url: url.pathname + url.search, cookies: { [EXTERNAL_STATE_COOKIE]: stateCookie } });
  }

  it("lists the configured provider", async () => {
    expect((await t.app.inject({ url: "/api/account/providers" })).json()).toEqual({ providers: [{ id: "test", name: "Test Provider" }] });
  });

  it("sends the browser to the provider with state, PKCE (S256) and nonce", async () => {
    const { authorizationUrl, stateCookie } = await start("/zh-hk/profile/accountinfo");
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get("state")).toBe(stateCookie);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("redirect_uri")).toBe(`${PUBLIC_URL}/zh-hk/api/account/externallogincallback/`);
  });

  it("signs in a verified provider account and returns to the ReturnUrl", async () => {
    const { authorizationUrl, stateCookie } = await start("/en/profile/accountinfo");
    const back = await providerBrowser(provider.issuer).signInAs(authorizationUrl, "sub-verified");
    expect(back.pathname).toBe("/en/api/account/externallogincallback/");
    const response = await callback(back, stateCookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/en/profile/accountinfo");
    // The one-time flag the page reads to show loginSuccess: readable by the page, for a minute.
    const flag = (response.cookies as { name: string; httpOnly?: boolean; maxAge?: number }[]).find(
      (c) => c.name === SOCIAL_SIGN_IN_FLAG_COOKIE,
    );
    expect(flag).toMatchObject({ value: "1", maxAge: 60 });
    expect(flag?.httpOnly ?? false).toBe(false);
    const session = sessionCookieOf(response)!;
    const me = await t.app.inject({ url: "/api/account/me", cookies: { [SESSION_COOKIE]: session.value } });
    expect(me.json().user).toMatchObject({
      email: "social.member@example.com",
      isConfirmed: true,
      loginProvider: "test",
      firstName: "Siu Ming",
    });
  });

  it("refuses a callback whose state is not this browser's", async () => {
    const { authorizationUrl, stateCookie } = await start("/en");
    const back = await providerBrowser(provider.issuer).signInAs(authorizationUrl, "sub-verified");
    const tampered = new URL(back);
    tampered.searchParams.set("state", "x".repeat(43));
    const wrongState = await callback(tampered, stateCookie);
    expect(wrongState.headers.location).toBe("/en/account/login?externalError=externalLoginFailed");
    expect(sessionCookieOf(wrongState)?.value ?? "").toBe("");
    // Nor is the right state accepted from a browser without the cookie.
    const noCookie = await t.app.inject({ url: back.pathname + back.search });
    expect(noCookie.headers.location).toBe("/en/account/login?externalError=externalLoginFailed");
    expect(sessionCookieOf(noCookie)?.value ?? "").toBe("");
  });

  it("refuses a replayed callback (the code and state work once)", async () => {
    const { authorizationUrl, stateCookie } = await start("/en");
    const back = await providerBrowser(provider.issuer).signInAs(authorizationUrl, "sub-verified");
    expect((await callback(back, stateCookie)).headers.location).toBe("/en");
    const replay = await callback(back, stateCookie);
    expect(replay.headers.location).toBe("/en/account/login?externalError=externalLoginFailed");
    expect(sessionCookieOf(replay)?.value ?? "").toBe("");
  });

  it.each([
    ["nonce", "nonce"],
    ["PKCE verifier", "code_verifier"],
  ])("refuses the answer when the %s does not match the one sent", async (_name, column) => {
    const { authorizationUrl, stateCookie } = await start("/en");
    // As if the answer belonged to another request: the check of this value alone must refuse it.
    await t.database.query(`update external_login_states set ${column} = 'not-the-one-sent-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'`);
    const back = await providerBrowser(provider.issuer).signInAs(authorizationUrl, "sub-verified");
    const response = await callback(back, stateCookie);
    expect(response.headers.location).toBe("/en/account/login?externalError=externalLoginFailed");
    expect(sessionCookieOf(response)?.value ?? "").toBe("");
  });

  it("answers bad input to the social routes with 400 or 404, never 5xx", async () => {
    expect((await t.app.inject({ url: `/api/account/external/test?ReturnUrl=${"a".repeat(100_000)}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/account/external/test?ReturnUrl=/en&extra=1" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/fr/api/account/externallogincallback/?code=x&state=y" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/en/api/account/externallogincallback/?state=%00" })).statusCode).toBe(302);
    expect((await apiVisitor(t.app).post("/fr/api/account/login", { email: "a@b.hk", password: "x" })).statusCode).toBe(404);
  });

  it("refuses a provider account whose e-mail the provider has not verified", async () => {
    const { authorizationUrl, stateCookie } = await start("/zh-cn/profile/accountinfo");
    const back = await providerBrowser(provider.issuer).signInAs(authorizationUrl, "sub-unverified");
    const response = await callback(back, stateCookie);
    expect(response.headers.location).toBe("/zh-cn/account/login?externalError=externalEmailUnverified");
    expect(sessionCookieOf(response)?.value ?? "").toBe("");
    expect((response.cookies as { name: string }[]).some((c) => c.name === SOCIAL_SIGN_IN_FLAG_COOKIE)).toBe(false);
    expect(await t.database.query("select 1 from users where email = 'unverified.social@example.com'")).toHaveLength(0);
  });

  it("an open-redirect ReturnUrl lands on /", async () => {
    const { authorizationUrl, stateCookie } = await start("//evil.example/steal");
    const back = await providerBrowser(provider.issuer).signInAs(authorizationUrl, "sub-verified");
    expect((await callback(back, stateCookie)).headers.location).toBe("/");
  });

  it("links to an existing account by the verified e-mail, and POST externalLogin verifies an ID token", async () => {
    await memberWithPassword(t.app, t.database, "linked@example.com", "harbour-lights-7");
    const linkedProvider = await startTestOidcProvider({
      portalUrl: PUBLIC_URL,
      accounts: [
        { id: "sub-linked", email: "Linked@Example.com", emailVerified: true },
        { id: "sub-squat", email: "squat@example.com", emailVerified: true },
      ],
    });
    const app2 = await startAccountsApp({ env: linkedProvider.env("linked"), rateLimitStore: unlimitedRateLimits, database: t.database });
    try {
      // The browser-side flow: our own OIDC client gets an ID token from the provider…
      const config = await client.discovery(
        new URL(linkedProvider.issuer),
        linkedProvider.clientId,
        linkedProvider.clientSecret,
        undefined,
        {
          execute: [client.allowInsecureRequests],
        },
      );
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const authorizationUrl = client.buildAuthorizationUrl(config, {
        redirect_uri: `${PUBLIC_URL}/en/api/account/externallogincallback/`,
        scope: "openid email profile",
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: "S256",
        state,
        nonce,
      });
      const back = await providerBrowser(linkedProvider.issuer).signInAs(authorizationUrl.href, "sub-linked");
      const tokens = await client.authorizationCodeGrant(config, back, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
      });
      // …and hands it to the portal.
      const visitor = apiVisitor(app2.app);
      const response = await visitor.post("/en/api/account/externalLogin", { provider: "linked", externalToken: tokens.id_token });
      expect(response.json()).toMatchObject({
        result: { hasError: false },
        user: { email: "linked@example.com", hasPassword: true, loginProvider: null },
      });
      const links = await t.database.query("select provider, subject from external_logins where subject = 'sub-linked'");
      expect(links).toEqual([{ provider: "linked", subject: "sub-linked" }]);
      // A forged or foreign token is refused.
      const forged = await visitor.post("/api/account/externalLogin", {
        provider: "linked",
        externalToken: tokens.id_token!.slice(0, -4) + "AAAA",
      });
      expect(forged.json()).toEqual({ user: null, result: { hasError: true, message: "externalLoginFailed" } });
      const unknown = await visitor.post("/api/account/externalLogin", { provider: "nope", externalToken: tokens.id_token });
      expect(unknown.statusCode).toBe(400);

      // Someone signed up with an address they do not hold (never verified it); its owner then
      // signs in through the provider: the account is theirs, confirmed, and the squatter is out.
      const squatter = apiVisitor(app2.app);
      await squatter.post("/api/account/registerbyemail", { email: "squat@example.com" });
      expect((await squatter.inject({ url: "/api/account/me" })).json().user.isConfirmed).toBe(false);
      const verifier2 = client.randomPKCECodeVerifier();
      const state2 = client.randomState();
      const nonce2 = client.randomNonce();
      const url2 = client.buildAuthorizationUrl(config, {
        redirect_uri: `${PUBLIC_URL}/en/api/account/externallogincallback/`,
        scope: "openid email profile",
        code_challenge: await client.calculatePKCECodeChallenge(verifier2),
        code_challenge_method: "S256",
        state: state2,
        nonce: nonce2,
      });
      const back2 = await providerBrowser(linkedProvider.issuer).signInAs(url2.href, "sub-squat");
      const tokens2 = await client.authorizationCodeGrant(config, back2, {
        pkceCodeVerifier: verifier2,
        expectedState: state2,
        expectedNonce: nonce2,
      });
      const owner = await apiVisitor(app2.app).post("/api/account/externalLogin", { provider: "linked", externalToken: tokens2.id_token });
      expect(owner.json().user).toMatchObject({ email: "squat@example.com", isConfirmed: true });
      expect((await squatter.inject({ url: "/api/account/me" })).json().user).toBeNull();
    } finally {
      await app2.app.close();
      await linkedProvider.close();
    }
  });

  it("a provider that cannot be reached sends the browser back to the sign-in page, not a 500", async () => {
    const down = await startAccountsApp({
      env: { OIDC_PROVIDERS: "down", OIDC_DOWN_ISSUER: "http://127.0.0.1:9", OIDC_DOWN_CLIENT_ID: "x" },
      rateLimitStore: unlimitedRateLimits,
      database: t.database,
    });
    try {
      const response = await down.app.inject({ url: "/api/account/external/down?ReturnUrl=/zh-hk/profile/accountinfo" });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/zh-hk/account/login?externalError=externalLoginFailed");
      const unknown = await down.app.inject({ url: "/api/account/external/nope" });
      expect(unknown.statusCode).toBe(404);
      const idToken = await apiVisitor(down.app).post("/api/account/externalLogin", { provider: "down", externalToken: "a.b.c" });
      expect(idToken.json()).toEqual({ user: null, result: { hasError: true, message: "externalLoginFailed" } });
    } finally {
      await down.app.close();
    }
  });
});
