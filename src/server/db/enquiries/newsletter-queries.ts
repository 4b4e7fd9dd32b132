// SQL of the newsletter subscriptions. Tokens arrive and are stored hashed.
import type { Queryable } from "../client.ts";

export async function subscriptionStatus(executor: Queryable, email: string): Promise<string | null> {
  const [row] = await executor.query<{ status: string }>(`select status from newsletter_subscriptions where lower(email) = lower($1)`, [
    email,
  ]);
  return row?.status ?? null;
}

/** Creates or refreshes the address's row: `status`, a new confirmation token (or none) and a new unsubscribe token. */
export async function upsertSubscription(
  executor: Queryable,
  row: {
    email: string;
    language: string;
    status: "pending" | "confirmed";
    confirmTokenHash: string | null;
    unsubscribeTokenHash: string;
    now: Date;
  },
): Promise<void> {
  await executor.query(
    `insert into newsletter_subscriptions (email, language, status, confirm_token_hash, unsubscribe_token_hash, created_at, confirmed_at)
     values ($1, $2, $3, $4, $5, $6, case when $3 = 'confirmed' then $6::timestamptz end)
     on conflict (lower(email)) do update set language = excluded.language, status = excluded.status,
       confirm_token_hash = excluded.confirm_token_hash, unsubscribe_token_hash = excluded.unsubscribe_token_hash,
       confirmed_at = coalesce(excluded.confirmed_at, newsletter_subscriptions.confirmed_at), unsubscribed_at = null`,
    [row.email, row.language, row.status, row.confirmTokenHash, row.unsubscribeTokenHash, row.now],
  );
}

/** Confirms the pending address of a confirmation token (once); answers the address or null. */
export async function confirmSubscription(executor: Queryable, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await executor.query<{ email: string }>(
    `update newsletter_subscriptions set status = 'confirmed', confirm_token_hash = null, confirmed_at = $2
     where confirm_token_hash = $1 and status = 'pending' returning email`,
    [tokenHash, now],
  );
  return row?.email ?? null;
}

/** Unsubscribes by one-click token or by address; answers the address or null. */
export async function unsubscribe(executor: Queryable, by: { tokenHash: string } | { email: string }, now: Date): Promise<string | null> {
  const [row] = await executor.query<{ email: string }>(
    `update newsletter_subscriptions set status = 'unsubscribed', confirm_token_hash = null, unsubscribed_at = $2
     where ${"tokenHash" in by ? "unsubscribe_token_hash = $1" : "lower(email) = lower($1)"} returning email`,
    ["tokenHash" in by ? by.tokenHash : by.email, now],
  );
  return row?.email ?? null;
}

/** Keeps the account's "subscribed" flag in step with the newsletter; answers the account's id, if there is one. */
export async function setUserSubscribed(executor: Queryable, email: string, subscribed: boolean): Promise<string | null> {
  const [row] = await executor.query<{ id: string }>(`update users set subscribed = $2 where lower(email) = lower($1) returning id`, [
    email,
    subscribed,
  ]);
  return row?.id ?? null;
}
