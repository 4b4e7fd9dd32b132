import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

// A social identity linked to an account: the provider's id (from
// configuration) and the subject (sub claim) it gives the person.
export const externalLogins = pgTable(
  "external_logins",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("external_logins_user_idx").on(t.userId)],
);

// A social sign-in under way: the state sent to the provider (hashed), with
// the PKCE verifier and nonce to check its answer. The browser holds the state
// in a short-lived cookie too, so a callback only works in the browser that
// started it. Deleted when used.
export const externalLoginStates = pgTable("external_login_states", {
  stateHash: text("state_hash").primaryKey(),
  provider: text("provider").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  returnUrl: text("return_url").notNull(),
  language: text("language").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
