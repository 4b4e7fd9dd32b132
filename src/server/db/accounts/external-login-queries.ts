// Statements of social identities and of the social sign-ins under way.
import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { externalLoginStates, externalLogins } from "../schema/external-logins.ts";

export async function findUserIdByExternalLogin(executor: Executor, provider: string, subject: string): Promise<string | null> {
  const [row] = await executor.db
    .select({ userId: externalLogins.userId })
    .from(externalLogins)
    .where(and(eq(externalLogins.provider, provider), eq(externalLogins.subject, subject)));
  return row?.userId ?? null;
}

export async function linkExternalLogin(
  executor: Executor,
  link: { provider: string; subject: string; userId: string; now: Date },
): Promise<void> {
  await executor.db
    .insert(externalLogins)
    .values({ provider: link.provider, subject: link.subject, userId: link.userId, createdAt: link.now })
    .onConflictDoNothing();
}

export async function listUserExternalLogins(executor: Executor, userId: string) {
  return executor.db
    .select({ provider: externalLogins.provider, createdAt: externalLogins.createdAt })
    .from(externalLogins)
    .where(eq(externalLogins.userId, userId))
    .orderBy(asc(externalLogins.createdAt));
}

export type ExternalLoginState = typeof externalLoginStates.$inferSelect;

export async function insertExternalLoginState(executor: Executor, state: ExternalLoginState): Promise<void> {
  await executor.db.insert(externalLoginStates).values(state);
}

/** Takes the state out (it works once): null when unknown or expired. */
export async function takeExternalLoginState(executor: Executor, stateHash: string, now: Date): Promise<ExternalLoginState | null> {
  const [row] = await executor.db
    .delete(externalLoginStates)
    .where(and(eq(externalLoginStates.stateHash, stateHash), gt(externalLoginStates.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** Social sign-ins started and never finished. */
export async function deleteExpiredExternalLoginStates(executor: Executor, now: Date): Promise<number> {
  const rows = await executor.db
    .delete(externalLoginStates)
    .where(lte(externalLoginStates.expiresAt, now))
    .returning({ stateHash: externalLoginStates.stateHash });
  return rows.length;
}
