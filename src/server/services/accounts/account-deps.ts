// What every account use-case needs, built once in app.ts.
import type { Database } from "../../db/client.ts";
import type { RateLimits } from "../../http/rate-limits.ts";
import type { User } from "../../../domain/contracts/account-user.ts";
import type { SessionStore } from "./session-store.ts";

export interface AccountDeps {
  database: Pick<Database, "query" | "db" | "transaction">;
  sessions: SessionStore;
  rateLimits: RateLimits;
  /** The clock (tests move it). */
  now: () => Date;
  /** Absolute base of mailed links, e.g. https://www.harbourhomes.hk */
  publicUrl: string;
}

/** Who is asking: the request's session (if any), address and browser. */
export interface Caller {
  viewer: { sessionId: string; user: User } | null;
  ip: string;
  userAgent: string;
}
