// Queries of the enquiries table and of who an enquiry goes to. A member's
// enquiries are read by the session's user id only; an agent's by the agent
// id of the signed-in staff account. drizzle's typed builder, but where
// decision 0072 measured raw SQL faster.
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { agents, offices } from "../schema/agents.ts";
import { buildings } from "../schema/buildings.ts";
import { enquiries } from "../schema/enquiries.ts";
import { listings } from "../schema/listings.ts";

type Agent = typeof agents.$inferSelect;

/** Who receives an enquiry: an agent (with the office behind them) or an office alone. */
export type EnquiryRecipient = { agentId: Agent["id"] | null; officeId: Agent["officeId"]; email: Agent["email"]; name: Agent["nameEn"] };

export async function findEnquiryListing(executor: Executor, listingId: number) {
  const [row] = await executor.db
    .select({
      id: listings.id,
      referenceId: listings.referenceId,
      purpose: listings.purpose,
      buildingName: buildings.nameEn,
      agentId: listings.agentId,
    })
    .from(listings)
    .innerJoin(buildings, eq(buildings.id, listings.buildingId))
    .where(eq(listings.id, listingId));
  return row ?? null;
}

export async function findAgentRecipient(executor: Executor, agentId: number): Promise<EnquiryRecipient | null> {
  const [row] = await executor.db
    .select({ agentId: agents.id, officeId: agents.officeId, email: agents.email, name: agents.nameEn })
    .from(agents)
    .where(eq(agents.id, agentId));
  return row ?? null;
}

/** The head office (the lowest id) takes enquiries that name no agent. */
export async function findOfficeRecipient(executor: Executor): Promise<EnquiryRecipient | null> {
  const [row] = await executor.db
    .select({ officeId: offices.id, email: offices.email, name: offices.nameEn })
    .from(offices)
    .orderBy(asc(offices.id))
    .limit(1);
  return row ? { agentId: null, ...row } : null;
}

/** An enquiry as the service stores it: every column but the id, the time it arrived as `now`. */
export type NewEnquiry = Required<Omit<typeof enquiries.$inferInsert, "id" | "createdAt">> & { now: Date };

export async function insertEnquiry(executor: Executor, { now, ...enquiry }: NewEnquiry): Promise<number> {
  const [row] = await executor.db
    .insert(enquiries)
    .values({ ...enquiry, createdAt: now })
    .returning({ id: enquiries.id });
  return row!.id;
}

type Enquiry = typeof enquiries.$inferSelect;

/** An enquiry with its listing, building and agent, each left-joined (any may be missing). */
type HistorySqlRow = Pick<
  Enquiry,
  "id" | "createdAt" | "enquiryType" | "commMediaType" | "message" | "listingId" | "name" | "email" | "dialCode" | "phone"
> & {
  referenceId: (typeof listings.$inferSelect)["referenceId"] | null;
  purpose: (typeof listings.$inferSelect)["purpose"] | null;
  buildingName: (typeof buildings.$inferSelect)["nameEn"] | null;
  agentName: Agent["nameEn"] | null;
};

// Raw SQL: measured faster than the builder (decision 0072). Named as the builder names them.
const HISTORY_SELECT = `select e.id, e.created_at as "createdAt", e.enquiry_type as "enquiryType", e.comm_media_type as "commMediaType",
    e.message, e.listing_id as "listingId", l.reference_id as "referenceId", l.purpose, b.name_en as "buildingName",
    a.name_en as "agentName", e.name, e.email, e.dial_code as "dialCode", e.phone
  from enquiries e
  left join listings l on l.id = e.listing_id
  left join buildings b on b.id = l.building_id
  left join agents a on a.id = e.agent_id`;

/**
 * An enquiry as the member's and the agent's lists show it: the time as ISO
 * 8601, the phone with its dialling code. Who sent it (name, e-mail, phone)
 * is for the agent's view; the member's own page does not show it.
 */
export type EnquiryHistoryRow = Omit<HistorySqlRow, "createdAt" | "dialCode"> & { createdAt: string };

const historyRow = ({ createdAt, dialCode, phone, ...row }: HistorySqlRow): EnquiryHistoryRow => ({
  ...row,
  createdAt: createdAt.toISOString(),
  phone: phone ? `+${dialCode} ${phone}` : "",
});

/** The member's own enquiries, newest first (the form's, not the recorded WhatsApp and phone taps). */
export async function enquiriesOfUser(executor: Executor, userId: string, limit: number): Promise<EnquiryHistoryRow[]> {
  const rows = await executor.query<HistorySqlRow>(
    `${HISTORY_SELECT} where e.user_id = $1 and e.comm_media_type = 1 order by e.created_at desc, e.id desc limit $2`,
    [userId, limit],
  );
  return rows.map(historyRow);
}

/** The enquiries addressed to one agent: the form's and the recorded taps, newest first. */
export async function enquiriesOfAgent(executor: Executor, agentId: number, limit: number): Promise<EnquiryHistoryRow[]> {
  const rows = await executor.query<HistorySqlRow>(
    `${HISTORY_SELECT} where e.agent_id = $1 order by e.created_at desc, e.id desc limit $2`,
    [agentId, limit],
  );
  return rows.map(historyRow);
}

/** The reply bar's offices, by id. */
export async function findOffices(executor: Executor, ids: readonly number[]) {
  // Raw SQL: measured faster than the builder (decision 0072).
  return executor.query<Pick<typeof offices.$inferSelect, "id" | "phone" | "whatsapp" | "openingHours">>(
    `select id, phone, whatsapp, opening_hours as "openingHours" from offices where id = any($1::int[]) order by id`,
    [[...ids]],
  );
}
