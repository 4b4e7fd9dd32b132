import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./module-preload-priority.server.ts";

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload of the head low priority and leaves the rest byte for byte", () => {
    const head =
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/y.js" nonce="n"/><link rel="preload" as="image" fetchPriority="high"/>';
    expect(lowPriorityModulePreloads(page(head, "<p>中文</p>"))).toBe(
      page(
        '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/x.js" nonce="n"/>' +
          '<link rel="modulepreload" fetchpriority="low" href="/y.js" nonce="n"/><link rel="preload" as="image" fetchPriority="high"/>',
        "<p>中文</p>",
      ),
    );
  });

  it("leaves the body alone: text that merely quotes the tag is content", () => {
    const body = '<pre>&lt;link rel="modulepreload"&gt;</pre><script>"<link rel=\\"modulepreload\\""</script>';
    const html = page("<title>t</title>", body);
    expect(lowPriorityModulePreloads(html)).toBe(html);
    const withOne = page('<link rel="modulepreload" href="/x.js"/>', '<link rel="modulepreload" href="/late.js"/>');
    expect(lowPriorityModulePreloads(withOne)).toContain('<body><link rel="modulepreload" href="/late.js"/>');
  });

  it("answers the page itself when there is nothing to mark or no head", () => {
    const none = page("<title>t</title>", "");
    expect(lowPriorityModulePreloads(none)).toBe(none);
    const fragment = '<link rel="modulepreload" href="/x.js"/>';
    expect(lowPriorityModulePreloads(fragment)).toBe(fragment);
  });
});
