import { createHash } from "node:crypto";
import type { Queryable } from "../../db/client.ts";
import { countHit } from "../../db/rate-limits/rate-limit-queries.ts";

/**
 * The limits of the account calls, as hits per fixed window. The
 * per-address rules keep one person's mailbox from being flooded and an
 * account from being guessed at; the per-IP rules are looser because offices
 * and mobile carriers put many people behind one address.
 */
export const RATE_LIMIT_RULES = {
  /** Failed or attempted sign-ins for one account: the 6th within a minute is refused. */
  loginAccount: { points: 5, windowSeconds: 60 },
  /** Sign-in attempts from one IP, over all accounts. */
  loginIp: { points: 30, windowSeconds: 60 },
  /** Accounts created from one IP. */
  signupIp: { points: 10, windowSeconds: 60 * 60 },
  /** Sign-ups tried for one address (each may mail it). */
  signupEmail: { points: 3, windowSeconds: 60 * 60 },
  /** Verification mails resent to one address. */
  resendEmail: { points: 3, windowSeconds: 60 * 60 },
  /** Reset mails to one address. */
  forgotEmail: { points: 3, windowSeconds: 60 * 60 },
  /** Reset requests from one IP, over all addresses. */
  forgotIp: { points: 20, windowSeconds: 60 * 60 },
  /** Enquiries from one address (each mails the agency and a receipt): issue 17. */
  enquiryEmail: { points: 5, windowSeconds: 60 * 60 },
  /** Enquiries from one IP, over all addresses. */
  enquiryIp: { points: 20, windowSeconds: 60 * 60 },
  /** Newsletter confirmation mails to one address. */
  newsletterEmail: { points: 3, windowSeconds: 60 * 60 },
  /** Newsletter sign-ups from one IP. */
  newsletterIp: { points: 20, windowSeconds: 60 * 60 },
  /** WhatsApp and phone taps recorded from one IP. */
  contactMediaIp: { points: 60, windowSeconds: 60 * 60 },
  /** Signing codes mailed for one signer of a document. */
  signingCode: { points: 5, windowSeconds: 60 * 60 },
  /** PDFs checked by the public verify call from one IP (each is up to 10 MB to parse). */
  verifyIp: { points: 30, windowSeconds: 60 * 60 },
  /** Listings one member starts (each is a draft kept for them). */
  listingDraftUser: { points: 20, windowSeconds: 24 * 60 * 60 },
  /** Submissions of one member's listings to an agent's review queue (each is an agent's work). */
  listingSubmitUser: { points: 10, windowSeconds: 24 * 60 * 60 },
  /**
   * Photos one member uploads, refused ones included (each is up to 20 MB received and about a second of a core
   * decoded): six listings' worth of 20, room to replace many, and at most a few minutes of one core a day.
   */
  listingPhotoUser: { points: 120, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, { points: number; windowSeconds: number }>;

export type RateLimitRule = keyof typeof RATE_LIMIT_RULES;

export interface RateLimitDecision {
  allowed: boolean;
  /** 0 when allowed; otherwise whole seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/** Where the counters live: the database by default, Redis when REDIS_URL is set. */
export interface RateLimitStore {
  /** Counts one hit and answers the hits so far in the window and the seconds it has left. */
  hit(rule: string, keyHash: string, windowSeconds: number): Promise<{ hits: number; secondsLeft: number }>;
}

export interface RateLimits {
  /** Counts one attempt of `rule` for `key` (an e-mail, an IP, a user id) and says whether it may go on. */
  consume(rule: RateLimitRule, key: string): Promise<RateLimitDecision>;
}

export function databaseRateLimitStore(database: Queryable): RateLimitStore {
  return { hit: (rule, keyHash, windowSeconds) => countHit(database, rule, keyHash, windowSeconds) };
}

export function createRateLimits(store: RateLimitStore): RateLimits {
  return {
    async consume(rule, key) {
      const limit = RATE_LIMIT_RULES[rule];
      // E-mail keys compare case-insensitively; the digest keeps addresses and IPs out of the store.
      const keyHash = createHash("sha256").update(key.trim().toLowerCase()).digest("base64url");
      const { hits, secondsLeft } = await store.hit(rule, keyHash, limit.windowSeconds);
      if (hits <= limit.points) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(secondsLeft)) };
    },
  };
}
