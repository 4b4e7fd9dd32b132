// Queries of the newsletter subscriptions. Tokens arrive and are stored hashed.
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { newsletterSubscriptions as subscriptions } from "../schema/newsletter-subscriptions.ts";
import { users } from "../schema/users.ts";

type Subscription = typeof subscriptions.$inferSelect;

/** The same address whatever its case (both tables' unique index is on `lower(email)`). */
const sameAddress = (column: typeof subscriptions.email | typeof users.email, email: string) => sql`lower(${column}) = lower(${email})`;

export async function subscriptionStatus(executor: Executor, email: string): Promise<string | null> {
  const [row] = await executor.db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(sameAddress(subscriptions.email, email));
  return row?.status ?? null;
}

/**
 * Creates or refreshes the address's row: `status`, a new confirmation token (or none) and a new unsubscribe token.
 * In the `sql` template: drizzle's on-conflict target takes columns only, and the address is unique by `lower(email)`.
 */
export async function upsertSubscription(
  executor: Executor,
  row: Pick<Subscription, "email" | "language" | "confirmTokenHash" | "unsubscribeTokenHash"> & {
    status: "pending" | "confirmed";
    now: Date;
  },
): Promise<void> {
  const now = row.now.toISOString();
  await executor.db.execute(
    sql`insert into newsletter_subscriptions (email, language, status, confirm_token_hash, unsubscribe_token_hash, created_at, confirmed_at)
        values (${row.email}, ${row.language}, ${row.status}, ${row.confirmTokenHash}, ${row.unsubscribeTokenHash}, ${now},
                ${row.status === "confirmed" ? now : null})
        on conflict (lower(email)) do update set language = excluded.language, status = excluded.status,
          confirm_token_hash = excluded.confirm_token_hash, unsubscribe_token_hash = excluded.unsubscribe_token_hash,
          confirmed_at = coalesce(excluded.confirmed_at, newsletter_subscriptions.confirmed_at), unsubscribed_at = null`,
  );
}

/** Confirms the pending address of a confirmation token (once); answers the address or null. */
export async function confirmSubscription(executor: Executor, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await executor.db
    .update(subscriptions)
    .set({ status: "confirmed", confirmTokenHash: null, confirmedAt: now })
    .where(and(eq(subscriptions.confirmTokenHash, tokenHash), eq(subscriptions.status, "pending")))
    .returning({ email: subscriptions.email });
  return row?.email ?? null;
}

/** Unsubscribes by one-click token or by address; answers the address or null. */
export async function unsubscribe(executor: Executor, by: { tokenHash: string } | { email: string }, now: Date): Promise<string | null> {
  const [row] = await executor.db
    .update(subscriptions)
    .set({ status: "unsubscribed", confirmTokenHash: null, unsubscribedAt: now })
    .where("tokenHash" in by ? eq(subscriptions.unsubscribeTokenHash, by.tokenHash) : sameAddress(subscriptions.email, by.email))
    .returning({ email: subscriptions.email });
  return row?.email ?? null;
}

/** Keeps the account's "subscribed" flag in step with the newsletter; answers the account's id, if there is one. */
export async function setUserSubscribed(executor: Executor, email: string, subscribed: boolean): Promise<string | null> {
  const [row] = await executor.db.update(users).set({ subscribed }).where(sameAddress(users.email, email)).returning({ id: users.id });
  return row?.id ?? null;
}
