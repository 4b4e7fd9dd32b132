import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Every e-mail the portal sends, written in the same transaction as the action
// that causes it (sign-up, reset, …). The sender job delivers it and sets
// sent_at; without SMTP_URL the rows are the local mailbox (/mailbox).
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recipient: text("recipient").notNull(),
    /** verify-email, reset-password, password-changed, email-change */
    template: text("template").notNull(),
    /** en, zh-hk or zh-cn */
    language: text("language").notNull(),
    /** The template's values, e.g. { link }. */
    data: jsonb("data").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The Message-ID it was delivered with (also lets a receiver drop a duplicate). */
    messageId: text("message_id"),
    /** Files of the file store sent with it (a signed PDF): { fileKey, filename, contentType }[]. */
    attachments: jsonb("attachments").$type<{ fileKey: string; filename: string; contentType: string }[]>().notNull().default([]),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt)],
);
