import { describe, expect, it } from "vitest";
import { documentFrame } from "./document-frame.ts";

describe("documentFrame", () => {
  it("makes a whole A4 document in the language asked, with the Chinese font stack", () => {
    const html = documentFrame({ lang: "zh-hk", title: "租客地產代理協議", bodyHtml: "<p>本協議</p>" });
    expect(html).toMatch(/^<!doctype html><html lang="zh-Hant-HK">/);
    expect(html).toContain("size: A4");
    expect(html).toContain('"WenQuanYi Micro Hei", "Noto Sans CJK TC"');
    expect(html).toContain("<title>租客地產代理協議</title>");
    expect(html).toContain("<body><p>本協議</p></body>");
  });

  it("escapes the title and keeps the body as given", () => {
    const html = documentFrame({ lang: "en", title: "</title><script>x</script>", bodyHtml: "<b>ok</b>" });
    expect(html).toContain("<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>");
    expect(html).toContain("<b>ok</b>");
  });
});
