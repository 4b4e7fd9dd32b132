import { expect, test, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

// The virtual tour (a 360° viewer, loaded only when opened) and the video of a listing, reached from the marks on
// the result cards.

/** Every script the page has fetched so far, by file name. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") names.push(new URL(response.url()).pathname);
  });
  return names;
}

/**
 * Records every state the viewer takes from now on (however briefly), and returns a reader of them: a state
 * passed through between two looks is still seen.
 */
async function statesOf(view: Locator): Promise<() => Promise<string[]>> {
  await view.evaluate((element) => {
    const seen: string[] = [];
    (globalThis as unknown as { tourStates: string[] }).tourStates = seen;
    new MutationObserver(() => seen.push(element.getAttribute("data-state") ?? "")).observe(element, {
      attributes: true,
      attributeFilter: ["data-state"],
    });
  });
  return () => view.page().evaluate(() => (globalThis as unknown as { tourStates: string[] }).tourStates);
}

const yawOf = async (page: Page) => Number(await page.getByTestId("tour-view").getAttribute("data-yaw"));

/** The viewer has drawn its panorama (Photo Sphere Viewer said "ready"): drawn in software, slow on a busy machine. */
const drawn = (view: Locator) => expect(view).toHaveAttribute("data-state", "ready", { timeout: 30_000 });

test("a card's virtual tour mark opens the listing's 360° viewer, which turns when dragged and shows each room", async ({ page }) => {
  // The server paints each room's panorama and the browser draws it without a GPU, twice: on a loaded
  // machine that alone took most of the default 30 s, so this journey gets the slow allowance.
  test.slow();
  const scripts = scriptsOf(page);
  await page.goto("/en/property-search/rent/show-virtualtour");
  const mark = page.getByRole("link", { name: /^Virtual tour of / }).first();
  await mark.click();
  await expect(page).toHaveURL(/\/en\/property\/(sale|rent)\/[^/]+\/[^/#]+#tab=vr$/);

  const dialog = page.getByRole("dialog", { name: "Virtual tour and video" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Virtual tour" })).toHaveAttribute("aria-selected", "true");
  const view = dialog.getByTestId("tour-view");
  await drawn(view);
  await expect(dialog.getByText("Drag, or use the arrow keys, to look around.")).toBeVisible();
  // The viewer is its own chunk, fetched when the tour opened, not with the page.
  expect(scripts.some((s) => /panorama-viewer/.test(s))).toBe(true);

  const before = await yawOf(page);
  const box = (await view.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.45, box.y + box.height / 2, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => yawOf(page)).not.toBe(before);

  // The arrow keys turn it too, for as long as one is held: held until the view has turned, as a person does (a
  // press shorter than a frame of the viewer turns it by nothing).
  const dragged = await yawOf(page);
  await page.keyboard.down("ArrowRight");
  await expect.poll(() => yawOf(page)).not.toBe(dragged);
  await page.keyboard.up("ArrowRight");

  const states = await statesOf(view);
  await dialog.getByRole("button", { name: "Bedroom" }).click();
  await expect(dialog.getByRole("button", { name: "Bedroom" })).toHaveAttribute("aria-pressed", "true");
  await expect(view).toHaveAttribute("aria-label", "360° view of the Bedroom");
  // Loading again until the bedroom's panorama is drawn (the viewer fades to it); checked for accessibility once it is.
  await expect.poll(states, { timeout: 30_000 }).toEqual(["loading", "ready"]);

  const axe = await new AxeBuilder({ page }).include(".media-popup").analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await dialog.getByRole("button", { name: "Close the tour and video" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(".psv-container")).toHaveCount(0);
});

test("the listing page keeps the viewer out of its first load", async ({ page }) => {
  test.slow(); // a panorama drawn without a GPU, above
  const scripts = scriptsOf(page);
  await page.goto("/en/property-search/rent/show-virtualtour");
  const href = await page
    .getByRole("link", { name: /^Virtual tour of / })
    .first()
    .getAttribute("href");
  await page.goto(href!.replace(/#.*$/, ""));
  await expect(page.getByRole("button", { name: "360° virtual tour" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((s) => /panorama-viewer/.test(s))).toEqual([]);
  await page.getByRole("button", { name: "360° virtual tour" }).click();
  await drawn(page.getByTestId("tour-view"));
});

test("a card's video mark opens the listing's video, which plays", async ({ page }) => {
  await page.goto("/en/property-search/sale/show-video");
  await page
    .getByRole("link", { name: /^Video of / })
    .first()
    .click();
  await expect(page).toHaveURL(/#tab=video$/);
  const dialog = page.getByRole("dialog", { name: "Virtual tour and video" });
  await expect(dialog.getByRole("tab", { name: "Video" })).toHaveAttribute("aria-selected", "true");
  const video = dialog.getByTestId("listing-video");
  await expect(video).toHaveAttribute("aria-label", /^Walk-through video of /);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(5);
  // A click on the picture starts it, as the native player does.
  await video.click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  // Closing the popup stops it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("listing-video")).toHaveCount(0);
});

for (const [lang, tour, video, bedroom] of [
  ["zh-hk", "360° 虛擬導賞", "觀看影片", "睡房"],
  ["zh-cn", "360° 虚拟导览", "观看视频", "卧室"],
] as const) {
  test(`the tour and the video in ${lang}`, async ({ page }) => {
    test.slow(); // a panorama drawn without a GPU, above
    await page.goto(`/${lang}/property-search/rent/show-virtualtour-video`);
    const href = await page.getByTestId("result-card").first().locator(".card-link").getAttribute("href");
    await page.goto(href!);
    await page.getByRole("button", { name: tour }).click();
    await drawn(page.getByTestId("tour-view"));
    await expect(page.getByRole("button", { name: bedroom })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: video }).click();
    await expect(page.getByTestId("listing-video")).toBeVisible();
  });
}
