import { date, doublePrecision, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { trilingualNames, trilingualText } from "./columns.ts";
import { districts } from "./districts.ts";

export const offices = pgTable("offices", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  ...trilingualNames(),
  districtId: smallint("district_id")
    .notNull()
    .references(() => districts.id),
  ...trilingualText("address", "address"),
  phone: text("phone").notNull(),
  whatsapp: text("whatsapp").notNull(),
  wechatId: text("wechat_id"),
  email: text("email").notNull(),
  /** e.g. "Mon-Sat 09:30-19:30; Sun 11:00-18:00" */
  openingHours: text("opening_hours").notNull(),
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
});

export const agents = pgTable(
  "agents",
  {
    id: integer("id").primaryKey(),
    officeId: integer("office_id")
      .notNull()
      .references(() => offices.id),
    /** EAA licence: E-123456 (estate agent) or S-123456 (salesperson). */
    licenceNo: text("licence_no").notNull().unique(),
    ...trilingualNames(),
    ...trilingualText("title", "title"),
    phone: text("phone").notNull(),
    whatsapp: text("whatsapp").notNull(),
    email: text("email").notNull(),
    /** Language codes spoken: en, yue (Cantonese), cmn (Mandarin), ja, fr... */
    languages: text("languages").array().notNull(),
    /** Localities the agent mainly covers. */
    districtIds: integer("district_ids").array().notNull(),
    photoKey: text("photo_key").notNull(),
    /** Biographies are plain text; any HTML is escaped when rendered. */
    ...trilingualText("bio", "bio"),
    /** The agent's LinkedIn profile, shown on their page when set. */
    linkedinUrl: text("linkedin_url"),
    joinedOn: date("joined_on").notNull(),
  },
  (t) => [index("agents_office_idx").on(t.officeId)],
);

export const agentTestimonials = pgTable(
  "agent_testimonials",
  {
    id: integer("id").primaryKey(),
    agentId: integer("agent_id")
      .notNull()
      .references(() => agents.id),
    authorName: text("author_name").notNull(),
    /** 1 en, 2 zh-hk, 3 zh-cn: the language the testimonial was written in. */
    languageId: smallint("language_id").notNull(),
    rating: smallint("rating").notNull(),
    body: text("body").notNull(),
    writtenOn: date("written_on").notNull(),
  },
  (t) => [index("agent_testimonials_agent_idx").on(t.agentId)],
);
