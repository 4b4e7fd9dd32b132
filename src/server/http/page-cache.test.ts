// The guests' page cache: one render serves every guest asking for the same
// page within its time, each with their own nonce; a listing change or the
// time running out renders afresh; what must not be kept is never shared.
import { describe, expect, it } from "vitest";
import { createPageCache, type KeptPage } from "./page-cache.ts";

const NONCE_A = "AAAAAAAAAAAAAAAAAAAAAA==";
const NONCE_B = "BBBBBBBBBBBBBBBBBBBBBB==";

function setup() {
  let clock = 0;
  let change: () => void = () => {};
  let looks = 0;
  const cache = createPageCache({
    ttlMs: 1000,
    now: () => clock,
    fresh: async () => void looks++,
    listen: (onChange) => (change = onChange),
  });
  let renders = 0;
  const render =
    (nonce: string, text = "九龍塘") =>
    async (): Promise<KeptPage> => {
      renders++;
      return {
        headers: [["content-type", "text/html"]],
        body: Buffer.from(`<p>${text}</p><script nonce="${nonce}"></script><script nonce="${nonce}"></script>`),
        nonce,
      };
    };
  return {
    cache,
    render,
    renders: () => renders,
    looks: () => looks,
    tick: (ms: number) => (clock += ms),
    change: () => change(),
  };
}

describe("guests' page cache", () => {
  it("serves one render to the next guest with that guest's nonce in place of the first one's", async () => {
    const t = setup();
    const first = await t.cache.page("1 /en/property-search/rent", NONCE_A, t.render(NONCE_A));
    const second = await t.cache.page("1 /en/property-search/rent", NONCE_B, t.render(NONCE_B));
    expect(t.renders()).toBe(1);
    expect(second!.body.toString()).toBe(first!.body.toString().replaceAll(NONCE_A, NONCE_B));
    expect(second!.body.toString()).not.toContain(NONCE_A);
    // The kept body is a copy: the first answer still has its own nonce.
    expect(first!.body.toString()).toContain(NONCE_A);
    // Each answer first lets the listing index look for changes.
    expect(t.looks()).toBe(2);
  });

  it("guests asking while a page renders wait for that one render", async () => {
    const t = setup();
    const pages = await Promise.all([NONCE_A, NONCE_B].map((n) => t.cache.page("1 /en", n, t.render(n))));
    expect(t.renders()).toBe(1);
    expect(pages[1]!.body.toString()).toContain(NONCE_B);
  });

  it("renders afresh after its time, after a listing change, and for another address or currency", async () => {
    const t = setup();
    await t.cache.page("1 /en", NONCE_A, t.render(NONCE_A));
    t.tick(999);
    await t.cache.page("1 /en", NONCE_B, t.render(NONCE_B));
    expect(t.renders()).toBe(1);
    t.tick(1);
    await t.cache.page("1 /en", NONCE_B, t.render(NONCE_B));
    expect(t.renders()).toBe(2);
    t.change();
    const changed = await t.cache.page("1 /en", NONCE_A, t.render(NONCE_A, "changed"));
    expect(t.renders()).toBe(3);
    expect(changed!.body.toString()).toContain("changed");
    await t.cache.page("3 /en", NONCE_A, t.render(NONCE_A));
    await t.cache.page("1 /zh-hk", NONCE_A, t.render(NONCE_A));
    expect(t.renders()).toBe(5);
  });

  it("never hands a page that must not be kept to another guest", async () => {
    const t = setup();
    let renders = 0;
    const notKept = async () => (renders++, null);
    expect(await t.cache.page("1 /en/account/login", NONCE_A, notKept)).toBeNull();
    expect(await t.cache.page("1 /en/account/login", NONCE_B, notKept)).toBeNull();
    expect(renders).toBe(2);
  });
});
