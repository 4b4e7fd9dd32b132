import { chromium } from "@playwright/test";

/**
 * Screenshots of pages as a person sees them: `node scripts/screenshot.ts BASE_URL OUT_DIR path...`
 * Each path is taken at phone (390 px) and desktop (1366 px) widths.
 */
const [base = "http://127.0.0.1:3000", outDir = "docs/screenshots", ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
  ],
});
for (const [label, width, height] of [
  ["phone", 390, 844],
  ["desktop", 1366, 900],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = (path.replace(/^\//, "").replace(/[^a-z0-9-]+/gi, "_") || "root") + `-${label}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
