// The content service against a seeded database, each answer checked against
// plain SQL: an agent's profile parts, the menus' popular places (Hong Kong
// Island's busiest district first), the news, and a district's guide.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../db.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { seedMarket } from "../../../src/server/db/seed/seed-market.ts";
import type { PortalServices } from "../../../src/server/modules/registry.ts";
import { portalServicesOf } from "../portal.ts";
import { CURRENCY_ID } from "../../../src/domain/money/currency.ts";

let db: Database;
let services: PortalServices;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedMarket(db, { listings: 2000, seed: 5, now: new Date("2026-01-15T00:00:00Z") });
  services = portalServicesOf(db);
});

afterAll(async () => {
  await db?.close();
});

describe("agent profile", () => {
  it("has the agent's testimonials, closed transactions and available listings best first", async () => {
    const [busiest] = await db.query<{ id: number }>(
      "select agent_id as id from transactions where agent_id is not null group by agent_id order by count(*) desc limit 1",
    );
    const id = busiest!.id;
    const profile = (await services.content.agent(id, "zh-hk", CURRENCY_ID.HKD))!;
    const [row] = await db.query<{ name_zh_hk: string; licence_no: string }>("select name_zh_hk, licence_no from agents where id = $1", [
      id,
    ]);
    expect(profile.name).toBe(row!.name_zh_hk);
    expect(profile.licenceNo).toMatch(/^[ES]-\d{6}$/);
    const testimonials = await db.query<{ n: string }>("select count(*) as n from agent_testimonials where agent_id = $1", [id]);
    expect(profile.testimonials).toHaveLength(Number(testimonials[0]!.n));
    const transactions = await db.query<{ id: number }>(
      "select id from transactions where agent_id = $1 order by transacted_on desc, id desc limit 30",
      [id],
    );
    expect(profile.transactions.map((t) => t.id)).toEqual(transactions.map((t) => t.id));
    const listings = await db.query<{ id: number }>(
      "select id from listings where agent_id = $1 and available order by quality_score desc, id limit 40",
      [id],
    );
    expect(profile.listings.map((l) => l.id)).toEqual(listings.map((l) => l.id));
    expect(profile.listings.every((l, i, all) => i === 0 || all[i - 1]!.qualityScore >= l.qualityScore)).toBe(true);
  });

  it("a branch manager has a biography in paragraphs, in each language, and a LinkedIn profile; other agents have none", async () => {
    const manager = (await services.content.agent(1, "zh-cn", CURRENCY_ID.HKD))!;
    expect(manager.bio).toHaveLength(3);
    expect(manager.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z-]+-hkhomes-1$/);
    expect((await services.content.agent(1, "en", CURRENCY_ID.HKD))!.bio).toHaveLength(3);
    const agent = (await services.content.agent(2, "en", CURRENCY_ID.HKD))!;
    expect(agent.bio).toHaveLength(1);
    expect(agent.linkedin).toBeNull();
  });

  it("is null for an unknown agent", async () => {
    expect(await services.content.agent(999_999, "en", CURRENCY_ID.HKD)).toBeNull();
  });
});

describe("menu places", () => {
  it("puts Hong Kong Island's busiest district first, then the busiest anywhere; up to 20 districts", async () => {
    const menu = await services.content.menuPlaces(1, "en");
    const counts = await db.query<{ id: number; region_id: number; n: string }>(
      `select d.id, d.region_id, count(*) as n from listings l join districts d on d.id = l.district_id
       where l.available and l.purpose in (1, 3) group by d.id, d.region_id order by count(*) desc, d.id`,
    );
    const island = counts.find((c) => c.region_id === 1000)!;
    expect(menu.popularDistricts[0]!.id).toBe(island.id);
    expect(menu.popularDistricts[0]!.count).toBe(Number(island.n));
    expect(menu.popularDistricts).toHaveLength(3);
    expect(menu.popularDistricts[1]!.id).toBe(counts.find((c) => c.id !== island.id)!.id);
    expect(menu.districts.length).toBeLessThanOrEqual(20);
    expect(menu.buildings).toHaveLength(3);
  });

  it("follows the listings: a listing taken off the market leaves its district's count at the index's next look", async () => {
    const before = await services.content.menuPlaces(1, "en");
    const top = before.popularDistricts[0]!;
    const [listing] = await db.query<{ id: number }>(
      "select id from listings where available and purpose in (1, 3) and district_id = $1 order by id limit 1",
      [top.id],
    );
    await db.query("update listings set available = false where id = $1", [listing!.id]);
    try {
      await services.listingIndex.refresh();
      const after = await services.content.menuPlaces(1, "en");
      expect(after.districts.find((d) => d.id === top.id)!.count).toBe(top.count - 1);
      // Each language keeps its own names.
      const zh = await services.content.menuPlaces(1, "zh-hk");
      expect(zh.districts.find((d) => d.id === top.id)!.name).not.toBe(top.name);
    } finally {
      await db.query("update listings set available = true where id = $1", [listing!.id]);
      await services.listingIndex.refresh();
    }
  });
});

describe("news and district guides", () => {
  it("lists news newest first in the language and finds an article by slug", async () => {
    const news = await services.content.articles("article", "zh-cn");
    const rows = await db.query<{ slug: string }>("select slug from articles where kind = 'article' order by published_at desc, id");
    expect(news.map((a) => a.slug)).toEqual(rows.map((r) => r.slug));
    const article = (await services.content.article("article", news[0]!.slug, "zh-cn"))!;
    expect(article.paragraphs.length).toBeGreaterThan(0);
    expect(await services.content.article("article", "no-such-article", "en")).toBeNull();
  });

  it("counts a district's listings for sale and names the agents who serve it", async () => {
    const [busiest] = await db.query<{ id: number }>(
      "select district_id as id from listings where available group by district_id order by count(*) desc limit 1",
    );
    const id = busiest!.id;
    const guide = (await services.content.districtGuide(id, "en"))!;
    const [sale] = await db.query<{ n: string }>(
      "select count(*) as n from listings where available and district_id = $1 and purpose in (1, 3)",
      [id],
    );
    expect(guide.forSale).toBe(Number(sale!.n));
    const agents = await db.query<{ id: number }>("select id from agents where $1 = any(district_ids) order by office_id, id limit 6", [
      id,
    ]);
    expect(guide.agents.map((a) => a.id)).toEqual(agents.map((a) => a.id));
  });
});
