// Statements of the users table. Every read of a member's own data takes the id of
// the signed-in session's user; nothing here takes "whose" from a request body.
import { and, eq, isNotNull, ne, notExists, or, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../client.ts";
import { auditLog } from "../schema/audit-log.ts";
import { users } from "../schema/users.ts";

export type UserRow = typeof users.$inferSelect;

/** The address matches whatever its case (the unique index is on lower(email)). */
const emailIs = (email: string, column: AnyPgColumn = users.email) => sql`lower(${column}) = lower(${email})`;

export async function findUserByEmail(executor: Executor, email: string): Promise<UserRow | null> {
  const [row] = await executor.db.select().from(users).where(emailIs(email));
  return row ?? null;
}

export async function findUserById(executor: Executor, userId: string): Promise<UserRow | null> {
  const [row] = await executor.db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

export type NewUser = Pick<
  UserRow,
  "id" | "email" | "passwordHash" | "firstName" | "lastName" | "emailConfirmedAt" | "loginProvider" | "language"
> & {
  now: Date;
};

/** Inserts the account; null when the address is taken (the unique index decides, so two racing sign-ups cannot both win). */
export async function insertUser(executor: Executor, user: NewUser): Promise<UserRow | null> {
  const { now, ...columns } = user;
  const [row] = await executor.db
    .insert(users)
    .values({ ...columns, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function setPasswordHash(executor: Executor, userId: string, passwordHash: string, now: Date): Promise<void> {
  await executor.db
    .update(users)
    .set({ passwordHash, failedLogins: 0, failedLoginsSince: null, lockedUntil: null, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function markEmailConfirmed(executor: Executor, userId: string, now: Date): Promise<void> {
  await executor.db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()})`, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Moves the account to a new, now confirmed address; false when another account holds it. */
export async function changeEmail(executor: Executor, userId: string, newEmail: string, now: Date): Promise<boolean> {
  const other = alias(users, "other");
  const rows = await executor.db
    .update(users)
    .set({ email: newEmail, emailConfirmedAt: now, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        notExists(
          executor.db
            .select({ id: other.id })
            .from(other)
            .where(and(emailIs(newEmail, other.email), ne(other.id, userId))),
        ),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

export type AccountDetails = Pick<UserRow, "salutation" | "firstName" | "lastName" | "dialCode" | "phone" | "subscribed">;

export async function updateAccountDetails(
  executor: Executor,
  userId: string,
  details: AccountDetails,
  now: Date,
): Promise<UserRow | null> {
  const { salutation, firstName, lastName, dialCode, phone, subscribed } = details;
  const [row] = await executor.db
    .update(users)
    .set({ salutation, firstName, lastName, dialCode, phone, subscribed, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

/**
 * Counts one failed sign-in in the account's window (restarting it when the
 * last one began before `windowStart`), locks the account until `lockUntil`
 * when the count reaches `maxFailures`, and writes the audit row — in one
 * statement, so a wrong password costs the same one write as an unknown
 * address (whose audit row is its only write): the timing tells nothing.
 */
export async function recordFailedLogin(
  executor: Executor,
  userId: string,
  options: { now: Date; windowStart: Date; maxFailures: number; lockUntil: Date; ip: string },
): Promise<{ failures: number; locked: boolean }> {
  const { db } = executor;
  const restarts = sql`(${users.failedLoginsSince} is null or ${users.failedLoginsSince} < ${options.windowStart.toISOString()})`;
  const failures = sql`case when ${restarts} then 1 else ${users.failedLogins} + 1 end`;
  const counted = db.$with("counted").as(
    db
      .update(users)
      .set({
        failedLogins: failures,
        failedLoginsSince: sql`case when ${restarts} then ${options.now.toISOString()}::timestamptz else ${users.failedLoginsSince} end`,
        lockedUntil: sql`case when ${failures} >= ${options.maxFailures} then ${options.lockUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
      })
      .where(eq(users.id, userId))
      .returning({
        failures: users.failedLogins,
        locked: sql<boolean>`coalesce(${users.lockedUntil} > ${options.now.toISOString()}, false)`.as("locked"),
      }),
  );
  const audited = db
    .$with("audited")
    .as(
      db.insert(auditLog).values({ event: "login_failed", userId, ip: options.ip, createdAt: options.now, detail: { reason: "password" } }),
    );
  const [row] = await db.with(counted, audited).select({ failures: counted.failures, locked: counted.locked }).from(counted);
  return { failures: row?.failures ?? 0, locked: row?.locked ?? false };
}

export async function clearFailedLogins(executor: Executor, userId: string): Promise<void> {
  await executor.db
    .update(users)
    .set({ failedLogins: 0, failedLoginsSince: null, lockedUntil: null })
    .where(and(eq(users.id, userId), or(ne(users.failedLogins, 0), isNotNull(users.lockedUntil))));
}

/** Deletes the account; sessions, tokens and social links go with it (on delete cascade). */
export async function deleteUser(executor: Executor, userId: string): Promise<boolean> {
  const rows = await executor.db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length === 1;
}
