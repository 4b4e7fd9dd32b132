import { chromium, type Page } from "@playwright/test";

/**
 * Screenshots of the search experience (issue 6) at 390 and 1366 px in the
 * three languages: `node scripts/search-screenshots.ts BASE_URL [OUT_DIR]`.
 * Home, results grid / list / map, the filter panel and the search overlay.
 */
const [base = "http://127.0.0.1:3000", outDir = "docs/screenshots"] = process.argv.slice(2);
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
const words = {
  en: { filters: "Filters", list: "List", query: "Centre" },
  "zh-hk": { filters: "篩選", list: "列表", query: "中心" },
  "zh-cn": { filters: "筛选", list: "列表", query: "中心" },
} as const;

type Shot = { name: string; path: string; act?: (page: Page, w: (typeof words)[keyof typeof words]) => Promise<void> };
const shots: Shot[] = [
  { name: "home", path: "" },
  { name: "results-grid", path: "/property-search/sale" },
  {
    name: "results-list",
    path: "/property-search/rent/localityarea-a1",
    act: async (p, w) => {
      await p.getByRole("button", { name: w.list }).click();
    },
  },
  {
    name: "results-map",
    path: "/property-search/map/sale/em-1",
    act: async (p) => {
      await p.locator(".map-pin .pin-text").first().waitFor();
      await p.waitForTimeout(500);
    },
  },
  {
    name: "filter-panel",
    path: "/property-search/rent",
    act: async (p, w) => {
      await p.getByRole("button", { name: w.filters, exact: true }).click();
      await p.getByRole("dialog").waitFor();
      await p.waitForTimeout(400);
    },
  },
  {
    name: "search-overlay",
    path: "/property-search/sale",
    act: async (p, w) => {
      await p.getByTestId("search-overlay-open").click();
      await p.getByRole("dialog").getByRole("combobox").fill(w.query);
      await p.getByRole("option").first().waitFor();
      await p.keyboard.press("ArrowDown");
    },
  },
];

for (const [label, width, height] of [
  ["390", 390, 844],
  ["1366", 1366, 840],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  for (const lang of ["en", "zh-hk", "zh-cn"] as const) {
    for (const shot of shots) {
      await page.goto(`${base}/${lang}${shot.path}`, { waitUntil: "networkidle" });
      await shot.act?.(page, words[lang]);
      await page.waitForLoadState("networkidle");
      const file = `${outDir}/search-${shot.name}-${lang}-${label}.png`;
      await page.screenshot({ path: file });
      console.log(file);
    }
  }
  await page.close();
}
await browser.close();
