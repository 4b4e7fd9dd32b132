// SQL of the rate limit counters (schema/rate-limit-hits.ts).
import type { Queryable } from "../client.ts";

/**
 * Counts one hit in the (rule, key) window, opening a new window when the old
 * one has ended, in one atomic upsert: concurrent hits from several processes
 * serialise on the row and each sees its own count.
 */
export async function countHit(
  executor: Queryable,
  rule: string,
  keyHash: string,
  windowSeconds: number,
): Promise<{ hits: number; secondsLeft: number }> {
  const [row] = await executor.query<{ hits: number; seconds_left: number }>(
    `insert into rate_limit_hits as r (rule, key_hash, hits, window_ends_at)
       values ($1, $2, 1, now() + make_interval(secs => $3))
     on conflict (rule, key_hash) do update set
       hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
       window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
     returning hits, extract(epoch from (window_ends_at - now()))::float8 as seconds_left`,
    [rule, keyHash, windowSeconds],
  );
  return { hits: row!.hits, secondsLeft: row!.seconds_left };
}

/** Drops windows that ended; a later hit would only have reset them. */
export async function deleteEndedWindows(executor: Queryable): Promise<number> {
  const rows = await executor.query("delete from rate_limit_hits where window_ends_at < now() returning 1");
  return rows.length;
}
