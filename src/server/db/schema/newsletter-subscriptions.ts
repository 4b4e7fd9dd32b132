import { sql } from "drizzle-orm";
import { bigserial, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// The footer newsletter (issue 17), double opt-in: an address is pending
// until its owner follows the e-mailed link. Tokens are kept only hashed; a
// confirmation token works once.
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    /** en, zh-hk or zh-cn: the language of its e-mails. */
    language: text("language").notNull(),
    /** pending, confirmed or unsubscribed */
    status: text("status").notNull(),
    /** SHA-256 of the pending confirmation link's token; null once used. */
    confirmTokenHash: text("confirm_token_hash"),
    /** SHA-256 of the one-click unsubscribe token of this address. */
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_subscriptions_confirm_key").on(t.confirmTokenHash),
    uniqueIndex("newsletter_subscriptions_unsubscribe_key").on(t.unsubscribeTokenHash),
  ],
);
