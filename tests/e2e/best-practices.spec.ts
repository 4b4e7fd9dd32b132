import { expect, test, type Page } from "@playwright/test";

// What Lighthouse's Best Practices checks on the agent profile and a news
// article, as journeys: the page breaks no rule of its own CSP (Chrome logs
// each violation as an issue, even one a script catches), and leaving it and
// coming back restores it from the back/forward cache.

// Playwright's Chromium runs with the back/forward cache switched off; these journeys need it on.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  },
});

async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`));
  });
  await page.goto(path, { waitUntil: "load" });
  // Hydrated, and a moment for lazy chunks.
  await page.waitForFunction(() => document.readyState === "complete");
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

for (const path of ["/en/property-agent/x/1", "/zh-hk/property-news/market-update-rents-rise"]) {
  test(`${path}: no CSP violation, and back from another page restores it from the back/forward cache`, async ({ page }) => {
    expect(await violationsOn(page, path)).toEqual([]);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "still here";
    });
    await page.goto("/en/about-us", { waitUntil: "load" });
    // A page restored from the cache fires no load event: the step back is done once it commits.
    await page.goBack({ waitUntil: "commit" });
    // The same document came back (a reload would have lost the marker). Asked while the pages are being swapped,
    // there is no answer yet (null), and the poll asks again.
    await expect.poll(() => page.evaluate(() => (window as unknown as { marker?: string }).marker).catch(() => null)).toBe("still here");
  });
}
