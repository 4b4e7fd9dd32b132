import { expect, test } from "@playwright/test";
import { INITIAL_JS_BUDGET_BYTES, initialJs } from "../../scripts/initial-js.ts";
import { pageTypes } from "./page-types.ts";

// The speed bar (quality-bars.md): a page's initial JavaScript — its entry and
// modulepreloads, gzip — stays within 100 KB on every page type, so member-side
// features (panels, dialogs, the bot chat) and zod cannot creep back into the
// first load unnoticed. Lazy chunks load on intent and are not counted.
// Plain HTTP: the same on any screen, so the desktop project alone runs it.

for (const language of ["en", "zh-hk"]) {
  test(`every ${language} page type's initial JavaScript is within the budget`, async ({ page, baseURL }) => {
    const paths = [
      ...(await pageTypes(page, language)),
      `/${language}/property-search/rent/localityarea-d37`,
      `/${language}/property-agent/x/1`,
      `/${language}/property-news/market-update-rents-rise`,
      `/${language}/property-agent-team`,
      `/${language}/property-news`,
    ];
    const over: string[] = [];
    for (const path of paths) {
      const { gzip, files } = await initialJs(new URL(path, baseURL).href);
      expect(files.length, `${path} loads its scripts`).toBeGreaterThan(0);
      if (gzip > INITIAL_JS_BUDGET_BYTES) {
        const largest = files.toSorted((a, b) => b.gzip - a.gzip).slice(0, 5);
        over.push(`${path}: ${(gzip / 1024).toFixed(1)} KB (${largest.map((f) => `${f.src} ${(f.gzip / 1024).toFixed(1)}`).join(", ")})`);
      }
    }
    expect(over, `initial JavaScript over ${String(INITIAL_JS_BUDGET_BYTES / 1024)} KB gzip`).toEqual([]);
  });
}
