import { expect, test, type Page } from "@playwright/test";
import { axeClean, beOwnVisitor, mailLink, newEmail, onPhonesInEnglish, ownAddress, sameOnPhones } from "./visitor.ts";

// Issue 17's journeys: a guest enquires from a listing with the bot chat and
// both e-mails arrive in the local mailbox; the validation paths; the
// keyboard alone; the existing-account prompt; WhatsApp; the enquiry page.

test.beforeEach(({ page }) => beOwnVisitor(page));

async function openListing(page: Page, language: string) {
  await page.goto(`/${language}/property/sale/x/1`);
  await expect(page.locator(".contact-bar").first()).toBeVisible();
}

/** The mail's text in the local mailbox: the newest one to `to` whose row says `subject`. */
async function mailText(page: Page, to: string, subject: string): Promise<string> {
  await page.goto("/mailbox");
  const row = page.getByRole("row").filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(row).toBeVisible();
  await page.goto((await row.getByRole("link").first().getAttribute("href"))!);
  let text = "";
  await expect(async () => {
    text = (
      await Promise.all(
        page.frames().map((f) =>
          f
            .locator("body")
            .innerText()
            .catch(() => ""),
        ),
      )
    ).join("\n");
    expect(text).toContain(subject);
  }).toPass({ timeout: 10_000 });
  return text;
}

test("a guest enquires from a listing with the bot chat; the agent's e-mail and the receipt arrive", async ({ page }) => {
  test.slow();
  const email = newEmail("enquirer");
  const name = `Chan Mei Ling ${Math.random().toString(36).slice(2, 6)}`;
  await openListing(page, "en");
  const agentName = await page.locator(".contact-bar .agent-name").first().innerText();
  await page.locator(".contact-bar").first().getByRole("link", { name: "Enquire" }).click();
  const panel = page.getByRole("dialog", { name: /^Enquire about / });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel("Title")).toBeFocused();
  // The reply bar: open or closed by the office's hours, with WhatsApp to the office.
  await expect(panel.locator(".reply-bar")).toContainText(/We're online|Our office is closed now/);
  await expect(panel.locator(".reply-bar a[href^='https://wa.me/']")).toHaveAttribute("href", /text=Hello%2C%20I%20have%20an%20enquiry/);
  await axeClean(page);

  // Validation: nothing typed, then a bad e-mail checked on blur.
  await panel.getByRole("button", { name: "Send enquiry" }).click();
  await expect(panel.getByText("Name Required")).toBeVisible();
  await expect(panel.getByText("Phone or Email Required")).toBeVisible();
  await panel.getByLabel("E-mail", { exact: true }).fill("not-an-address");
  await panel.getByLabel("Phone number").focus();
  await expect(panel.getByText("Invalid Email Format")).toBeVisible();
  await axeClean(page);

  await panel.getByLabel("Title").selectOption({ label: "Ms" });
  await panel.getByLabel("Name").fill(name);
  await panel.getByLabel("E-mail", { exact: true }).fill(email);
  await panel.getByLabel("Phone number").fill("9123-4567");
  await panel.getByLabel("Message (optional)").fill("Is the flat still available?");
  await expect(panel.getByText("28 / 1,500")).toBeVisible();

  // The bot answers a second later with its next question; its lines go into the message.
  await panel.getByLabel("Your answer").fill("This Saturday morning");
  await panel.getByLabel("Your answer").press("Enter");
  await expect(panel.getByText("Are you buying or renting to live in, or as an investment?")).toBeVisible();
  await panel.getByRole("button", { name: "Send enquiry" }).click();

  const success = page.getByRole("dialog", { name: "Success!" });
  await expect(success).toContainText("Thanks for your enquiry! We will contact you soon!");
  await axeClean(page);
  await success.getByRole("button", { name: "OK" }).click();
  await expect(panel).toBeHidden();

  const receipt = await mailText(page, email, "We received your enquiry");
  expect(receipt).toContain(name);
  expect(receipt).toContain("This Saturday morning");
  const agentMail = await mailText(page, "", `New enquiry from ${name}`);
  expect(agentMail).toContain(email);
  // The phone as the form normalised it when it was left.
  expect(agentMail).toContain("+852 91234567");
  expect(agentMail).toContain("Is the flat still available?");
  expect(agentName).not.toBe("");
});

test("keyboard only: the enquiry panel in Traditional Chinese, opened, filled and sent without a mouse", async ({ page }, info) => {
  test.skip(info.project.name !== "desktop", "one keyboard journey, on the wide layout");
  test.slow();
  await openListing(page, "zh-hk");
  // Tab from the top of the page to the contact bar's 查詢 (Enquire) link.
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press("Tab");
    const onEnquire = await page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLAnchorElement && el.closest(".contact-bar") !== null && el.href.includes("/communication/enquiry");
    });
    if (onEnquire) break;
  }
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: /^查詢物業/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel("稱謂")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.type("陳大文");
  await page.keyboard.press("Tab");
  await page.keyboard.type(newEmail("keyboard"));
  await page.keyboard.press("Tab"); // dial code
  await page.keyboard.press("Tab");
  await page.keyboard.type("91234567");
  await expect(panel.getByLabel("電話號碼")).toHaveValue("91234567");
  await panel.getByRole("button", { name: "發送查詢" }).focus();
  await page.keyboard.press("Enter");
  const success = page.getByRole("dialog", { name: "成功！" });
  await expect(success).toContainText("多謝您的查詢！");
  await page.keyboard.press("Escape");
  await expect(success).toBeHidden();
  await expect(panel).toBeHidden();
});

test("a guest whose e-mail has an account is offered to sign in after the enquiry", async ({ page, request }) => {
  const email = newEmail("member");
  // The account is made elsewhere (the test's own request context, not this browser, which stays a guest).
  const elsewhere = ownAddress();
  const token = ((await (await request.get("/api/communication/getcsrftoken", { headers: elsewhere })).json()) as { data: string }).data;
  const signup = await request.post("/api/account/registerbyemail", {
    data: { email, language: "en" },
    headers: { ...elsewhere, "x-xsrf-token": token },
  });
  expect(signup.ok()).toBe(true);

  // The office info call fails here: the reply bar stays hidden and the panel works.
  await page.route("**/api/general/getofficeinfo", (route) => route.abort("failed"));
  await openListing(page, "en");
  await page.locator(".contact-bar").first().getByRole("link", { name: "Enquire" }).click();
  const panel = page.getByRole("dialog", { name: /^Enquire about / });
  await expect(panel.getByLabel("Name")).toBeVisible();
  await expect(panel.locator(".reply-bar")).toHaveCount(0);
  await expect(page.locator(".global-message")).toHaveCount(0);
  await panel.getByLabel("Name").fill("Amy Wong");
  await panel.getByLabel("E-mail", { exact: true }).fill(email);
  await panel.getByRole("button", { name: "Send enquiry" }).click();
  await page.getByRole("dialog", { name: "Success!" }).getByRole("button", { name: "OK" }).click();
  const prompt = page.getByRole("alertdialog", { name: "You already have an account" });
  await expect(prompt).toContainText(`${email} is already registered`);
  await prompt.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("dialog", { name: "Sign in to Harbour Homes" }).getByLabel("E-mail", { exact: true })).toHaveValue(email);
});

for (const [language, text] of [
  ["en", "Hello, I am interested in listing"],
  ["zh-hk", "您好，我對放盤"],
  ["zh-cn", "您好，我对房源"],
] as const) {
  test(
    `WhatsApp (${language}): the tap is recorded, then wa.me opens with the message in the page's language`,
    onPhonesInEnglish(language),
    async ({ page }) => {
      await page.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>wa</title>" }));
      await openListing(page, language);
      const link = page.locator(".contact-bar").first().locator('a[href^="https://wa.me/"]');
      const href = decodeURIComponent((await link.getAttribute("href"))!);
      expect(href).toContain(text);
      expect(href).toMatch(/\/property\/sale\/[^/]+\/HK\d{8}$/);
      const recorded = page.waitForResponse((r) => r.url().endsWith("/api/communication/contactusmedia") && r.status() === 200);
      await link.click();
      await recorded;
      await expect(page).toHaveURL(/^https:\/\/wa\.me\/\d+\?text=/);
    },
  );
}

test("the enquiry page keeps what was typed when the send fails, and sends it once the server answers", sameOnPhones, async ({ page }) => {
  await page.goto("/zh-cn/communication/enquiry");
  await expect(page.getByRole("heading", { level: 1, name: "联系我们" })).toBeVisible();
  await axeClean(page);
  await page.getByLabel("姓名").fill("王小明");
  await page.getByLabel("电话号码").fill("13812345678");
  await page.getByLabel("留言（选填）").fill("想了解租盘");
  await page.route("**/api/communication/contactus", (route) => route.abort("failed"));
  await page.getByRole("button", { name: "发送咨询" }).click();
  await expect(page.locator(".global-message")).toBeVisible();
  await expect(page.getByLabel("姓名")).toHaveValue("王小明");
  await expect(page.getByLabel("留言（选填）")).toHaveValue("想了解租盘");
  await page.unroute("**/api/communication/contactus");
  await page.getByRole("button", { name: "发送咨询" }).click();
  await expect(page.getByRole("dialog", { name: "成功！" })).toBeVisible();
});

test("a signed-in member's e-mail is locked in the panel, and the enquiry shows on their enquiry history page", async ({ page }) => {
  const email = newEmail("history");
  // page.request shares the page's cookies: the sign-up signs this browser in.
  const token = ((await (await page.request.get("/api/communication/getcsrftoken")).json()) as { data: string }).data;
  const signup = await page.request.post("/api/account/registerbyemail", {
    data: { email, language: "en" },
    headers: { "x-xsrf-token": token },
  });
  expect(signup.ok()).toBe(true);

  await openListing(page, "en");
  const reference = (await page.locator(".contact-bar a[href*='wa.me']").first().getAttribute("href"))!.match(/listing%20([A-Z0-9]+)/)![1]!;
  await page.locator(".contact-bar").first().getByRole("link", { name: "Enquire" }).click();
  const panel = page.getByRole("dialog", { name: /^Enquire about / });
  const emailField = panel.getByLabel("E-mail", { exact: true });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute("readonly", "");
  await panel.getByLabel("Name").fill("Member Mo");
  await panel.getByLabel("Message (optional)").fill("Please call after 6 pm");
  await panel.getByRole("button", { name: "Send enquiry" }).click();
  await page.getByRole("dialog", { name: "Success!" }).getByRole("button", { name: "OK" }).click();

  await page.goto("/en/profile/enquiryhistory");
  await expect(page.getByRole("heading", { level: 1, name: "Enquiry history" })).toBeVisible();
  const item = page.locator(".enquiry-item").first();
  await expect(item).toContainText(reference);
  await expect(item).toContainText("Please call after 6 pm");
  await expect(item).toContainText("Property details");
  await axeClean(page);
});

test("a building page opens the same panel; the enquiry goes out as a building enquiry", async ({ page }) => {
  await openListing(page, "en");
  await page.locator('nav.breadcrumbs a[href*="/building/"]').first().click();
  await expect(page).toHaveURL(/\/en\/building\//);
  await page.getByRole("link", { name: "Enquire", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Enquire about a home" });
  await expect(panel).toBeVisible();
  await axeClean(page);
  await panel.getByLabel("Name").fill("Building Buyer");
  await panel.getByLabel("Phone number").fill("98765432");
  const request = page.waitForRequest((r) => r.url().endsWith("/api/communication/contactus"));
  await panel.getByRole("button", { name: "Send enquiry" }).click();
  expect((await request).postDataJSON()).toMatchObject({ enquiryType: 7, listingId: null, fullName: "Building Buyer", phone: "98765432" });
  await expect(page.getByRole("dialog", { name: "Success!" })).toBeVisible();
});

test("share: the popup copies the listing's address and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openListing(page, "zh-hk");
  await page.getByRole("button", { name: "分享" }).first().click();
  const popup = page.getByRole("dialog", { name: "分享此物業" });
  await expect(popup).toBeVisible();
  await axeClean(page);
  const url = await popup.getByLabel("連結").inputValue();
  expect(url).toMatch(/\/zh-hk\/property\/sale\/[^/]+\/HK\d{8}$/);
  await popup.getByRole("button", { name: "複製連結" }).click();
  await expect(page.locator(".global-message")).toContainText("已複製連結");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(popup.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(url).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
});

test(
  "newsletter in the footer: double opt-in end to end, then already subscribed, then one-click unsubscribe",
  sameOnPhones,
  async ({ page }) => {
    test.slow();
    const email = newEmail("reader");
    await page.goto("/en");
    const footer = page.getByRole("contentinfo");
    const field = footer.getByLabel("Address for the newsletter");
    await field.fill("not-an-address");
    await field.press("Enter");
    const invalid = page.getByRole("dialog", { name: "Please enter a valid email to try again" });
    await expect(invalid).toBeVisible();
    await invalid.getByRole("button", { name: "OK" }).click();

    await field.fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const confirmByMail = page.getByRole("alertdialog", { name: "Please confirm by e-mail" });
    await expect(confirmByMail).toBeVisible();
    await axeClean(page);
    await confirmByMail.getByRole("button", { name: "OK" }).click();
    await expect(field).toHaveValue("");

    await page.goto(await mailLink(page, email, "/en/communication/confirmsubscription?token="));
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByText("Thank you: your subscription is confirmed.")).toBeVisible();

    await page.getByRole("contentinfo").getByLabel("Address for the newsletter").fill(email);
    await page.getByRole("contentinfo").getByLabel("Address for the newsletter").press("Enter");
    await expect(page.getByRole("dialog", { name: "Already subscribed" })).toBeVisible();

    await page.goto(await mailLink(page, email, "/en/communication/unsubscribe?token="));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText("You are unsubscribed.")).toBeVisible();
    await axeClean(page);
  },
);

test("a Hong Kong phone typed the usual way is taken in the panel, on Contact us and from an agent's profile; 5 digits are not", async ({
  page,
}) => {
  test.slow();
  const sentPhone = () =>
    page.waitForRequest((r) => r.url().endsWith("/api/communication/contactus")).then((r) => r.postDataJSON() as Record<string, unknown>);

  // The listing's panel: 5 digits refused, "+852 9123 4567" taken and shown as it is sent.
  await openListing(page, "en");
  await page.locator(".contact-bar").first().getByRole("link", { name: "Enquire" }).click();
  const panel = page.getByRole("dialog", { name: /^Enquire about / });
  await panel.getByLabel("Name").fill("Phone Typist");
  await panel.getByLabel("Phone number").fill("12345");
  await panel.getByLabel("Message (optional)").focus();
  await expect(panel.getByText("Invalid Phone Format")).toBeVisible();
  await panel.getByLabel("Phone number").fill("+852 9123 4567");
  await panel.getByLabel("Message (optional)").focus();
  await expect(panel.getByText("Invalid Phone Format")).toBeHidden();
  await expect(panel.getByLabel("Phone number")).toHaveValue("91234567");
  await expect(panel.getByLabel("Country code")).toHaveValue("852");
  let sent = sentPhone();
  await panel.getByRole("button", { name: "Send enquiry" }).click();
  expect(await sent).toMatchObject({ dialCode: "852", phone: "91234567" });
  await page.getByRole("dialog", { name: "Success!" }).getByRole("button", { name: "OK" }).click();

  // Contact us: spaces, sent at once without leaving the field.
  await page.goto("/en/communication/enquiry");
  await page.getByLabel("Name").fill("Phone Typist");
  await page.getByLabel("Phone number").fill("9123 4567");
  sent = sentPhone();
  await page.getByRole("button", { name: "Send enquiry" }).click();
  expect(await sent).toMatchObject({ dialCode: "852", phone: "91234567" });
  await expect(page.getByRole("dialog", { name: "Success!" })).toBeVisible();

  // An agent's "contact me", with Macau's dial code pasted in front.
  await page.goto("/en/property-agent/x/1");
  await page.getByRole("link", { name: "Contact me" }).first().click();
  const agentPanel = page.getByRole("dialog").filter({ has: page.getByLabel("Phone number") });
  await agentPanel.getByLabel("Name").fill("Phone Typist");
  await agentPanel.getByLabel("Phone number").fill("00853 6612-3456");
  sent = sentPhone();
  await agentPanel.getByRole("button", { name: "Send enquiry" }).click();
  expect(await sent).toMatchObject({ dialCode: "853", phone: "66123456", agentId: 1 });
  await expect(page.getByRole("dialog", { name: "Success!" })).toBeVisible();
});

test("a member's enquiry carries their saved properties, read by the server: the agent's e-mail names them", async ({ page }) => {
  test.slow();
  const email = newEmail("saver");
  const token = ((await (await page.request.get("/api/communication/getcsrftoken")).json()) as { data: string }).data;
  const signup = await page.request.post("/api/account/registerbyemail", {
    data: { email, language: "en" },
    headers: { "x-xsrf-token": token },
  });
  expect(signup.ok()).toBe(true);
  // The member saved listing 2 (from another device, say): it is in their account, not in this browser.
  const saved = await page.request.post("/api/property/saveuserproperties", {
    data: { savedPropertyType: 1, properties: [{ propertyListingId: 2 }] },
    headers: { "x-xsrf-token": token },
  });
  expect(saved.ok()).toBe(true);
  await page.goto("/en/property/sale/x/2");
  const savedReference = page.url().match(/(HK\d{8})$/)![1]!;

  await openListing(page, "en");
  await page.locator(".contact-bar").first().getByRole("link", { name: "Enquire" }).click();
  const panel = page.getByRole("dialog", { name: /^Enquire about / });
  const name = `Saver ${Math.random().toString(36).slice(2, 6)}`;
  await panel.getByLabel("Name").fill(name);
  const request = page.waitForRequest((r) => r.url().endsWith("/api/communication/contactus"));
  await panel.getByRole("button", { name: "Send enquiry" }).click();
  const body = (await request).postDataJSON() as { enquiryData: { jsonData: { Properties: { propertyListingId: number }[] } } };
  expect(body.enquiryData.jsonData.Properties.map((p) => p.propertyListingId)).not.toContain(2);
  await page.getByRole("dialog", { name: "Success!" }).getByRole("button", { name: "OK" }).click();

  const agentMail = await mailText(page, "", `New enquiry from ${name}`);
  expect(agentMail).toContain(`Their saved and recently viewed properties: ${savedReference}`);
});
