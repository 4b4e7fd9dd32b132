// Documents to sign (schema/documents.ts), on drizzle's typed builder
// (decision 0072). Whose documents a query reads is always given by the
// caller from the session: a member's id and confirmed e-mail, or an agent's id.
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { documentEvents, documentProperties, documents, documentSigners } from "../schema/documents.ts";
import { jobs } from "../schema/jobs.ts";

export type DocumentRow = typeof documents.$inferSelect;
export type SignerRow = typeof documentSigners.$inferSelect;
export type EventRow = typeof documentEvents.$inferSelect;
export type PropertyRow = typeof documentProperties.$inferSelect;

export async function insertDocument(executor: Executor, row: typeof documents.$inferInsert): Promise<DocumentRow> {
  const [inserted] = await executor.db.insert(documents).values(row).returning();
  return inserted!;
}

export async function insertDocumentProperties(executor: Executor, rows: (typeof documentProperties.$inferInsert)[]): Promise<void> {
  if (rows.length) await executor.db.insert(documentProperties).values(rows);
}

export async function insertSigners(executor: Executor, rows: (typeof documentSigners.$inferInsert)[]): Promise<SignerRow[]> {
  return executor.db.insert(documentSigners).values(rows).returning();
}

export async function insertEvents(executor: Executor, rows: (typeof documentEvents.$inferInsert)[]): Promise<void> {
  if (rows.length) await executor.db.insert(documentEvents).values(rows);
}

export async function documentByKey(executor: Executor, documentKey: string): Promise<DocumentRow | null> {
  const [row] = await executor.db.select().from(documents).where(eq(documents.documentKey, documentKey));
  return row ?? null;
}

/** The document, locked for the rest of the transaction: signatures are applied one at a time. */
export async function lockDocument(executor: Executor, id: number): Promise<DocumentRow | null> {
  const [row] = await executor.db.select().from(documents).where(eq(documents.id, id)).for("update");
  return row ?? null;
}

export async function documentById(executor: Executor, id: number): Promise<DocumentRow | null> {
  const [row] = await executor.db.select().from(documents).where(eq(documents.id, id));
  return row ?? null;
}

export async function documentByResultSha256(executor: Executor, sha256: string): Promise<DocumentRow | null> {
  const [row] = await executor.db.select().from(documents).where(eq(documents.resultSha256, sha256)).limit(1);
  return row ?? null;
}

export async function signersOf(executor: Executor, documentIds: readonly number[]): Promise<SignerRow[]> {
  if (documentIds.length === 0) return [];
  return executor.db
    .select()
    .from(documentSigners)
    .where(inArray(documentSigners.documentId, [...documentIds]))
    .orderBy(documentSigners.documentId, documentSigners.position);
}

export async function propertiesOf(executor: Executor, documentIds: readonly number[]): Promise<PropertyRow[]> {
  if (documentIds.length === 0) return [];
  return executor.db
    .select()
    .from(documentProperties)
    .where(inArray(documentProperties.documentId, [...documentIds]))
    .orderBy(documentProperties.documentId, documentProperties.position);
}

export async function eventsOf(executor: Executor, documentId: number): Promise<EventRow[]> {
  return executor.db
    .select()
    .from(documentEvents)
    .where(eq(documentEvents.documentId, documentId))
    .orderBy(documentEvents.at, documentEvents.id);
}

export async function signerByTokenHash(executor: Executor, hash: string): Promise<SignerRow | null> {
  const [row] = await executor.db.select().from(documentSigners).where(eq(documentSigners.tokenHash, hash));
  return row ?? null;
}

export async function updateDocument(executor: Executor, id: number, set: Partial<typeof documents.$inferInsert>): Promise<void> {
  await executor.db.update(documents).set(set).where(eq(documents.id, id));
}

export async function updateSigner(executor: Executor, id: number, set: Partial<typeof documentSigners.$inferInsert>): Promise<void> {
  await executor.db.update(documentSigners).set(set).where(eq(documentSigners.id, id));
}

/**
 * Counts one try of a signer's code: answers the attempts made, or null when there was no live code to try
 * (none sent, spent, or past its expiry).
 */
export async function countCodeAttempt(executor: Executor, signerId: number, now: Date): Promise<number | null> {
  const [row] = await executor.db
    .update(documentSigners)
    .set({ codeAttempts: sql`${documentSigners.codeAttempts} + 1` })
    .where(and(eq(documentSigners.id, signerId), gt(documentSigners.codeExpiresAt, now), sql`${documentSigners.codeHash} is not null`))
    .returning({ attempts: documentSigners.codeAttempts });
  return row?.attempts ?? null;
}

/** Which signer rows are the member's: their account, or their confirmed address where no account was linked yet. */
function mine(userId: string, email: string | null): SQL {
  const byAccount = eq(documentSigners.userId, userId);
  if (!email) return byAccount;
  return or(byAccount, and(isNull(documentSigners.userId), eq(sql`lower(${documentSigners.email})`, email.toLowerCase())))!;
}

export type MemberList = "pending" | "signed";

function listCondition(list: MemberList, userId: string, email: string | null, now: Date): SQL {
  return list === "pending"
    ? and(mine(userId, email), eq(documentSigners.status, "awaiting"), eq(documents.status, "pending"), gt(documents.expiresAt, now))!
    : and(mine(userId, email), eq(documentSigners.status, "signed"), eq(documents.status, "signed"))!;
}

const ORDER_COLUMNS = { 1: documents.title, 2: documents.issuedAt, 3: documents.expiresAt, 4: documents.updatedAt } as const;

/** One page of the member's pending or signed documents, and how many there are in all. */
export async function memberDocuments(
  executor: Executor,
  query: {
    list: MemberList;
    userId: string;
    email: string | null;
    now: Date;
    order: 1 | 2 | 3 | 4;
    ascending: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ rows: DocumentRow[]; total: number }> {
  const where = listCondition(query.list, query.userId, query.email, query.now);
  const column = ORDER_COLUMNS[query.order];
  const direction = query.ascending ? asc : desc;
  const [rows, [total]] = await Promise.all([
    executor.db
      .selectDistinct({ document: documents })
      .from(documents)
      .innerJoin(documentSigners, eq(documentSigners.documentId, documents.id))
      .where(where)
      .orderBy(direction(column), direction(documents.id))
      .limit(query.limit)
      .offset(query.offset),
    executor.db
      .select({ total: sql<number>`count(distinct ${documents.id})`.mapWith(Number) })
      .from(documents)
      .innerJoin(documentSigners, eq(documentSigners.documentId, documents.id))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.document), total: total?.total ?? 0 };
}

/**
 * How many documents await the member's signature (the pending alert's count, on every signed-in page). Raw SQL:
 * two index lookups (by account, by unlinked address) measured faster than the builder's OR (decision 0072).
 */
export async function pendingDocumentCount(executor: Executor, userId: string, email: string | null, now: Date): Promise<number> {
  const [row] = await executor.query<{ total: number }>(
    `select count(*)::int as total from (
       select document_id from document_signers where user_id = $1 and status = 'awaiting'
       union
       select document_id from document_signers where $2::text is not null and user_id is null and lower(email) = $2 and status = 'awaiting'
     ) mine join documents d on d.id = mine.document_id
     where d.status = 'pending' and d.expires_at > $3`,
    [userId, email?.toLowerCase() ?? null, now],
  );
  return row?.total ?? 0;
}

/** One page of an agent's own documents, newest change first, optionally of one status. */
export async function agentDocuments(
  executor: Executor,
  query: { agentId: number; status: string | undefined; limit: number; offset: number },
): Promise<{ rows: DocumentRow[]; total: number }> {
  const where = and(eq(documents.agentId, query.agentId), query.status ? eq(documents.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    executor.db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.updatedAt), desc(documents.id))
      .limit(query.limit)
      .offset(query.offset),
    executor.db.select({ total: count() }).from(documents).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Pending documents whose time ran out at `now`. */
export async function expiredDocuments(executor: Executor, now: Date, limit: number): Promise<DocumentRow[]> {
  return executor.db
    .select()
    .from(documents)
    .where(and(eq(documents.status, "pending"), lte(documents.expiresAt, now)))
    .orderBy(documents.expiresAt)
    .limit(limit);
}

/** Pending documents with a reminder due at `now`. */
export async function documentsDueReminder(executor: Executor, now: Date, limit: number): Promise<DocumentRow[]> {
  return executor.db
    .select()
    .from(documents)
    .where(and(eq(documents.status, "pending"), lte(documents.nextReminderAt, now), gt(documents.expiresAt, now)))
    .orderBy(documents.nextReminderAt)
    .limit(limit);
}

/** Documents every signer signed whose seal has no job waiting (its retries were spent): they are queued again. */
export async function sealingWithoutJob(executor: Executor, jobKind: string): Promise<number[]> {
  const rows = await executor.db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.status, "sealing"),
        sql`not exists (select 1 from ${jobs} where ${jobs.kind} = ${jobKind} and ${jobs.finishedAt} is null
              and (${jobs.payload} ->> 'documentId')::bigint = ${documents.id})`,
      ),
    );
  return rows.map((r) => r.id);
}
