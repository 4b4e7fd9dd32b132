import { expect, test } from "@playwright/test";
import { beOwnVisitor, delayRequests, hydrated } from "./visitor.ts";
import { saveCard, signUpFromHeader } from "./saved-steps.ts";

// A guest's saved listings go up to the server when they sign up; someone who goes straight to their saved
// properties can get there before the upload does (a page load cuts the first attempt short).

test.beforeEach(({ page }) => beOwnVisitor(page));

test("a member who opens saved properties while the guest's list is still going up sees it once it is there", async ({ page }) => {
  test.slow();
  await page.goto("/en/property-search/rent");
  const building = await saveCard(page, 0);

  // Every upload waits a second and a half: the page below is rendered before it reaches the server.
  await delayRequests(page, "**/api/property/saveuserproperties", 1_500);
  await signUpFromHeader(page);

  await page.goto("/en/profile/savedproperties");
  await expect(page.getByTestId("saved-invite")).toHaveCount(0);
  await expect(page.locator("[data-testid=saved-item] .card-title")).toHaveText([building], { timeout: 15_000 });
  await expect(page.getByTestId("saved-total")).toHaveText("1 property");
  expect(await page.evaluate(() => window.localStorage.getItem("savedProperties"))).toBeNull();
});

test("a saved card's heart clicked while the member's saved ids are still loading deletes it, as the heart shows", async ({ page }) => {
  test.slow();
  await page.goto("/en/property-search/rent");
  await hydrated(page);
  const building = await saveCard(page, 0);
  await signUpFromHeader(page);
  await page.goto("/en/profile/savedproperties");
  await expect(page.locator("[data-testid=saved-item] .card-title")).toHaveText([building], { timeout: 15_000 });

  // The member's saved ids take two seconds to come: the page is live, and its heart drawn saved by the server, before.
  await delayRequests(page, "**/api/property/getuserpropertyids", 2_000);
  await page.reload();
  await hydrated(page);
  const heart = page.getByTestId("saved-item").getByRole("button", { name: `Save ${building}` });
  // Read once, not waited for: drawn unsaved until the ids come, it would be clicked as such.
  expect(await heart.getAttribute("aria-pressed")).toBe("true");
  await heart.click();
  await expect(page.getByTestId("saved-item")).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "Saved to your favourites" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("saved-total")).toHaveText("Nothing here yet");
});
