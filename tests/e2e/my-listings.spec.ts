import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { axeClean, beOwnVisitor, hydrated } from "./visitor.ts";
import { signInAsAgent } from "./agent-steps.ts";
import { signOnScreen, verifiedMember } from "./signing-steps.ts";
import { pageTexts } from "../fixtures/page-texts.ts";

// Issue 32's pages: an owner's listings and the agent's listings to review.
// The owner's listing is made and submitted through the API (the listing form
// is another page); everything the two pages do is done in the browser: the
// agent issues the agreement, the owner and the agent sign it, the agent
// approves, the owner changes the price and marks the flat let; another
// listing goes back to its owner with a note, read in Chinese.

test.beforeEach(({ page }) => beOwnVisitor(page));

const EN = pageTexts("en");
const ZH = pageTexts("zh-hk");
/** Every demo agent a submission may go to gets this password the first time a journey here signs in as them. */
const AGENT_PASSWORD = "owner-listings-desk-2026";

interface Listing {
  id: number;
  status: string;
  agent: { id: number } | null;
}

/** A call of the owners' listings API as the member signed in on `page`, with a fresh anti-forgery token. */
async function callApi<T>(page: Page, path: string, body: unknown): Promise<T> {
  const { data: token } = (await (await page.request.get("/api/communication/getcsrftoken")).json()) as { data: string };
  const answer = await page.request.post(path, { headers: { "x-xsrf-token": token }, data: body });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

/** A building to rent in from the demo market: its id and its name in English. */
async function aBuilding(page: Page): Promise<{ id: number; name: string }> {
  const { properties } = await callApi<{ properties: { buildingId: number; building: string }[] }>(page, "/api/property/search", {
    listingTypeId: 2,
    pageSize: 1,
    languageId: 1,
  });
  return { id: properties[0]!.buildingId, name: properties[0]!.building };
}

/** A flat to let, complete enough to submit; `unit` tells it apart on the agent's page. */
const flatToLet = (unit: string, where: { buildingId: number } | { address: string }) => ({
  purpose: "rent",
  ...where,
  floor: "18",
  unit,
  saleableArea: 520,
  bedrooms: 2,
  bathrooms: 1,
  rent: "28K",
  managementFeeIncluded: true,
  description: "Bright two-bedroom flat, five minutes from the MTR.",
  contactBy: ["email", "whatsapp"],
});

/** A unit no other journey's listing has. */
const newUnit = () => `U${Date.now().toString(36).slice(-5).toUpperCase()}`;

/** A second person (the agent) in a browser context of their own, the size of the project's screen. */
async function secondPerson(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL });
  const page = await context.newPage();
  await beOwnVisitor(page);
  return page;
}

/** The agent's card of the listing with this unit on their page. */
const agentCard = (agent: Page, unit: string) => agent.locator(".agent-listing").filter({ hasText: unit });

async function noSideways(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("an owner with nothing listed is offered to list a property; a draft shows as a draft with its edit link", async ({ page }) => {
  test.slow();
  await verifiedMember(page, "owner-empty");
  await page.goto("/en/myproperty/mylistings");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: EN("myListings.title") })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: EN("myListings.empty.title") })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: EN("myListings.listProperty") })).toHaveAttribute(
    "href",
    "/en/list-property",
  );
  await axeClean(page);
  await noSideways(page);

  const draft = await callApi<{ data: Listing }>(page, "/api/owner-listings", {
    purpose: "sale",
    address: "8 Repulse Bay Road",
    floor: "3",
    askingPrice: "12.8M",
  });
  await page.reload();
  await hydrated(page);
  const card = page.getByRole("listitem", { name: "8 Repulse Bay Road" });
  await expect(card.getByText(EN("myListings.status.draft"), { exact: true })).toBeVisible();
  await expect(card.getByText("HK$12.8M")).toBeVisible();
  await expect(card.getByText(EN("myListings.card.noPhoto"))).toBeVisible();
  await expect(card.getByRole("link", { name: EN("myListings.action.edit") })).toHaveAttribute(
    "href",
    `/en/list-property?edit=${String(draft.data.id)}`,
  );
  // A draft is not the agent's yet: nothing to sign, no price to change.
  await expect(card.getByRole("button", { name: EN("myListings.action.changePrice") })).toHaveCount(0);
  await axeClean(page);
  await noSideways(page);
});

test("submitted, the agent issues the agreement, both sign, the agent approves: the owner's listing is live, its price changes and it is let", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  test.setTimeout(600_000);
  const owner = page;
  const ownerEmail = await verifiedMember(owner, "owner-live");
  const building = await aBuilding(owner);
  const unit = newUnit();
  const draft = await callApi<{ data: Listing }>(owner, "/api/owner-listings", flatToLet(unit, { buildingId: building.id }));
  const submitted = await callApi<{ data: Listing }>(owner, `/api/owner-listings/${String(draft.data.id)}/submit`, {});
  expect(submitted.data.status).toBe("submitted");

  await owner.goto("/en/myproperty/mylistings");
  await hydrated(owner);
  const card = owner.getByRole("listitem", { name: building.name });
  await expect(card.getByText(EN("myListings.status.submitted"), { exact: true })).toBeVisible();

  // The agent the submission went to issues the agreement from their queue.
  const agent = await secondPerson(browser, testInfo);
  const agentEmail = await signInAsAgent(agent, submitted.data.agent!.id, AGENT_PASSWORD);
  await agent.goto("/en/agent/listings");
  await hydrated(agent);
  const review = agentCard(agent, unit);
  await expect(review.getByText(ownerEmail)).toBeVisible();
  await expect(review.getByText(EN("myListings.agreement.none"))).toBeVisible();
  await axeClean(agent);
  await noSideways(agent);
  await review.getByRole("button", { name: EN("agentListings.action.issueAgreement") }).click();
  await review.getByLabel(EN("agentListings.agreement.language")).selectOption("en");
  await review.getByRole("button", { name: EN("agentListings.submit.issueAgreement") }).click();
  await expect(review.getByText(EN("myListings.status.agreement"), { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(review.getByText(EN("myListings.agreement.pending"))).toBeVisible();
  // An agreement out for signature: nothing else to do but wait.
  await expect(review.getByRole("button", { name: EN("agentListings.action.approve") })).toHaveCount(0);

  // The owner signs from their card.
  await owner.reload();
  await hydrated(owner);
  await expect(card.getByText(EN("myListings.status.agreement"), { exact: true })).toBeVisible();
  await card.getByRole("link", { name: EN("myListings.action.sign") }).click();
  await expect(owner).toHaveURL(/\/en\/mydocument\/pendingdocument$/);
  await owner
    .getByRole("link", { name: new RegExp(`^${EN("documents.doc.sign")}`) })
    .first()
    .click();
  await expect(owner.locator(".document-body")).toContainText(/\S/, { timeout: 30_000 });
  await signOnScreen(owner, EN, ownerEmail, "Owner Chan");

  // The agent countersigns on the documents desk; once the seal is on, the listing waits for approval.
  await agent.goto("/en/agent/documents");
  await hydrated(agent);
  await agent
    .getByRole("link", { name: EN("documents.agent.signYourself") })
    .first()
    .click();
  await expect(agent.locator(".document-body")).toContainText(/\S/, { timeout: 30_000 });
  await signOnScreen(agent, EN, agentEmail, "Agent Countersign");
  await expect(async () => {
    await agent.goto("/en/agent/listings");
    await expect(agentCard(agent, unit).getByRole("button", { name: EN("agentListings.action.approve") })).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 180_000 });
  await hydrated(agent);
  await expect(review.getByText(EN("myListings.status.review"), { exact: true })).toBeVisible();
  await review.getByRole("button", { name: EN("agentListings.action.approve") }).click();
  await expect(review.getByText(EN("agentListings.approve.text", { building: building.name }))).toBeVisible();
  await review.getByRole("button", { name: EN("agentListings.submit.approve") }).click();
  await expect(review.getByText(EN("myListings.status.live"), { exact: true })).toBeVisible({ timeout: 60_000 });
  await agent.context().close();

  // The owner's card: live, with the way to the public listing.
  await owner.goto("/en/myproperty/mylistings");
  await hydrated(owner);
  await expect(card.getByText(EN("myListings.status.live"), { exact: true })).toBeVisible();
  await expect(card.getByText(EN("myListings.stats.enquiries"))).toBeVisible();
  await axeClean(owner);
  await noSideways(owner);
  await card.getByRole("link", { name: EN("myListings.action.view") }).click();
  await expect(owner).toHaveURL(/\/en\/property\/rent\/[^/]+\/[\w-]+$/);
  await expect(owner.getByRole("heading", { level: 1 })).toContainText(building.name);

  // A new rent: words the price reader does not know are refused by the field; "29K" is taken.
  await owner.goto("/en/myproperty/mylistings");
  await hydrated(owner);
  await card.getByRole("button", { name: EN("myListings.action.changePrice") }).click();
  const rent = card.getByLabel(EN("myListings.price.rent"));
  await rent.fill("abc");
  await card.getByRole("button", { name: EN("myListings.price.save") }).click();
  await expect(card.getByText(EN("myListings.field.priceUnreadable"))).toBeVisible();
  await expect(rent).toHaveAttribute("aria-invalid", "true");
  await expect(rent).toHaveValue("abc");
  await rent.fill("29K");
  await card.getByRole("button", { name: EN("myListings.price.save") }).click();
  await expect(card.getByText("HK$29K")).toBeVisible();

  // Let: asked first, then off the market.
  await card.getByRole("button", { name: EN("myListings.action.markLet") }).click();
  await expect(card.getByText(EN("myListings.confirm.let"))).toBeVisible();
  await card.getByRole("button", { name: EN("myListings.confirm.letYes") }).click();
  await expect(card.getByText(EN("myListings.status.let"), { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: EN("myListings.action.changePrice") })).toHaveCount(0);
  await owner.reload();
  await expect(card.getByText(EN("myListings.status.let"), { exact: true })).toBeVisible();
});

test("the agent sends a listing back with a note; the owner reads it on the page in Chinese", async ({ page, browser }, testInfo) => {
  test.slow();
  test.setTimeout(300_000);
  const owner = page;
  await verifiedMember(owner, "owner-changes");
  const unit = newUnit();
  const address = `1 Tai Hang Road, Flat ${unit}`;
  const draft = await callApi<{ data: Listing }>(owner, "/api/owner-listings", flatToLet(unit, { address }));
  const submitted = await callApi<{ data: Listing }>(owner, `/api/owner-listings/${String(draft.data.id)}/submit`, {});

  const agent = await secondPerson(browser, testInfo);
  await signInAsAgent(agent, submitted.data.agent!.id, AGENT_PASSWORD);
  await agent.goto("/en/agent/listings");
  await hydrated(agent);
  const review = agentCard(agent, unit);
  await expect(review.getByText(EN("agentListings.typedAddress"))).toBeVisible();
  await review.getByRole("button", { name: EN("agentListings.action.requestChanges") }).click();
  // The note is required: nothing is sent without it.
  await review.getByRole("button", { name: EN("agentListings.submit.requestChanges") }).click();
  await expect(review.getByText(EN("myListings.field.required"))).toBeVisible();
  const note = "Please add the gross area and a photo of the kitchen.";
  await review.getByLabel(EN("agentListings.changes.note")).fill(note);
  await review.getByRole("button", { name: EN("agentListings.submit.requestChanges") }).click();
  await expect(review.getByText(EN("myListings.status.changes"), { exact: true })).toBeVisible();
  await agent.context().close();

  await owner.goto("/zh-hk/myproperty/mylistings");
  await hydrated(owner);
  await expect(owner.getByRole("heading", { level: 1, name: ZH("myListings.title") })).toBeVisible();
  const card = owner.getByRole("listitem", { name: address });
  await expect(card.getByText(ZH("myListings.status.changes"), { exact: true })).toBeVisible();
  await expect(card.getByText(note)).toBeVisible();
  await expect(card.getByRole("link", { name: ZH("myListings.action.edit") })).toHaveAttribute(
    "href",
    `/zh-hk/list-property?edit=${String(draft.data.id)}`,
  );
  await axeClean(owner);
  await noSideways(owner);
});
