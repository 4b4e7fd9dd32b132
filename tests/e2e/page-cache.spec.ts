// Guests asking for the same page within a second may be served one render
// (src/server/http/page-cache.ts): each answer must still carry its own
// script nonce, in its policy and in every script of its body.
import { expect, test } from "@playwright/test";

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

test("two guests asking for a page at once each get their own nonce in the policy and the scripts", async ({ request }) => {
  const path = "/zh-hk/property-search/sale";
  const [first, second] = await Promise.all([request.get(path), request.get(path)]);
  const third = await request.get(path);
  const bodies = await Promise.all([first, second, third].map((r) => r.text()));
  const nonces = [first, second, third].map((r) => nonceOf(r.headers()["content-security-policy"]!)!);
  expect(new Set(nonces).size).toBe(3);
  bodies.forEach((body, i) => {
    const scripts = [...body.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set([nonces[i]]));
    for (const other of nonces.filter((_, j) => j !== i)) expect(body).not.toContain(other);
  });
  // The same page apart from the nonce.
  expect(bodies[1]!.replaceAll(nonces[1]!, "")).toBe(bodies[0]!.replaceAll(nonces[0]!, ""));
});
