// The footer newsletter, double opt-in (issue 17): a new address gets a
// confirmation link and stays pending until it is followed; a signed-in
// member's own confirmed address is subscribed at once. Every mail carries a
// one-click unsubscribe link.
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import type { SubscribeResponse } from "../../../domain/contracts/newsletter.ts";
import type { Database } from "../../db/client.ts";
import {
  confirmSubscription,
  setUserSubscribed,
  subscriptionStatus,
  unsubscribe,
  upsertSubscription,
} from "../../db/enquiries/newsletter-queries.ts";
import type { RateLimits } from "../rate-limits/rate-limits.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { oneClickLink } from "../../mail/list-unsubscribe.ts";
import type { Caller } from "../accounts/account-deps.ts";
import { randomToken, sha256 } from "../accounts/secret-tokens.ts";

export type SubscribeOutcome = { kind: "answered"; answer: SubscribeResponse } | { kind: "throttled"; retryAfterSeconds: number };

export interface NewsletterService {
  subscribe(email: string, language: LanguageCode, caller: Caller): Promise<SubscribeOutcome>;
  /** True when the token confirmed a pending address. */
  confirm(token: string): Promise<boolean>;
  /** By one-click token, or the signed-in member's own address; true when an address was unsubscribed. */
  unsubscribe(by: { token: string } | { email: string }): Promise<boolean>;
}

export function createNewsletterService(deps: {
  database: Pick<Database, "query" | "db" | "transaction">;
  rateLimits: RateLimits;
  now: () => Date;
  publicUrl: string;
  /** An account's details changed (its "subscribed" flag): cached sessions must re-read it. */
  onUserChanged: (userId: string) => void;
}): NewsletterService {
  const { database, rateLimits, now, publicUrl } = deps;
  const changed = (userId: string | null) => {
    if (userId) deps.onUserChanged(userId);
  };
  return {
    async subscribe(email, language, caller) {
      const byIp = await rateLimits.consume("newsletterIp", caller.ip);
      const byEmail = await rateLimits.consume("newsletterEmail", email);
      if (!byIp.allowed || !byEmail.allowed) {
        return { kind: "throttled", retryAfterSeconds: Math.max(byIp.retryAfterSeconds, byEmail.retryAfterSeconds) };
      }
      if ((await subscriptionStatus(database, email)) === "confirmed") {
        return { kind: "answered", answer: { isSuccess: false, isDuplicated: true, isPending: false } };
      }
      const member = caller.viewer?.user;
      const ownConfirmedAddress = member?.isConfirmed === true && member.email.toLowerCase() === email.toLowerCase();
      const unsubscribeToken = randomToken();
      const confirmToken = randomToken();
      await database.transaction(async (tx) => {
        await upsertSubscription(tx, {
          email,
          language,
          status: ownConfirmedAddress ? "confirmed" : "pending",
          confirmTokenHash: ownConfirmedAddress ? null : sha256(confirmToken),
          unsubscribeTokenHash: sha256(unsubscribeToken),
          now: now(),
        });
        if (ownConfirmedAddress) {
          changed(await setUserSubscribed(tx, email, true));
          return;
        }
        await enqueueMail(tx, {
          to: email,
          template: "newsletter-confirm",
          language,
          data: {
            link: `${publicUrl}/${language}/communication/confirmsubscription?token=${confirmToken}`,
            unsubscribeLink: `${publicUrl}/${language}/communication/unsubscribe?token=${unsubscribeToken}`,
            oneClickLink: oneClickLink(publicUrl, "newsletter", unsubscribeToken, language),
          },
        });
      });
      return { kind: "answered", answer: { isSuccess: ownConfirmedAddress, isDuplicated: false, isPending: !ownConfirmedAddress } };
    },

    async confirm(token) {
      return database.transaction(async (tx) => {
        const email = await confirmSubscription(tx, sha256(token), now());
        if (email) changed(await setUserSubscribed(tx, email, true));
        return email !== null;
      });
    },

    async unsubscribe(by) {
      return database.transaction(async (tx) => {
        const email = await unsubscribe(tx, "token" in by ? { tokenHash: sha256(by.token) } : { email: by.email }, now());
        if (email) changed(await setUserSubscribed(tx, email, false));
        return email !== null;
      });
    },
  };
}
