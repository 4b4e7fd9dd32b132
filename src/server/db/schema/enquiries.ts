import { bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { agents, offices } from "./agents.ts";
import { listings } from "./listings.ts";
import { users } from "./users.ts";

// Every enquiry and every recorded call to action (WhatsApp, phone), written
// before the answer and in the same transaction as its e-mails (issue 17).
// Nothing here is ever updated by a request: a row is what the person sent.
export const enquiries = pgTable(
  "enquiries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The 12 enquiry request types, by where the panel was opened (ENQUIRY_TYPE). */
    enquiryType: smallint("enquiry_type").notNull(),
    /** 1 Website (the form), 2 Email, 3 Phone, 4 WhatsApp, 5 WeChat, 6 Titan. */
    commMediaType: smallint("comm_media_type").notNull(),
    /** The signed-in member who sent it (from the session, never the body). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    listingId: integer("listing_id").references(() => listings.id),
    /** Who it went to: the listing's or the chosen agent, else null and the office. */
    agentId: integer("agent_id").references(() => agents.id),
    officeId: integer("office_id").references(() => offices.id),
    /** 0 none, 1 Mr, 2 Mrs, 3 Ms */
    salutation: smallint("salutation").notNull().default(0),
    name: text("name").notNull().default(""),
    email: text("email").notNull().default(""),
    dialCode: text("dial_code").notNull().default("852"),
    phone: text("phone").notNull().default(""),
    budget: text("budget").notNull().default(""),
    currencyId: smallint("currency_id").notNull(),
    /** The comment, then the bot chat's lines. */
    message: text("message").notNull().default(""),
    receiveUpdates: boolean("receive_updates").notNull().default(true),
    /** en, zh-hk or zh-cn: the page's language, and so the receipt's. */
    language: text("language").notNull(),
    /** referralUrl, referralAgentId, emailId, edmId, referralId, analyticsData. */
    referral: jsonb("referral").notNull().default({}),
    /** Up to 11 properties (the listing, favourites, recently viewed), 2 photos each. */
    properties: jsonb("properties").notNull().default([]),
  },
  (t) => [
    index("enquiries_user_idx").on(t.userId, t.createdAt),
    index("enquiries_agent_idx").on(t.agentId, t.createdAt),
    index("enquiries_created_idx").on(t.createdAt),
  ],
);
