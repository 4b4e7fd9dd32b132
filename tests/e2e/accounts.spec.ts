import { expect, test, type Page, type Response } from "@playwright/test";
import { demoAgent, signInAsDemoAgent } from "./agent-steps.ts";
import { axeClean, beOwnVisitor, followMailLink, hydrated, newEmail, onPhonesInEnglish, sameOnPhones } from "./visitor.ts";

// Issue 15's journeys: signing up, verifying by the e-mailed link, signing in
// and out, the existing-account popup, the keyboard, and the guard on member
// pages; at phone and desktop widths, across the three languages.

// Each journey is a visitor of its own: the server limits sign-ups per address
// (10 an hour), and behind its proxy it reads the address from X-Forwarded-For.
test.beforeEach(({ page }) => beOwnVisitor(page));

const PASSWORD = "harbour-view-88";
const NEW_PASSWORD = "kowloon-peak-27";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1280;

/** My Account: on a wide screen a guest gets the login panel; on a phone it opens the menu, where Sign in is. */
async function openLoginPanel(page: Page, names: { myAccount: string; signIn: string }) {
  await page.getByRole("banner").getByRole("button", { name: names.myAccount, exact: true }).click();
  if (isPhone(page)) await page.getByRole("banner").getByRole("button", { name: names.signIn, exact: true }).click();
}

/** The account menu of a signed-in member: the chevron on a wide screen, My Account itself on a phone. */
async function openAccountMenu(page: Page, names: { myAccount: string; menu: string }) {
  // Before hydration the header's buttons do nothing (a page reached by a redirect is a fresh document).
  await hydrated(page);
  const banner = page.getByRole("banner");
  if (isPhone(page)) await banner.getByRole("button", { name: names.myAccount, exact: true }).click();
  else await banner.getByRole("button", { name: names.menu, exact: true }).click();
}

const EN = { myAccount: "My Account", signIn: "Sign in", menu: "Account menu" };

async function signUp(page: Page, email: string) {
  await page.getByRole("dialog", { name: "Sign in to Harbour Homes" }).getByRole("button", { name: "Create an account" }).click();
  const panel = page.getByRole("dialog", { name: "Create your account" });
  await panel.getByLabel("E-mail").fill(email);
  await panel.getByRole("button", { name: "Sign up" }).click();
}

async function signOut(page: Page) {
  await openAccountMenu(page, EN);
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  const popup = page.getByRole("dialog", { name: "You are signed out" });
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  await popup.getByRole("button", { name: "OK" }).click();
}

test("a guest on a results page signs up, verifies by the mailed link, sets a password, signs out, signs in with rememberMe, changes the password and signs out", async ({
  page,
  context,
}) => {
  // Fourteen steps and four axe scans: at a load of 18 on two cores it took over 90 s.
  test.setTimeout(240_000);
  const email = newEmail("journey");
  await page.goto("/en/property-search/buy");
  await openLoginPanel(page, EN);
  const loginPanel = page.getByRole("dialog", { name: "Sign in to Harbour Homes" });
  await expect(loginPanel).toBeVisible();
  await axeClean(page);
  await signUp(page, email);

  const welcome = page.getByRole("dialog", { name: "Welcome to Harbour Homes" });
  await expect(welcome).toContainText("verify your e-mail address");
  await welcome.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/en\/property-search\/sale$/);

  // The unverified menu: Resend Verification and Logout, with the tag.
  await openAccountMenu(page, EN);
  const banner = page.getByRole("banner");
  await expect(banner.getByText("Unverified")).toBeVisible();
  await expect(banner.getByRole("link", { name: "Resend Verification" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Personal Details" })).toHaveCount(0);
  await axeClean(page);
  // The verified members' pages send an unverified member to resend the verification.
  for (const path of ["profile/accountinfo", "profile/changepassword", "profile/locations", "profile/alerts"]) {
    await page.goto(`/en/${path}`);
    await expect(page).toHaveURL(/\/en\/account\/resendverification$/);
  }

  await followMailLink(page, email, "/en/account/confirmemail?token=");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail" })).toBeVisible();
  await axeClean(page);
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Confirm e-mail" }).click();
  await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();

  // Verified now: the full member menu.
  await page.goto("/en");
  await openAccountMenu(page, EN);
  for (const name of [
    "Personal Details",
    "Change Password",
    "Alerts",
    "My Places",
    "Pending Documents",
    "Signed Documents",
    "My Listings",
    "My Viewings",
  ]) {
    await expect(banner.getByRole("link", { name })).toBeVisible();
  }
  // The agent desk is an agent's entry only.
  await expect(banner.getByRole("link", { name: "My enquiries" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await signOut(page);
  expect((await context.cookies()).find((c) => c.name === "__Host-hh_session")).toBeUndefined();

  await openLoginPanel(page, EN);
  await loginPanel.getByLabel("E-mail").fill(email);
  await loginPanel.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await loginPanel.getByLabel("Keep me signed in").check();
  await loginPanel.getByRole("button", { name: "Sign in" }).click();
  const back = page.getByRole("dialog", { name: "Welcome back" });
  await expect(back).toBeVisible();
  await back.getByRole("button", { name: "OK" }).click();
  const session = (await context.cookies()).find((c) => c.name === "__Host-hh_session");
  // rememberMe: a persistent cookie of about 30 days, not a browser-session one.
  expect(session?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

  await page.goto("/en/profile/changepassword");
  await axeClean(page);
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await signOut(page);
});

test("signing up with an address that has an account opens the existing-account popup, then the login panel with the address locked", async ({
  page,
}) => {
  const email = newEmail("existing");
  // First sign-up (signs in), then sign out, then the same address again as a guest.
  await page.goto("/zh-hk/property-search/rent");
  await openLoginPanel(page, { myAccount: "我的帳戶", signIn: "登入" });
  await page.getByRole("dialog", { name: "登入港居" }).getByRole("button", { name: "建立帳戶" }).click();
  const signup = page.getByRole("dialog", { name: "建立帳戶" });
  await signup.getByLabel("電郵").fill(email);
  await signup.getByRole("button", { name: "註冊" }).click();
  await page.getByRole("dialog", { name: "歡迎加入港居" }).getByRole("button", { name: "確定" }).click();
  await openAccountMenu(page, { myAccount: "我的帳戶", menu: "帳戶選單" });
  await page.getByRole("banner").getByRole("button", { name: "登出" }).click();
  await page.getByRole("dialog", { name: "您已登出" }).getByRole("button", { name: "確定" }).click();
  await expect(page).toHaveURL(/\/zh-hk$/);

  await page.goto("/zh-hk/property-search/rent");
  await openLoginPanel(page, { myAccount: "我的帳戶", signIn: "登入" });
  await page.getByRole("dialog", { name: "登入港居" }).getByRole("button", { name: "建立帳戶" }).click();
  await signup.getByLabel("電郵").fill(email);
  await signup.getByRole("button", { name: "註冊" }).click();

  const popup = page.getByRole("alertdialog", { name: "您已擁有帳戶" });
  await expect(popup).toContainText(email);
  await axeClean(page);
  await popup.getByRole("button", { name: "登入" }).click();
  const login = page.getByRole("dialog", { name: "登入港居" });
  await expect(login.getByLabel("電郵")).toHaveValue(email);
  await expect(login.getByLabel("電郵")).toHaveAttribute("readonly", "");
  await expect(login.getByRole("link", { name: /^以 / })).toHaveCount(0);
  // The search was kept for after signing in.
  expect(await page.evaluate(() => window.localStorage.getItem("pendingSaveSearch"))).toContain(email);
  // A wrong password: the server's message, translated, and the panel stays.
  await login.getByLabel("密碼").fill("not-the-password");
  await login.getByRole("button", { name: "登入" }).click();
  await expect(login.getByRole("alert")).toHaveText("電郵或密碼不正確。");
});

test("the login panel checks the e-mail on blur and sends nothing while a check fails", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/account/login")) calls.push(request.url());
  });
  await page.goto("/zh-cn");
  await openLoginPanel(page, { myAccount: "我的账户", signIn: "登录" });
  const login = page.getByRole("dialog", { name: "登录港居" });
  await login.getByLabel("邮箱").fill("not-an-address");
  await login.getByLabel("密码").focus();
  await expect(login.getByText("邮箱格式不正确")).toBeVisible();
  await login.getByRole("button", { name: "登录" }).click();
  await expect(login.getByText("必须填写")).toBeVisible();
  await axeClean(page);
  expect(calls).toEqual([]);
  // Escape closes the panel and focus goes back to where it was.
  await page.keyboard.press("Escape");
  await expect(login).toBeHidden();
});

test("keyboard only: sign in from the header and sign out", async ({ page }) => {
  const email = newEmail("keys");
  // An account to sign in to (signed in by the sign-up, then signed out).
  await page.goto("/en/account/register");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("E-mail").press("Enter");
  await page.getByRole("dialog", { name: "Welcome to Harbour Homes" }).getByRole("button", { name: "OK" }).press("Enter");
  await followMailLink(page, email, "/en/account/confirmemail?token=");
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByLabel("Confirm password").press("Enter");
  await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();
  await signOut(page);

  await page.goto("/en");
  const banner = page.getByRole("banner");
  const myAccount = banner.getByRole("button", { name: "My Account", exact: true });
  // Tab from the top of the page until My Account has the focus.
  for (let i = 0; i < 30 && !(await myAccount.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(myAccount).toBeFocused();
  await page.keyboard.press("Enter");
  if (isPhone(page)) {
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Sign in", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
  }
  const login = page.getByRole("dialog", { name: "Sign in to Harbour Homes" });
  await expect(login).toBeVisible();
  await expect(login.getByLabel("E-mail")).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  const back = page.getByRole("dialog", { name: "Welcome back" });
  await expect(back.getByRole("button", { name: "OK" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(back).toBeHidden();
  await expect(login).toBeHidden();
});

test("a guest opening personal details signs in first and lands back there", async ({ page }) => {
  const email = newEmail("guard");
  await page.goto("/en/account/register");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.getByRole("dialog", { name: "Welcome to Harbour Homes" }).getByRole("button", { name: "OK" }).click();
  await followMailLink(page, email, "/en/account/confirmemail?token=");
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Confirm e-mail" }).click();
  await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();
  await signOut(page);

  const response = await page.goto("/en/profile/accountinfo");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/account\/login\?ReturnUrl=%2Fen%2Fprofile%2Faccountinfo$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page).toHaveTitle("Sign in | Harbour Homes");
  await axeClean(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/profile\/accountinfo$/);
  await expect(page.getByRole("heading", { level: 1, name: "Personal details" })).toBeVisible();
  await axeClean(page);

  // Personal details are saved and shown again after a reload.
  await page.getByRole("radio", { name: "Dr." }).check();
  await page.getByLabel("First name").fill("Amy");
  await page.getByLabel("Last name").fill("Chan");
  // A Macau number pasted whole, dial code and spaces: the dial code is taken from it.
  await page.getByLabel("Country code").selectOption("852");
  await page.getByLabel("Phone").fill("+853 6123 4567");
  await page.getByLabel("Send me the Harbour Homes newsletter").check();
  await expect(page.getByLabel("Phone")).toHaveValue("61234567");
  await expect(page.getByLabel("Country code")).toHaveValue("853");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your details are saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("First name")).toHaveValue("Amy");
  await expect(page.getByRole("radio", { name: "Dr." })).toBeChecked();
  await expect(page.getByLabel("Country code")).toHaveValue("853");
  await expect(page.getByLabel("Phone")).toHaveValue("61234567");
  await expect(page.getByLabel("Send me the Harbour Homes newsletter")).toBeChecked();
});

test("a guest is sent to sign in from every member page, with the way back", sameOnPhones, async ({ page }) => {
  for (const path of [
    "/zh-hk/profile/changepassword",
    "/en/profile/managedata",
    "/zh-cn/profile/reverifyemail",
    "/en/mydocument/pendingdocument",
    "/en/myproperty/myviewings",
  ]) {
    await page.goto(path);
    const language = path.split("/")[1];
    await expect(page).toHaveURL(new RegExp(`/${language}/account/login\\?ReturnUrl=${encodeURIComponent(path)}$`));
  }
  // The return URL is a path on this site only.
  await page.goto("/en/account/login?ReturnUrl=//evil.example");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
});

for (const { path, heading, lang } of [
  { path: "/en/account/forgotpassword", heading: "Forgot your password?", lang: "en" },
  { path: "/zh-hk/account/resendverification", heading: "重新發送驗證電郵", lang: "zh-Hant-HK" },
  { path: "/zh-cn/account/lockout", heading: "账户已锁定", lang: "zh-Hans-CN" },
  { path: "/zh-hk/account/resetpassword", heading: "設定新密碼", lang: "zh-Hant-HK" },
  { path: "/en/account/register", heading: "Create an account", lang: "en" },
]) {
  test(`${path} is server-rendered, not indexed and accessible`, onPhonesInEnglish(lang), async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await axeClean(page);
  });
}

test("forgot password answers the same for any address and shows where the link went", sameOnPhones, async ({ page }) => {
  await page.goto("/en/account/forgotpassword");
  await page.getByLabel("E-mail").fill("nobody-here@example.hk");
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByText("If an account exists for nobody-here@example.hk")).toBeVisible();
});

test(
  "social sign-in with the test provider comes back signed in; an unverified provider e-mail is refused",
  sameOnPhones,
  async ({ page }) => {
    await page.goto("/en/property-search/rent");
    await openLoginPanel(page, EN);
    const login = page.getByRole("dialog", { name: "Sign in to Harbour Homes" });
    await login.getByRole("link", { name: "Continue with Test Provider" }).click();
    await page.getByRole("button", { name: "Sign in as social.member@example.com" }).click();
    await expect(page).toHaveURL(/\/en\/property-search\/rent$/);
    // Welcomed back as a password sign-in is, once: the callback's flag is gone after the page has read it.
    const back = page.getByRole("dialog", { name: "Welcome back" });
    await expect(back).toBeVisible();
    await back.getByRole("button", { name: "OK" }).click();
    await expect(back).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === "hh_social_signed_in")).toBeUndefined();
    await page.reload();
    await hydrated(page);
    await expect(back).toHaveCount(0);
    // A provider-verified e-mail: a verified member with the full menu.
    await openAccountMenu(page, EN);
    await expect(page.getByRole("banner").getByText("Signed in as social.member@example.com")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Personal Details" })).toBeVisible();
    await page.keyboard.press("Escape");
    await signOut(page);

    // The provider remembers who signed in there; forget it to pick the other account.
    await page.context().clearCookies();
    await page.goto("/zh-hk/account/login");
    await page.getByRole("main").getByRole("link", { name: "以 Test Provider 繼續" }).click();
    await page.getByRole("button", { name: "Sign in as unverified.social@example.com" }).click();
    await expect(page).toHaveURL(/\/account\/login\?externalError=externalEmailUnverified$/);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/尚未驗證您的電郵地址|has not verified your e-mail/);
  },
);

test("the login page shows a button for each configured social provider", sameOnPhones, async ({ page }) => {
  await page.goto("/en/account/login");
  await expect(page.getByRole("main").getByRole("link", { name: "Continue with Test Provider" })).toBeVisible();
});

/** A verified account with a password, signed out again, ready to sign in to. */
async function verifiedAccount(page: Page, label: string): Promise<string> {
  const email = newEmail(label);
  await page.goto("/en/account/register");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.getByRole("dialog", { name: "Welcome to Harbour Homes" }).getByRole("button", { name: "OK" }).click();
  await followMailLink(page, email, "/en/account/confirmemail?token=");
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Confirm e-mail" }).click();
  await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();
  return email;
}

test("the login panel: inputs disabled while the call runs, no answer is the global apiCallError, too many attempts and a locked account", async ({
  page,
}) => {
  await page.goto("/en/property-search/rent");
  await openLoginPanel(page, EN);
  const login = page.getByRole("dialog", { name: "Sign in to Harbour Homes" });
  await login.getByLabel("E-mail").fill("someone@example.hk");
  await login.getByLabel("Password", { exact: true }).fill("whatever-it-is");

  // No answer at all (the connection drops): the global message line, the panel stays as it was.
  let release: () => void = () => undefined;
  let held: () => void = () => undefined;
  const requestHeld = new Promise<void>((resolve) => (held = resolve));
  await page.route("**/en/api/account/login", async (route) => {
    const released = new Promise<void>((resolve) => (release = resolve));
    held();
    await released;
    await route.abort("connectionreset");
  });
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(login.getByLabel("E-mail")).toBeDisabled();
  await expect(login.getByLabel("Password", { exact: true })).toBeDisabled();
  // The inputs lock at the click, before the request reaches the route: release it only once it is held.
  await requestHeld;
  release();
  await expect(page.getByRole("status").filter({ hasText: "Something goes wrong :( Please try again." })).toBeVisible();
  await expect(login.getByLabel("E-mail")).toBeEnabled();
  // Over the open panel the line can still be clicked away.
  await page.getByRole("button", { name: "Close message" }).click();
  await expect(page.getByText("Something goes wrong :( Please try again.")).toBeHidden();
  await expect(login).toBeVisible();

  // The server refuses the 6th try in a minute: its message, translated.
  await page.unroute("**/en/api/account/login");
  await page.route("**/en/api/account/login", (route) =>
    route.fulfill({
      status: 429,
      headers: { "retry-after": "60" },
      json: { user: null, result: { hasError: true, message: "tooManyAttempts" } },
    }),
  );
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(login.getByRole("alert")).toHaveText("Too many sign-in attempts. Please try again in 1 minute.");

  // A locked account: the lockout page.
  await page.unroute("**/en/api/account/login");
  await page.route("**/en/api/account/login", (route) =>
    route.fulfill({ json: { user: null, result: { hasError: true, message: "lockedOut" }, lockedOut: true } }),
  );
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/account\/lockout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account locked" })).toBeVisible();
  await expect(login).toBeHidden();
});

test("a server message with markup reaches the global line sanitised", sameOnPhones, async ({ page }) => {
  await page.goto("/en");
  await openLoginPanel(page, EN);
  await page.getByRole("dialog", { name: "Sign in to Harbour Homes" }).getByRole("button", { name: "Create an account" }).click();
  await page.route("**/api/account/registerbyemail", (route) =>
    route.fulfill({
      json: {
        user: null,
        result: {
          hasError: true,
          message: 'Try <a href="/en/account/forgotpassword">resetting</a><img src="x" onerror="window.__xss = 1">',
        },
      },
    }),
  );
  const signup = page.getByRole("dialog", { name: "Create your account" });
  await signup.getByLabel("E-mail").fill("markup@example.hk");
  await signup.getByRole("button", { name: "Sign up" }).click();
  const line = page.locator(".global-message");
  await expect(line.getByRole("link", { name: "resetting" })).toHaveAttribute("href", "/en/account/forgotpassword");
  await expect(line.locator("img")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // Without a panel over it, the line closes when clicked.
  await page.keyboard.press("Escape");
  await expect(line.getByRole("link", { name: "resetting" })).toBeVisible();
  await line.click();
  await expect(line).toBeHidden();
});

test("forgot password: the mailed link sets a new password, which signs in", sameOnPhones, async ({ page }) => {
  const email = await verifiedAccount(page, "forgot");
  await signOut(page);
  await page.goto("/en/account/forgotpassword");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
  await followMailLink(page, email, "/en/account/resetpassword?token=");
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await axeClean(page);
  // The browser's checks first: a mismatch sends nothing.
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByLabel("Confirm password").fill(`${NEW_PASSWORD}x`);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("The passwords do not match.")).toBeVisible();
  await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Your password has been reset. Please sign in with the new one.")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  // No ReturnUrl: the home page in the sign-in page's language.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en$/);
});

test("an agent signs in and finds the agent desk at the end of the account menu", async ({ page }) => {
  // Another agent on a phone (agent-desk.spec takes the sixth from the end).
  const agent = await demoAgent(page, isPhone(page) ? 1 : 0);
  await signInAsDemoAgent(page, agent.email, NEW_PASSWORD);

  await openAccountMenu(page, EN);
  const menu = page.getByRole("banner").locator(".account-menu-panel .account-menu-list");
  // The agent desk's pages close the menu: the enquiries, the client documents, then the listings to review.
  await expect(menu.getByRole("link").nth(-3)).toHaveText("My enquiries");
  await expect(menu.getByRole("link").nth(-2)).toHaveText("Client documents");
  await expect(menu.getByRole("link").last()).toHaveText("Listings to review");
  await menu.getByRole("link", { name: "My enquiries" }).click();
  await expect(page).toHaveURL(/\/en\/agent\/enquiries$/);
  await expect(page.getByRole("heading", { level: 1, name: "My enquiries" })).toBeVisible();
});

test("manage data: download my data, then delete the account after confirming", sameOnPhones, async ({ page }) => {
  await verifiedAccount(page, "delete");
  await page.goto("/en/profile/managedata");
  await axeClean(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.json$/);

  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Required")).toBeVisible();
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await axeClean(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog", { name: "Your account has been deleted." })).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  // Signed out: a member page sends to sign in again.
  await page.goto("/en/profile/accountinfo");
  await expect(page).toHaveURL(/\/en\/account\/login\?ReturnUrl=/);
});

test("resend verification and a change of e-mail address, confirmed by the link sent to the new one", sameOnPhones, async ({ page }) => {
  const email = newEmail("resend");
  await page.goto("/zh-hk/account/register");
  await page.getByLabel("電郵").fill(email);
  await page.getByRole("button", { name: "註冊" }).click();
  await page.getByRole("dialog", { name: "歡迎加入港居" }).getByRole("button", { name: "確定" }).click();
  await page.goto("/zh-hk/account/resendverification");
  await expect(page.getByText(`我們會將新的驗證連結寄往 ${email}。`)).toBeVisible();
  await page.getByRole("button", { name: "發送連結" }).click();
  await expect(page.getByText("如該電郵地址需要確認，新的驗證連結已經寄出。")).toBeVisible();
  await followMailLink(page, email, "/zh-hk/account/confirmemail?token=");
  await page.getByLabel("新密碼").fill(PASSWORD);
  await page.getByLabel("確認密碼").fill(PASSWORD);
  await page.getByRole("button", { name: "確認電郵" }).click();
  await expect(page.getByText("您的電郵地址已確認。")).toBeVisible();

  const newAddress = newEmail("moved");
  await page.goto("/zh-hk/profile/reverifyemail");
  await axeClean(page);
  await page.getByLabel("新電郵地址").fill(newAddress);
  await page.getByRole("button", { name: "發送連結" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "請查看新郵箱" })).toBeVisible();
  await followMailLink(page, newAddress, "/account/confirmemail?token=");
  await page.getByRole("button", { name: /確認電郵|Confirm e-mail/ }).click();
  await expect(page.getByText(/您的電郵地址已更改。|Your e-mail address has been changed./)).toBeVisible();
});

/**
 * The home page's popular districts are in the page's language (Chinese characters on a zh page), and so is
 * the data a client navigation (`dataPath`, awaited as `navigation`) brought for it.
 */
async function expectChinesePlaces(page: Page, navigation?: { done: Promise<Response>; dataPath: string }) {
  if (navigation) await navigation.done;
  const first = page.locator(".popular-list").first().getByRole("link").first().locator("span").first();
  await expect(first).toHaveText(/[\u4e00-\u9fff]/);
  if (!navigation) return;
  // Read as the browser reads it (UTF-8), the data the page was given names the same places.
  const data = await page.evaluate((path) => fetch(path).then((r) => r.text()), navigation.dataPath);
  expect(data).toContain(await first.textContent());
}

test("signing in on a zh login page stays in its language, and signing out or deleting the account there leaves Chinese names on the home page", async ({
  page,
}) => {
  const email = await verifiedAccount(page, "zh-home");
  await signOut(page);

  // zh-cn: no ReturnUrl, so the zh-cn home page; then signing out there.
  await page.goto("/zh-cn/account/login");
  await page.locator("#login-page-email").fill(email);
  await page.locator("#login-page-password").fill(PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/zh-cn$/);
  await expectChinesePlaces(page);
  await openAccountMenu(page, { myAccount: "我的账户", menu: "账户菜单" });
  // Signing out reloads the home page's data in the page (a client navigation), not the document.
  const homeAfterSignOut = page.waitForResponse((r) => new URL(r.url()).pathname === "/zh-cn.data");
  await page.getByRole("banner").getByRole("button", { name: "退出登录" }).click();
  const signedOut = page.getByRole("dialog", { name: "您已退出登录" });
  await expect(signedOut).toBeVisible();
  await expect(page).toHaveURL(/\/zh-cn$/);
  await signedOut.getByRole("button", { name: "确定" }).click();
  await expectChinesePlaces(page, { done: homeAfterSignOut, dataPath: "/zh-cn.data" });

  // zh-hk: the same, then the account deleted from its page.
  await page.goto("/zh-hk/account/login");
  await page.locator("#login-page-email").fill(email);
  await page.locator("#login-page-password").fill(PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "登入" }).click();
  await expect(page).toHaveURL(/\/zh-hk$/);
  await page.goto("/zh-hk/profile/managedata");
  await page.getByLabel("您的密碼").fill(PASSWORD);
  await page.getByRole("button", { name: "刪除我的帳戶" }).click();
  const homeAfterDeletion = page.waitForResponse((r) => new URL(r.url()).pathname === "/zh-hk.data");
  await page.getByRole("alertdialog", { name: "刪除您的帳戶？" }).getByRole("button", { name: "刪除", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "您的帳戶已被刪除。" })).toBeVisible();
  await expect(page).toHaveURL(/\/zh-hk$/);
  await expectChinesePlaces(page, { done: homeAfterDeletion, dataPath: "/zh-hk.data" });
});

test("personal details: after a wrong phone number, the first Save of the corrected form saves", async ({ page }) => {
  await verifiedAccount(page, "details-fix");
  await page.goto("/en/profile/accountinfo");
  await page.getByLabel("Phone").fill("12ab");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Invalid Phone Format")).toBeVisible();
  // The focus stays in the field while it is put right; the next Save is the one that counts.
  await page.getByLabel("Phone").fill("6123-4567");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your details are saved.")).toBeVisible();
  await expect(page.getByText("Invalid Phone Format")).toBeHidden();
});

test("the sign-up limit says it is the sign-up limit and how long it lasts, below the header", async ({ page }) => {
  await page.goto("/en/property-search/rent");
  await openLoginPanel(page, EN);
  await page.route("**/api/account/registerbyemail", (route) =>
    route.fulfill({
      status: 429,
      headers: { "retry-after": "3540" },
      json: { user: null, result: { hasError: true, message: "tooManyAttempts" } },
    }),
  );
  await signUp(page, newEmail("limit"));
  const line = page
    .getByRole("status")
    .filter({ hasText: "Too many sign-ups from this address or network. Please try again in 59 minutes." });
  await expect(line).toBeVisible();
  const header = await page.getByRole("banner").boundingBox();
  const bar = await line.boundingBox();
  expect(bar!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
});

for (const [language, text] of [
  ["zh-hk", "此地址或網絡的註冊次數過多，請於 59 分鐘後再試。"],
  ["zh-cn", "此地址或网络的注册次数过多，请于 59 分钟后再试。"],
] as const) {
  test(`the sign-up limit's message in ${language}`, async ({ page }) => {
    await page.route("**/api/account/registerbyemail", (route) =>
      route.fulfill({
        status: 429,
        headers: { "retry-after": "3540" },
        json: { user: null, result: { hasError: true, message: "tooManyAttempts" } },
      }),
    );
    await page.goto(`/${language}/account/register`);
    await page
      .locator("input[type=email]")
      .first()
      .fill(newEmail(`limit-${language}`));
    await page.getByRole("main").locator("button[type=submit]").first().click();
    await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
  });
}
