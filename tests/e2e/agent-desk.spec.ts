import { expect, test } from "@playwright/test";
import { axeClean, beOwnVisitor, newEmail, sameOnPhones } from "./visitor.ts";
import { demoAgent, signInAsDemoAgent } from "./agent-steps.ts";

// A demo agent's staff account, as the README tells a newcomer to use it: the
// seed gives every agent an account under its public e-mail with the agent
// role, and no password; the agent asks for a reset link, follows it from the
// local mailbox, signs in and finds the enquiries addressed to them on their
// desk. A member without the role is refused the desk.

test.beforeEach(({ page }) => beOwnVisitor(page));

const PASSWORD = "agent-desk-2026";

test(
  "a demo agent signs in through forgot-password and the mailbox, and their desk lists an enquiry sent to them",
  sameOnPhones,
  async ({ page }) => {
    test.slow();
    // An agent no other journey signs in as (accounts.spec takes the last two on the team page).
    const { id: agentId, email: agentEmail } = await demoAgent(page, 5);
    const sender = `Desk Walk ${Date.now().toString(36)}`;
    const { data: token } = (await (await page.request.get("/api/communication/getcsrftoken")).json()) as { data: string };
    const sent = await page.request.post("/api/communication/contactus", {
      headers: { "x-xsrf-token": token },
      data: {
        fullName: sender,
        email: newEmail("desk"),
        phone: "91234567",
        dialCode: "852",
        salutation: 1,
        comment: "Is it still available?",
        message: "Is it still available?",
        enquiryType: 5,
        currencyType: 1,
        language: "en",
        agentId,
        enquiryData: { referralUrl: "", jsonData: { Properties: [] }, emailId: "", edmId: "", referralId: "" },
        analyticsData: { trackingId: "", userId: "" },
        enquiryCommMediaType: 1,
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    await signInAsDemoAgent(page, agentEmail, PASSWORD);

    const desk = await page.goto("/en/agent/enquiries");
    expect(desk?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(sender)).toBeVisible();
    await axeClean(page);
    // The same desk on a phone: nothing runs off the side.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText(sender)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  },
);

test("a member without the agent role is refused the agent desk, and a guest is asked to sign in", sameOnPhones, async ({ page }) => {
  const guest = await page.goto("/en/agent/enquiries");
  await expect(page).toHaveURL(/\/en\/account\/login\?ReturnUrl=%2Fen%2Fagent%2Fenquiries/);
  expect(guest?.status()).toBe(200);
  const { data: token } = (await (await page.request.get("/api/communication/getcsrftoken")).json()) as { data: string };
  const signUp = await page.request.post("/api/account/registerbyemail", {
    headers: { "x-xsrf-token": token },
    data: { email: newEmail("not-an-agent"), language: "en" },
  });
  expect(signUp.status()).toBe(200);
  const refused = await page.goto("/en/agent/enquiries");
  expect(refused?.status()).toBe(403);
});
