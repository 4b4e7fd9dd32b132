import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html-escape.ts";

describe("escapeHtml", () => {
  it("prints markup, ampersands and quotes literally", () => {
    expect(escapeHtml("<script>alert('x')</script>")).toBe("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(escapeHtml("陳大文 & Co.")).toBe("陳大文 &amp; Co.");
    expect(escapeHtml('a "quoted" name')).toBe("a &quot;quoted&quot; name");
  });

  it("escapes an ampersand once, so an entity in the input stays visible as typed", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });

  it("leaves Chinese text and numbers as they are", () => {
    expect(escapeHtml("陳大文")).toBe("陳大文");
    expect(escapeHtml(42)).toBe("42");
  });
});
