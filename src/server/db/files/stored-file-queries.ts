// The file store's table (schema/stored-files.ts), on drizzle's typed builder.
import { eq } from "drizzle-orm";
import type { Executor } from "../client.ts";
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
