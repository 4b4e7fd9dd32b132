// The file store's table (schema/stored-files.ts), on drizzle's typed builder.
import { eq, sql } from "drizzle-orm";
import type { Database, Executor } from "../client.ts";
import { storedFiles } from "../schema/stored-files.ts";

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** Writes a file under its key; a key already there keeps its first bytes (keys are never reused). */
export async function insertStoredFile(executor: Executor, row: Omit<StoredFileRow, "createdAt">): Promise<boolean> {
  const inserted = await executor.db.insert(storedFiles).values(row).onConflictDoNothing().returning({ key: storedFiles.key });
  return inserted.length === 1;
}

export async function storedFileByKey(executor: Executor, key: string): Promise<StoredFileRow | null> {
  const [row] = await executor.db.select().from(storedFiles).where(eq(storedFiles.key, key));
  return row ?? null;
}

export async function deleteStoredFile(executor: Executor, key: string): Promise<void> {
  await executor.db.delete(storedFiles).where(eq(storedFiles.key, key));
}

/** A file key's advisory lock is the pair (this number, the key's hash): the number keeps them apart from any other advisory lock. */
const FILE_KEY_LOCKS = 78;

/**
 * Runs `work` in a transaction holding the advisory lock of the key: a second
 * caller, in this process or another on the same database, waits until the
 * first has finished (or failed, or its process died).
 */
export async function withKeyLock<T>(database: Database, key: string, work: () => Promise<T>): Promise<T> {
  return database.transaction(async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(${FILE_KEY_LOCKS}, hashtext(${key}))`);
    return work();
  });
}
