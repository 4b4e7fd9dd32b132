import { expect, test, type Page } from "@playwright/test";
import { axeClean, beOwnVisitor, followMailLink, newEmail } from "./visitor.ts";

// Enquiries from a results page: each card opens the enquiry panel about its
// listing, and once the enquiry is sent with an e-mail the search is saved
// without asking: a guest is signed up with that e-mail and
// the search kept until the address is verified (or forgotten at their word);
// a member's is saved at once. A popup says which, with the way back.

test.beforeEach(({ page }) => beOwnVisitor(page));

/** The first card's building, after opening the enquiry panel from its Enquire link. */
async function enquireFromFirstCard(page: Page, enquire: string): Promise<string> {
  const card = page.getByTestId("result-card").first();
  const building = (await card.locator(".card-title").innerText()).trim();
  await card.getByRole("link", { name: `${enquire} ${building}` }).click();
  return building;
}

test("a guest enquires from a results card; the search is kept under the enquiry's e-mail, unasked, and found saved once verified", async ({
  page,
}) => {
  test.slow();
  const email = newEmail("card-guest");
  await page.goto("/en/property-search/rent/price-below-40000-hkd");
  // The search's name: what was searched, without the count the heading shows.
  const name = "Homes for rent in Hong Kong";
  await enquireFromFirstCard(page, "Enquire");
  const panel = page.getByRole("dialog", { name: /^Enquire about HK\d{8}$/ });
  await expect(panel).toBeVisible();
  await axeClean(page);
  await panel.getByLabel("Name").fill("Card Guest");
  await panel.getByLabel("E-mail", { exact: true }).fill(email);
  const request = page.waitForRequest((r) => r.url().endsWith("/api/communication/contactus"));
  await panel.getByRole("button", { name: "Send enquiry" }).click();
  const sent = (await request).postDataJSON() as { enquiryType: number; listingId: number | null };
  // A listing found by a search: Search_Property_Listing, about the card's listing.
  expect(sent.enquiryType).toBe(12);
  expect(sent.listingId).toBeGreaterThan(0);
  await page.getByRole("dialog", { name: "Success!" }).getByRole("button", { name: "OK" }).click();

  // Nothing is asked: the popup says what was done, and how to undo it.
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  const kept = page.getByRole("dialog", { name: "Your search is kept" });
  await expect(kept).toContainText(`We opened a free account for ${email} and kept “${name}” for it.`);
  await expect(kept.getByRole("button", { name: "Don't save this search" })).toBeVisible();
  await axeClean(page);
  await kept.getByRole("button", { name: "OK" }).click();
  // Kept in this browser, under the enquiry's e-mail, until the address is verified.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("pendingSaveSearch"))).toContain(name);

  await followMailLink(page, email, "/en/account/confirmemail?token=");
  await page.getByLabel("New password").fill("correct horse battery staple 7");
  await page.getByLabel("Confirm password").fill("correct horse battery staple 7");
  await page.getByRole("button", { name: "Confirm e-mail" }).click();
  await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();
  await page.goto("/en");
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("pendingSaveSearch"))).toBeNull();
  await page.goto("/en/profile/savedsearch");
  await expect(page.getByTestId("saved-search")).toHaveCount(1);
  await expect(page.getByTestId("saved-search")).toContainText(name);
});

test("a member enquires from a results card in Traditional Chinese; the search is saved unasked, with a link to manage it", async ({
  page,
}) => {
  const email = newEmail("card-member");
  // page.request shares the page's cookies: the sign-up signs this browser in.
  const token = ((await (await page.request.get("/api/communication/getcsrftoken")).json()) as { data: string }).data;
  expect(
    (
      await page.request.post("/api/account/registerbyemail", { data: { email, language: "zh-hk" }, headers: { "x-xsrf-token": token } })
    ).ok(),
  ).toBe(true);
  await page.goto("/zh-hk/property-search/buy");
  await enquireFromFirstCard(page, "查詢");
  const panel = page.getByRole("dialog", { name: /^查詢物業 HK\d{8}$/ });
  await expect(panel.getByLabel("電郵", { exact: true })).toHaveValue(email);
  await panel.getByLabel("姓名").fill("陳會員");
  await panel.getByRole("button", { name: "發送查詢" }).click();
  await page.getByRole("dialog", { name: "成功！" }).getByRole("button", { name: "確定" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  const saved = page.getByRole("dialog", { name: "已儲存搜尋" });
  // Signed up, not yet verified: the alerts start once the address is.
  await expect(saved).toContainText(`核實電郵地址後，有新盤符合時我們每日會電郵至 ${email}。`);
  await expect(page).toHaveURL(/#searchid=\d+$/);
  await axeClean(page);
  await saved.getByRole("link", { name: "管理已儲存搜尋" }).click();
  await expect(page).toHaveURL(/\/zh-hk\/profile\/savedsearch$/);
  await expect(page.getByTestId("saved-search")).toHaveCount(1);
});

test("a card's Enquire without script is a link to the enquiry page about that listing; nothing is saved after an enquiry by phone only", async ({
  page,
}) => {
  await page.goto("/zh-cn/property-search/buy");
  const card = page.getByTestId("result-card").first();
  const building = (await card.locator(".card-title").innerText()).trim();
  await expect(card.getByRole("link", { name: `咨询 ${building}` })).toHaveAttribute(
    "href",
    /^\/zh-cn\/communication\/enquiry\?listing=\d+$/,
  );
  await enquireFromFirstCard(page, "咨询");
  const panel = page.getByRole("dialog", { name: /^咨询物业 HK\d{8}$/ });
  await panel.getByLabel("姓名").fill("王先生");
  await panel.getByLabel("电话号码").fill("91234567");
  await panel.getByRole("button", { name: "发送咨询" }).click();
  await page.getByRole("dialog", { name: "成功！" }).getByRole("button", { name: "确定" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem("pendingSaveSearch"))).toBeNull();
});

test("a guest who enquires in Simplified Chinese can say not to save the search", async ({ page }) => {
  await page.goto("/zh-cn/property-search/rent");
  await enquireFromFirstCard(page, "咨询");
  const panel = page.getByRole("dialog", { name: /^咨询物业 HK\d{8}$/ });
  await panel.getByLabel("姓名").fill("李小姐");
  await panel.getByLabel("邮箱", { exact: true }).fill(newEmail("card-forget"));
  await panel.getByRole("button", { name: "发送咨询" }).click();
  await page.getByRole("dialog", { name: "成功！" }).getByRole("button", { name: "确定" }).click();
  const kept = page.getByRole("dialog", { name: "已为您保留此搜索" });
  await expect(kept).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("pendingSaveSearch"))).not.toBeNull();
  await kept.getByRole("button", { name: "不要保存此搜索" }).click();
  await expect(page.getByRole("status").filter({ hasText: "此搜索不会保存。" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("pendingSaveSearch"))).toBeNull();
});
