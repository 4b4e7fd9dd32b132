import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Security events of the accounts (sign-in, failure, lockout, password change
// and reset, deletion). No foreign key: the rows outlive a deleted account
// (see docs/decisions on account deletion). `detail` never holds a password,
// token, hash or session id.
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    event: text("event").notNull(),
    userId: uuid("user_id"),
    ip: text("ip").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    detail: jsonb("detail").notNull().default({}),
  },
  (t) => [index("audit_log_user_idx").on(t.userId, t.createdAt)],
);
