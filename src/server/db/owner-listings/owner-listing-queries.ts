// Owners' listings (schema/owner-listings.ts), on drizzle's typed builder
// (decision 0072). Whose listings a query reads is always given by the
// caller from the session: the owner's account id, or the agent's desk.
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { agents } from "../schema/agents.ts";
import { documents } from "../schema/documents.ts";
import { ownerListings } from "../schema/owner-listings.ts";
import { users } from "../schema/users.ts";

export type OwnerListingRow = typeof ownerListings.$inferSelect;
export type OwnerListingInsert = typeof ownerListings.$inferInsert;

/** An owner has a handful of listings; an agent's queue is what they work through. Either is read whole up to this. */
const MAX_ROWS = 200;

export async function insertOwnerListing(executor: Executor, row: OwnerListingInsert): Promise<OwnerListingRow> {
  const [inserted] = await executor.db.insert(ownerListings).values(row).returning();
  return inserted!;
}

/** The owner's listing, or null (unknown, or another member's). */
export async function ownersListing(executor: Executor, ownerUserId: string, id: number): Promise<OwnerListingRow | null> {
  const [row] = await executor.db
    .select()
    .from(ownerListings)
    .where(and(eq(ownerListings.id, id), eq(ownerListings.ownerUserId, ownerUserId)));
  return row ?? null;
}

/** A listing in the agent's queue, or null (unknown, or another agent's). */
export async function agentsListing(executor: Executor, agentId: number, id: number): Promise<OwnerListingRow | null> {
  const [row] = await executor.db
    .select()
    .from(ownerListings)
    .where(and(eq(ownerListings.id, id), eq(ownerListings.agentId, agentId)));
  return row ?? null;
}

/** The listing, locked for the rest of the transaction: one change of status at a time. */
export async function lockOwnerListing(executor: Executor, id: number): Promise<OwnerListingRow | null> {
  const [row] = await executor.db.select().from(ownerListings).where(eq(ownerListings.id, id)).for("update");
  return row ?? null;
}

export async function updateOwnerListing(executor: Executor, id: number, set: Partial<OwnerListingInsert>): Promise<OwnerListingRow> {
  const [row] = await executor.db.update(ownerListings).set(set).where(eq(ownerListings.id, id)).returning();
  return row!;
}

/** The owner's listings, the latest change first. */
export async function listingsOfOwner(executor: Executor, ownerUserId: string): Promise<OwnerListingRow[]> {
  return executor.db
    .select()
    .from(ownerListings)
    .where(eq(ownerListings.ownerUserId, ownerUserId))
    .orderBy(desc(ownerListings.updatedAt), desc(ownerListings.id))
    .limit(MAX_ROWS);
}

/** The listings in the agent's queue in these statuses, the longest waiting first. */
export async function listingsOfAgent(executor: Executor, agentId: number, statuses: readonly string[]): Promise<OwnerListingRow[]> {
  return executor.db
    .select()
    .from(ownerListings)
    .where(and(eq(ownerListings.agentId, agentId), inArray(ownerListings.status, [...statuses])))
    .orderBy(asc(ownerListings.submittedAt), asc(ownerListings.id))
    .limit(MAX_ROWS);
}

/**
 * The agent with the fewest listings in these statuses, ties to the lowest id; null when there is no agent. Every
 * agent of the agency counts, whether or not their account has signed in yet.
 */
export async function leastLoadedAgent(executor: Executor, openStatuses: readonly string[]): Promise<number | null> {
  const [row] = await executor.db
    .select({ id: agents.id })
    .from(agents)
    .leftJoin(ownerListings, and(eq(ownerListings.agentId, agents.id), inArray(ownerListings.status, [...openStatuses])))
    .groupBy(agents.id)
    .orderBy(asc(count(ownerListings.id)), asc(agents.id))
    .limit(1);
  return row?.id ?? null;
}

/** The listing waiting for this agreement to be signed moves on: answers its id, or null when none was waiting. */
export async function advanceSignedAgreement(
  executor: Executor,
  documentKey: string,
  from: string,
  to: string,
  at: Date,
): Promise<number | null> {
  const [row] = await executor.db
    .update(ownerListings)
    .set({ status: to, updatedAt: at })
    .where(and(eq(ownerListings.agreementDocumentKey, documentKey), eq(ownerListings.status, from)))
    .returning({ id: ownerListings.id });
  return row?.id ?? null;
}

/** The agreements' states by document key: status and expiry. */
export async function agreementsByKey(executor: Executor, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, { status: string; expiresAt: Date }>();
  const rows = await executor.db
    .select({ key: documents.documentKey, status: documents.status, expiresAt: documents.expiresAt })
    .from(documents)
    .where(inArray(documents.documentKey, [...keys]));
  return new Map(rows.map((r) => [r.key, { status: r.status, expiresAt: r.expiresAt }]));
}

/** The agents' names by id. */
export async function agentNames(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { en: string; zh: string }>();
  const rows = await executor.db
    .select({ id: agents.id, en: agents.nameEn, zh: agents.nameZhHk })
    .from(agents)
    .where(inArray(agents.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { en: r.en, zh: r.zh }]));
}

/** The owners' accounts by id: how they are named, reached and written to. */
export async function ownerAccounts(executor: Executor, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, OwnerAccount>();
  const rows = await executor.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      dialCode: users.dialCode,
      phone: users.phone,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}
export type OwnerAccount = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  dialCode: string;
  phone: string;
  language: string;
};
