// The configured OpenID Connect providers, discovered once on first use.
import * as client from "openid-client";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import type { OidcProviderConfig } from "../../config.ts";

export interface OidcProvider {
  config: OidcProviderConfig;
  /** The provider's discovered configuration (cached; a failed discovery is retried next time). */
  configuration(): Promise<client.Configuration>;
  /** Verifies an ID token the browser got from this provider: signature (JWKS), issuer, audience, expiry. */
  verifyIdToken(idToken: string): Promise<JWTPayload>;
}

// Plain http is allowed only for a provider on this machine (the test provider).
function isLoopback(issuer: string): boolean {
  const { hostname } = new URL(issuer);
  return hostname === "127.0.0.1" || hostname === "localhost" || hostname === "[::1]";
}

export function createOidcProvider(config: OidcProviderConfig): OidcProvider {
  let discovered: Promise<client.Configuration> | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  const insecure = new URL(config.issuer).protocol === "http:" && isLoopback(config.issuer);

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(config.issuer),
        config.clientId,
        config.clientSecret,
        config.clientSecret ? client.ClientSecretPost(config.clientSecret) : client.None(),
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    config,
    configuration,
    async verifyIdToken(idToken) {
      const metadata = (await configuration()).serverMetadata();
      if (!metadata.jwks_uri) throw new Error(`provider ${config.id} publishes no jwks_uri`);
      jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
      // No nonce can be checked on this path (the browser got the token), so a short
      // maximum age bounds how long a leaked token could be replayed.
      const { payload } = await jwtVerify(idToken, jwks, { issuer: metadata.issuer, audience: config.clientId, maxTokenAge: "10 minutes" });
      return payload;
    },
  };
}
