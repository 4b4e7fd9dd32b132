// The account use-cases, built once per server process.
import type { Database } from "../../db/client.ts";
import type { RateLimits } from "../../http/rate-limits.ts";
import type { OidcProviderConfig } from "../../config.ts";
import { createSessionStore, type SessionStore } from "./session-store.ts";
import { createSignInService, type SignInService } from "./sign-in-service.ts";
import { createSignUpService, type SignUpService } from "./sign-up-service.ts";
import { createPasswordService, type PasswordService } from "./password-service.ts";
import { createProfileService, type ProfileService } from "./profile-service.ts";
import { createExternalLoginService, type ExternalLoginService } from "./external-login-service.ts";

export interface AccountServices {
  sessions: SessionStore;
  signIn: SignInService;
  signUp: SignUpService;
  passwords: PasswordService;
  profile: ProfileService;
  external: ExternalLoginService;
}

export interface AccountServicesOptions {
  database: Pick<Database, "query" | "db" | "transaction">;
  rateLimits: RateLimits;
  publicUrl: string;
  oidcProviders: OidcProviderConfig[];
  now?: () => Date;
  onBackgroundError?: (error: unknown) => void;
}

export function createAccountServices(options: AccountServicesOptions): AccountServices {
  const now = options.now ?? (() => new Date());
  const sessions = createSessionStore(options.database, now, options.onBackgroundError);
  const deps = { database: options.database, sessions, rateLimits: options.rateLimits, now, publicUrl: options.publicUrl };
  return {
    sessions,
    signIn: createSignInService(deps),
    signUp: createSignUpService(deps),
    passwords: createPasswordService(deps),
    profile: createProfileService(deps),
    external: createExternalLoginService(deps, options.oidcProviders),
  };
}
