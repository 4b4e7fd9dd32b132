import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

// Links mailed to a member (verify the address, reset the password, confirm a
// new address). Only the SHA-256 of the token is kept; a token works once and
// until expires_at.
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** verify, reset or email-change */
    purpose: text("purpose").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** email-change only: the address that becomes the account's when the link is followed. */
    newEmail: text("new_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("one_time_tokens_user_idx").on(t.userId)],
);
