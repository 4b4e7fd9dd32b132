import { expect, test } from "@playwright/test";

// Issue 14: the map speaks the page's language: the zoom buttons' tooltips
// (and accessible names) are translated.

for (const [language, zoomIn, zoomOut] of [
  ["en", "Zoom in", "Zoom out"],
  ["zh-hk", "放大", "縮小"],
  ["zh-cn", "放大", "缩小"],
] as const) {
  test(`the ${language} map's zoom buttons are named in ${language}`, async ({ page }) => {
    await page.goto(`/${language}/property-search/map/sale`);
    await expect(page.locator(".leaflet-control-zoom-in")).toHaveAttribute("title", zoomIn);
    await expect(page.locator(".leaflet-control-zoom-out")).toHaveAttribute("title", zoomOut);
  });
}
