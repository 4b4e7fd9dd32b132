// Social sign-in (OpenID Connect): the redirect round trip with state, PKCE
// and nonce, and the browser-held ID token variant. Accounts link by a
// provider-verified e-mail only.
import { randomUUID } from "node:crypto";
import * as client from "openid-client";
import type { User } from "../../../domain/contracts/account-user.ts";
import { parseLanguageCode, type LanguageCode } from "../../../domain/i18n/languages.ts";
import { safeReturnUrl } from "../../../domain/navigation/return-url.ts";
import {
  findUserIdByExternalLogin,
  insertExternalLoginState,
  linkExternalLogin,
  takeExternalLoginState,
} from "../../db/accounts/external-login-queries.ts";
import { findUserByEmail, findUserById, insertUser, markEmailConfirmed } from "../../db/accounts/user-queries.ts";
import { insertAuditEvent } from "../../db/accounts/audit-queries.ts";
import type { OidcProviderConfig } from "../../config.ts";
import type { AccountDeps, Caller } from "./account-deps.ts";
import { createOidcProvider, type OidcProvider } from "./oidc-clients.ts";
import { toPublicUser } from "./public-user.ts";
import { randomToken, sha256 } from "./secret-tokens.ts";
import type { NewSession } from "./session-store.ts";

export const EXTERNAL_STATE_LIFE_MS = 10 * 60 * 1000;

export type ExternalLoginOutcome =
  { kind: "signedIn"; user: User; session: NewSession } | { kind: "unknownProvider" } | { kind: "failed" } | { kind: "emailUnverified" };

export interface ExternalStart {
  /** Where to send the browser. */
  authorizationUrl: string;
  /** The state, for the browser's short-lived cookie. */
  state: string;
}

export interface ExternalLoginService {
  providers(): { id: string; name: string }[];
  start(providerId: string, returnUrl: string | undefined): Promise<ExternalStart | null>;
  /** The provider's redirect back: `currentUrl` is the full callback URL, `cookieState` the browser's cookie. */
  callback(
    currentUrl: URL,
    cookieState: string | undefined,
    caller: Caller,
  ): Promise<ExternalLoginOutcome & { returnUrl: string; language: LanguageCode }>;
  loginWithIdToken(providerId: string, idToken: string, caller: Caller): Promise<ExternalLoginOutcome>;
}

interface Claims {
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

/** The language of the page a ReturnUrl points at (its first segment), else en. */
export function languageOfReturnUrl(returnUrl: string | undefined): LanguageCode {
  return parseLanguageCode(safeReturnUrl(returnUrl ?? "/").split(/[/?#]/)[1] ?? "") ?? "en";
}

export function callbackPath(language: LanguageCode): string {
  return `/${language}/api/account/externallogincallback/`;
}

export function createExternalLoginService(deps: AccountDeps, configs: OidcProviderConfig[]): ExternalLoginService {
  const { database, sessions, now, publicUrl } = deps;
  const providers = new Map<string, OidcProvider>(configs.map((c) => [c.id, createOidcProvider(c)]));

  async function signIn(providerId: string, claims: Claims, caller: Caller): Promise<ExternalLoginOutcome> {
    if (typeof claims.sub !== "string" || claims.sub === "") return { kind: "failed" };
    const at = now();
    const linkedUserId = await findUserIdByExternalLogin(database, providerId, claims.sub);
    let userId = linkedUserId;
    if (!userId) {
      // Link or create only on an address the provider says it has verified:
      // an unverified one could be anybody's, and would hand them that account.
      if (typeof claims.email !== "string" || claims.email === "" || claims.email_verified !== true) return { kind: "emailUnverified" };
      const email = claims.email.trim();
      const existing = await findUserByEmail(database, email);
      userId = await database.transaction(async (tx) => {
        let id = existing?.id;
        if (existing) {
          if (existing.emailConfirmedAt === null) {
            // Whoever signed up with this address unverified did not prove
            // they hold it; the provider just did for this person.
            await markEmailConfirmed(tx, existing.id, at);
            await sessions.endUserSessions(tx, existing.id, null);
          }
        } else {
          const created = await insertUser(tx, {
            id: randomUUID(),
            email,
            passwordHash: null,
            firstName: typeof claims.given_name === "string" ? claims.given_name.slice(0, 100) : "",
            lastName: typeof claims.family_name === "string" ? claims.family_name.slice(0, 100) : "",
            emailConfirmedAt: at,
            loginProvider: providerId,
            language: "en",
            now: at,
          });
          if (!created) throw new Error("account created concurrently; retry");
          id = created.id;
        }
        await linkExternalLogin(tx, { provider: providerId, subject: claims.sub as string, userId: id!, now: at });
        return id!;
      });
    }
    const user = await findUserById(database, userId);
    if (!user) return { kind: "failed" };
    const session = await database.transaction(async (tx) => {
      if (caller.viewer) await sessions.end(tx, caller.viewer.sessionId);
      const created = await sessions.create(tx, user.id, { rememberMe: false, userAgent: caller.userAgent });
      await insertAuditEvent(tx, { event: "external_login", userId: user.id, ip: caller.ip, now: at, detail: { provider: providerId } });
      return created;
    });
    sessions.forgetUser(user.id);
    return { kind: "signedIn", user: toPublicUser(user), session };
  }

  return {
    providers: () => configs.map((c) => ({ id: c.id, name: c.name })),

    async start(providerId, rawReturnUrl) {
      const provider = providers.get(providerId);
      if (!provider) return null;
      const configuration = await provider.configuration();
      const returnUrl = safeReturnUrl(rawReturnUrl ?? "/");
      // The callback carries the language of the page the person came from.
      const language = languageOfReturnUrl(returnUrl);
      const state = randomToken();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await insertExternalLoginState(database, {
        stateHash: sha256(state),
        provider: providerId,
        codeVerifier,
        nonce,
        returnUrl,
        language,
        expiresAt: new Date(now().getTime() + EXTERNAL_STATE_LIFE_MS),
      });
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: publicUrl + callbackPath(language),
        scope: "openid email profile",
        response_type: "code",
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
      });
      return { authorizationUrl: url.href, state };
    },

    async callback(currentUrl, cookieState, caller) {
      const stateParam = currentUrl.searchParams.get("state") ?? "";
      const fallback = { returnUrl: "/", language: "en" as LanguageCode };
      // The state must be the one this browser was given (its cookie) and one we issued (the row).
      if (!stateParam || !cookieState || stateParam !== cookieState) return { kind: "failed", ...fallback };
      const saved = await takeExternalLoginState(database, sha256(stateParam), now());
      if (!saved) return { kind: "failed", ...fallback };
      const language = parseLanguageCode(saved.language) ?? "en";
      const where = { returnUrl: saved.returnUrl, language };
      const provider = providers.get(saved.provider);
      if (!provider) return { kind: "unknownProvider", ...where };
      let claims: Claims | undefined;
      try {
        const configuration = await provider.configuration();
        // The URL the provider sent the browser to, on our public origin.
        const redirected = new URL(callbackPath(language) + currentUrl.search, publicUrl);
        const tokens = await client.authorizationCodeGrant(configuration, redirected, {
          pkceCodeVerifier: saved.codeVerifier,
          expectedState: stateParam,
          expectedNonce: saved.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims() as Claims | undefined;
        // Providers that keep the e-mail out of the ID token serve it at userinfo.
        if (claims && typeof claims.sub === "string" && claims.email === undefined && tokens.access_token) {
          const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
          claims = {
            ...claims,
            email: info.email,
            email_verified: info.email_verified,
            given_name: info.given_name,
            family_name: info.family_name,
          };
        }
      } catch {
        return { kind: "failed", ...where };
      }
      if (!claims) return { kind: "failed", ...where };
      return { ...(await signIn(saved.provider, claims, caller)), ...where };
    },

    async loginWithIdToken(providerId, idToken, caller) {
      const provider = providers.get(providerId);
      if (!provider) return { kind: "unknownProvider" };
      let claims: Claims;
      try {
        claims = (await provider.verifyIdToken(idToken)) as Claims;
      } catch {
        return { kind: "failed" };
      }
      return signIn(providerId, claims, caller);
    },
  };
}
