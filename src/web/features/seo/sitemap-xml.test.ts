import { describe, expect, it } from "vitest";
import { pagesSitemapXml, parseSitemapPartName, robotsTxt, sitemapIndexXml, sitemapPartXml } from "./sitemap-xml.ts";

const entry = { id: 12, names: { en: "Tom & Jerry's <Tower>", zhHk: "湯姆大廈", zhCn: "汤姆大厦" }, purpose: 2, updatedAt: "2026-01-02" };

describe("sitemap XML", () => {
  it("lists each entry in three languages with alternates, escaped", () => {
    const xml = sitemapPartXml("https://x.hk", "listings", [entry]);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml.match(/<xhtml:link/g)).toHaveLength(9);
    expect(xml).toContain("<loc>https://x.hk/en/property/rent/tom-jerry-s-tower/12</loc>");
    expect(xml).toContain(`hreflang="zh-Hant-HK" href="https://x.hk/zh-hk/property/rent/${encodeURIComponent("湯姆大廈")}/12"`);
    expect(xml).toContain("<lastmod>2026-01-02</lastmod>");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it("writes place paths", () => {
    expect(sitemapPartXml("https://x.hk", "districts", [{ ...entry, purpose: null, updatedAt: null }])).toContain(
      "https://x.hk/en/district/tom-jerry-s-tower/12",
    );
  });

  it("indexes the parts", () => {
    const xml = sitemapIndexXml("https://x.hk", [
      { kind: "buildings", chunk: 0 },
      { kind: "listings", chunk: 4 },
    ]);
    expect(xml).toContain("<loc>https://x.hk/sitemaps/buildings-0.xml</loc>");
    expect(xml).toContain("<loc>https://x.hk/sitemaps/listings-4.xml</loc>");
    expect(xml).toContain("<loc>https://x.hk/sitemaps/pages-0.xml</loc>");
  });

  it.each([
    ["listings-0.xml", { kind: "listings", chunk: 0 }],
    ["estates-12.xml", { kind: "estates", chunk: 12 }],
    ["estates-012.xml", null],
    ["agents-1.xml", null],
    ["listings-1.xml.gz", null],
  ] as const)("part name %s", (name, parsed) => {
    expect(parseSitemapPartName(name)).toEqual(parsed);
  });

  it("robots.txt points at the sitemap", () => {
    expect(robotsTxt("https://x.hk")).toContain("Sitemap: https://x.hk/sitemap.xml");
  });

  it("lists content pages in three languages with alternates", () => {
    const xml = pagesSitemapXml("https://x.hk", [{ en: "/en/about-us", "zh-hk": "/zh-hk/about-us", "zh-cn": "/zh-cn/about-us" }]);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain("<loc>https://x.hk/zh-cn/about-us</loc>");
    expect(xml).toContain('hreflang="zh-Hant-HK" href="https://x.hk/zh-hk/about-us"');
  });
});
