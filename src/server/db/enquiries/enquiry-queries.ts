// Queries of the enquiries table and of who an enquiry goes to. A member's
// enquiries are read by the session's user id only; an agent's by the agent
// id of the signed-in staff account.
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
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

/** An enquiry with its listing, building and agent (each left-joined: any may be missing). */
const historyOf = (executor: Executor, where: SQL | undefined, limit: number) =>
  executor.db
    .select({
      id: enquiries.id,
      createdAt: enquiries.createdAt,
      enquiryType: enquiries.enquiryType,
      commMediaType: enquiries.commMediaType,
      message: enquiries.message,
      listingId: enquiries.listingId,
      referenceId: listings.referenceId,
      purpose: listings.purpose,
      buildingName: buildings.nameEn,
      agentName: agents.nameEn,
      name: enquiries.name,
      email: enquiries.email,
      dialCode: enquiries.dialCode,
      phone: enquiries.phone,
    })
    .from(enquiries)
    .leftJoin(listings, eq(listings.id, enquiries.listingId))
    .leftJoin(buildings, eq(buildings.id, listings.buildingId))
    .leftJoin(agents, eq(agents.id, enquiries.agentId))
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(limit);

type HistorySelectRow = Awaited<ReturnType<typeof historyOf>>[number];

/**
 * An enquiry as the member's and the agent's lists show it: the time as ISO
 * 8601, the phone with its dialling code. Who sent it (name, e-mail, phone)
 * is for the agent's view; the member's own page does not show it.
 */
export type EnquiryHistoryRow = Omit<HistorySelectRow, "createdAt" | "dialCode"> & { createdAt: string };

const historyRow = ({ createdAt, dialCode, phone, ...row }: HistorySelectRow): EnquiryHistoryRow => ({
  ...row,
  createdAt: createdAt.toISOString(),
  phone: phone ? `+${dialCode} ${phone}` : "",
});

/** The member's own enquiries, newest first (the form's, not the recorded WhatsApp and phone taps). */
export async function enquiriesOfUser(executor: Executor, userId: string, limit: number): Promise<EnquiryHistoryRow[]> {
  const where = and(eq(enquiries.userId, userId), eq(enquiries.commMediaType, 1));
  return (await historyOf(executor, where, limit)).map(historyRow);
}

/** The enquiries addressed to one agent: the form's and the recorded taps, newest first. */
export async function enquiriesOfAgent(executor: Executor, agentId: number, limit: number): Promise<EnquiryHistoryRow[]> {
  return (await historyOf(executor, eq(enquiries.agentId, agentId), limit)).map(historyRow);
}

export async function findOffices(executor: Executor, ids: readonly number[]) {
  return await executor.db
    .select({ id: offices.id, phone: offices.phone, whatsapp: offices.whatsapp, openingHours: offices.openingHours })
    .from(offices)
    .where(inArray(offices.id, [...ids]))
    .orderBy(asc(offices.id));
}
