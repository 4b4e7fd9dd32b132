import { expect, test } from "@playwright/test";
import { pageTypes } from "./page-types.ts";
import { notMainland } from "../fixtures/zh-cn-scan.ts";

// Issue 14: zh-cn reads as Simplified Chinese. Every page type's visible text
// and labels (alt, title, aria-label, placeholder, the description) are
// scanned for Traditional-only characters and Hong Kong or Taiwan terms;
// what is marked as another language (the language menu's 繁體中文) is skipped.

test("every zh-cn page type is in mainland Simplified Chinese", async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const path of await pageTypes(page, "zh-cn")) {
    await page.goto(path);
    const text = await page.evaluate(() => {
      const parts: string[] = [document.title, document.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""];
      const foreign = (el: Element | null) => {
        const lang = el?.closest("[lang]")?.getAttribute("lang") ?? "";
        return lang !== "" && !/^zh-(cn|hans)/i.test(lang);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest("script, style, noscript") || foreign(parent)) continue;
        parts.push(node.textContent ?? "");
      }
      for (const el of document.body.querySelectorAll("[alt], [title], [aria-label], [placeholder]")) {
        if (foreign(el)) continue;
        for (const name of ["alt", "title", "aria-label", "placeholder"]) parts.push(el.getAttribute(name) ?? "");
      }
      return parts.join("\n");
    });
    for (const line of text.split("\n")) {
      const found = notMainland(line);
      if (found.length > 0) problems.push(`${path}: ${found.join(" ")} in “${line.trim().slice(0, 80)}”`);
    }
  }
  expect([...new Set(problems)]).toEqual([]);
});
