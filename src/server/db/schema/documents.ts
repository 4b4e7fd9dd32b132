import { sql } from "drizzle-orm";
import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { agents } from "./agents.ts";
import { users } from "./users.ts";

// Documents to sign (decision 0079): a document issued by an agent from a
// template, its properties, its signers in order, and every event of its
// signing. Files (the PDF as issued, as it stands after each signature, the
// completed result, drawn signatures) live in the file store under the keys
// kept here.
export const documents = pgTable(
  "documents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The public key: 128 random bits, base64url. */
    documentKey: text("document_key").notNull().unique(),
    agentId: integer("agent_id")
      .notNull()
      .references(() => agents.id),
    template: text("template").notNull(),
    /** en or zh-hk: the language it is written in. */
    language: text("language").notNull(),
    title: text("title").notNull(),
    titleChi: text("title_chi").notNull(),
    caption: text("caption").notNull(),
    captionChi: text("caption_chi").notNull(),
    /** parallel or sequential */
    signingOrder: text("signing_order").notNull(),
    /** pending, sealing, signed, declined, cancelled or expired */
    status: text("status").notNull(),
    /** The body HTML of the document in each language, for reading in the signing page. */
    bodyHtml: jsonb("body_html").$type<{ en: string; "zh-hk": string }>().notNull(),
    /** The PDF as issued, and its SHA-256 (the audit certificate quotes it). */
    originalFileKey: text("original_file_key").notNull(),
    originalSha256: text("original_sha256").notNull(),
    /** The PDF with every signature so far (the original until the first signs). */
    currentFileKey: text("current_file_key").notNull(),
    /** The completed PDF (audit certificate appended, sealed) and its SHA-256. */
    resultFileKey: text("result_file_key"),
    resultSha256: text("result_sha256"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Cancelled, declined or expired. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closeReason: text("close_reason"),
    remindersSent: smallint("reminders_sent").notNull().default(0),
    /** Null once no reminder is due (the fifth was sent, or the document is closed). */
    nextReminderAt: timestamp("next_reminder_at", { withTimezone: true }),
    sealingAttempts: smallint("sealing_attempts").notNull().default(0),
    sealingLastError: text("sealing_last_error"),
    /** The latest change of the document or any signer (the lists' status date). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("documents_agent_idx").on(t.agentId, t.updatedAt),
    index("documents_reminder_idx")
      .on(t.nextReminderAt)
      .where(sql`status = 'pending'`),
    index("documents_expiry_idx")
      .on(t.expiresAt)
      .where(sql`status = 'pending'`),
    index("documents_result_sha_idx").on(t.resultSha256),
  ],
);

/** The properties a document is about, as they were when it was issued (the lists show them). */
export const documentProperties = pgTable(
  "document_properties",
  {
    documentId: bigint("document_id", { mode: "number" })
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    listingId: integer("listing_id").notNull(),
    /** The spec's property fields, from the listing at issue time. */
    snapshot: jsonb("snapshot").notNull(),
  },
  (t) => [uniqueIndex("document_properties_key").on(t.documentId, t.position)],
);

export const documentSigners = pgTable(
  "document_signers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    documentId: bigint("document_id", { mode: "number" })
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** 1-based signing order (sequential documents). */
    position: smallint("position").notNull(),
    /** The member's account; null for an invited address until its owner signs up and opens the link. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** client or agent */
    role: text("role").notNull(),
    /** en, zh-hk or zh-cn: the language of their e-mail. */
    language: text("language").notNull(),
    /** awaiting, signed, declined */
    status: text("status").notNull(),
    /** A random nonce the signing link's token is derived from (HMAC with the server secret); null once used. */
    linkNonce: text("link_nonce"),
    /** SHA-256 of the signing link's token; null once the signer signed or declined. */
    tokenHash: text("token_hash").unique(),
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    codeAttempts: smallint("code_attempts").notNull().default(0),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    typedName: text("typed_name"),
    signatureFileKey: text("signature_file_key"),
    declineReason: text("decline_reason"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("document_signers_position_key").on(t.documentId, t.position),
    index("document_signers_user_idx").on(t.userId),
    index("document_signers_email_idx").on(sql`lower(${t.email})`),
  ],
);

/** The audit trail: sent, opened, code-sent, signed, declined, reminded, expired, cancelled, sealed, seal-failed. */
export const documentEvents = pgTable(
  "document_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    documentId: bigint("document_id", { mode: "number" })
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** Who: a signer's name and e-mail, the agent, or "system". */
    who: text("who").notNull(),
    signerId: bigint("signer_id", { mode: "number" }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    detail: text("detail"),
  },
  (t) => [index("document_events_document_idx").on(t.documentId, t.at)],
);
