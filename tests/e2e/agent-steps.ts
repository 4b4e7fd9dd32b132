import { expect, type Page } from "@playwright/test";
import { followMailLink } from "./visitor.ts";

/**
 * The n-th agent from the end of the team page: its id and public e-mail. Each journey takes an agent of its own, so
 * no two journeys set one agent's password at the same time. Counted from the end because an owner's submission goes
 * to the agent with the fewest open reviews, the lowest id first: the journeys that submit listings sign in as the
 * first agents (signInAsAgent), never as one of these.
 */
export async function demoAgent(page: Page, nth: number): Promise<{ id: number; email: string }> {
  await page.goto("/en/property-agent-team");
  const profiles = page.getByRole("main").locator('a[href^="/en/property-agent/"]');
  const profile = profiles.nth((await profiles.count()) - 1 - nth);
  const id = Number((await profile.getAttribute("href"))!.split("/").at(-1));
  await profile.click();
  const email = (await page.getByRole("main").locator('a[href^="mailto:"]').first().getAttribute("href"))!.replace("mailto:", "");
  return { id, email };
}

/**
 * As the README tells a newcomer: a demo agent's staff account has no password, so the agent asks for the reset
 * link, follows it from the local mailbox, sets a password and signs in (landing on the home page in English).
 */
export async function signInAsDemoAgent(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/en/account/forgotpassword");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
  await followMailLink(page, email, "/en/account/resetpassword?token=");
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Your password has been reset. Please sign in with the new one.")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en$/);
}

/** The public e-mail of the demo agent with this id, from their profile page (its address redirects to the right name). */
export async function demoAgentEmail(page: Page, id: number): Promise<string> {
  await page.goto(`/en/property-agent/agent/${String(id)}`);
  return (await page.getByRole("main").locator('a[href^="mailto:"]').first().getAttribute("href"))!.replace("mailto:", "");
}

/**
 * Signs in as the demo agent with this id, whichever journey set their password first: with `password` when it is
 * already theirs, else through the reset link as `signInAsDemoAgent` does. A journey that meets an agent it did not
 * choose (an owner's submission goes to the agent with the fewest open reviews) resets a password only once.
 */
export async function signInAsAgent(page: Page, id: number, password: string): Promise<string> {
  const email = await demoAgentEmail(page, id);
  const { data: token } = (await (await page.request.get("/api/communication/getcsrftoken")).json()) as { data: string };
  const login = await page.request.post("/en/api/account/login", {
    headers: { "x-xsrf-token": token },
    data: { email, password, rememberMe: false, language: "en" },
  });
  const answer = (await login.json().catch(() => null)) as { user?: unknown } | null;
  if (login.ok() && answer?.user) return email;
  await signInAsDemoAgent(page, email, password);
  return email;
}
