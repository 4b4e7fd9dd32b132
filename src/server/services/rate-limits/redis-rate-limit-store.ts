import { Redis } from "ioredis";
import type { RateLimitStore } from "./rate-limits.ts";

// One round trip, atomic on the server: count the hit, start the window's
// expiry on the first hit, answer the count and the milliseconds left.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

/** Rate limit counters in Redis (REDIS_URL): shared by every process and machine using that Redis. */
export function redisRateLimitStore(redisUrl: string): RateLimitStore & { close(): Promise<void> } {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  // Connection trouble surfaces on the next hit; an idle disconnect must not crash the process.
  redis.on("error", () => {});
  return {
    async hit(rule, keyHash, windowSeconds) {
      const [hits, ttl] = (await redis.eval(HIT_SCRIPT, 1, `hh:rate:${rule}:${keyHash}`, windowSeconds * 1000)) as [number, number];
      return { hits, secondsLeft: ttl / 1000 };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
