import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// A member (or staff) account. The e-mail is unique whatever its case; the
// password hash is null for an account that signed up by e-mail and has not
// set one yet, or that signs in only through a social provider.
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey(),
    email: text("email").notNull(),
    /** argon2id PHC string (@node-rs/argon2), never sent anywhere. */
    passwordHash: text("password_hash"),
    /** 0 none, 1 Mr., 2 Mrs., 3 Miss., 4 Dr. */
    salutation: smallint("salutation").notNull().default(0),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    dialCode: text("dial_code").notNull().default("852"),
    phone: text("phone").notNull().default(""),
    subscribed: boolean("subscribed").notNull().default(false),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    /** What the account may do: member always; agent and admin are staff roles granted as data. */
    roles: text("roles")
      .array()
      .notNull()
      .default(sql`'{member}'::text[]`),
    /**
     * The agent this staff account answers for (its desk, its enquiries); null for members.
     * No foreign key: reseeding the demo market truncates agents with CASCADE, which would
     * empty this table too; the seed links the staff accounts again by the agents' e-mails.
     */
    agentId: integer("agent_id").unique(),
    /** The social provider the account was created through; null when created by e-mail. */
    loginProvider: text("login_provider"),
    /** Language of the account's e-mails (en, zh-hk, zh-cn). */
    language: text("language").notNull().default("en"),
    /** Failed sign-ins in the current lockout window (see account-lockout.ts). */
    failedLogins: integer("failed_logins").notNull().default(0),
    failedLoginsSince: timestamp("failed_logins_since", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`)],
);
