import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { axeClean, beOwnVisitor, hydrated, sameOnPhones } from "./visitor.ts";
import { demoAgent, signInAsDemoAgent } from "./agent-steps.ts";
import { signOnScreen, verifiedMember } from "./signing-steps.ts";
import { pageTexts } from "../fixtures/page-texts.ts";
import { poppler, validationLines } from "../integration/pdf-signing/poppler.ts";

// Issue 31's journey: an agent issues a tenant agreement for a listing to a
// member; the member sees the count in the account menu and the notification,
// opens it on a phone in zh-hk, gets the code from the mailbox and signs with a
// Chinese typed name; the agent countersigns; both download the signed PDF from
// signed documents, and pdfsig finds every signature valid.

test.beforeEach(({ page }) => beOwnVisitor(page));

const ZH = pageTexts("zh-hk");
const EN = pageTexts("en");
const PHONE = { width: 390, height: 844 };

/** Downloads the first signed document from the signed documents page and answers pdfsig's report on it. */
async function downloadSigned(
  page: Page,
  language: "en" | "zh-hk",
  t: typeof EN,
): Promise<{ bytes: Buffer; pdfsig: string; text: string }> {
  await expect(async () => {
    await page.goto(`/${language}/mydocument/signeddocument`);
    await expect(page.getByRole("button", { name: new RegExp(t("documents.doc.download")) }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
  await hydrated(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("button", { name: new RegExp(t("documents.doc.download")) })
      .first()
      .click(),
  ]);
  const file = join(mkdtempSync(join(tmpdir(), "signed-")), "signed.pdf");
  await download.saveAs(file);
  const bytes = readFileSync(file);
  const pdfsig = poppler("pdfsig", bytes).stdout;
  const text = poppler("pdftotext", bytes).stdout;
  return { bytes, pdfsig, text };
}

async function agentPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await beOwnVisitor(page);
  return page;
}

test(
  "an agent issues a tenant agreement; the member signs it on a phone in zh-hk with a Chinese name; the agent countersigns; both download a PDF whose every signature is valid",
  sameOnPhones,
  async ({ page, browser, baseURL }) => {
    test.slow();
    test.setTimeout(480_000);
    const member = page;
    const memberEmail = await verifiedMember(member, "signer");

    // The agent: a demo agent no other journey signs in as.
    const agent = await agentPage(browser, baseURL);
    const { email: agentEmail } = await demoAgent(agent, 7);
    await signInAsDemoAgent(agent, agentEmail, "documents-desk-2026");

    // A listing to rent, named by its address as an agent would paste it.
    await agent.goto("/en/property-search/rent");
    const listingAddress = (await agent.locator('main a[href^="/en/property/rent/"]').first().getAttribute("href"))!;

    // The desk: a new tenant agreement in Chinese, previewed, then sent.
    await agent.goto("/en/agent/documents");
    await hydrated(agent);
    await axeClean(agent);
    await agent.getByRole("button", { name: EN("documents.agent.new") }).click();
    await agent.getByLabel(EN("documents.agent.listingId")).fill(listingAddress);
    await expect(agent.getByText(/^Listing: /)).toBeVisible({ timeout: 15_000 });
    await agent.getByLabel(EN("documents.agent.clientEmail")).fill(memberEmail);
    await agent.getByLabel(EN("documents.agent.template")).selectOption("tenant-agreement");
    await agent.getByLabel(EN("documents.agent.language")).selectOption("zh-hk");
    await agent.getByRole("button", { name: EN("documents.agent.preview") }).click();
    await expect(agent.locator(".document-preview .document-body")).toContainText(/\S/, { timeout: 30_000 });
    await axeClean(agent);
    await agent.getByRole("button", { name: EN("documents.agent.send") }).click();
    await expect(agent.getByText(EN("documents.agent.sent"))).toBeVisible({ timeout: 60_000 });
    await expect(agent.locator(".agent-document-list > li").first()).toContainText(memberEmail);

    // The member, on a phone in zh-hk: the notification and the count in the account menu.
    await member.setViewportSize(PHONE);
    await member.goto("/zh-hk");
    await hydrated(member);
    const notice = member.getByRole("status").filter({ hasText: "1 份文件待您簽署" });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    const banner = member.getByRole("banner");
    await banner.getByRole("button", { name: ZH("nav.myAccount"), exact: true }).click();
    await expect(banner.getByRole("link", { name: `${ZH("account.shell.pendingDocuments")} (1 份待簽)` })).toBeVisible();
    await member.goto("/zh-hk/mydocument/pendingdocument");
    await hydrated(member);
    // Not on the pending page itself.
    await expect(member.getByText("1 份文件待您簽署")).toHaveCount(0);
    await axeClean(member);
    await member
      .getByRole("link", { name: new RegExp(`^${ZH("documents.doc.sign")}`) })
      .first()
      .click();
    await expect(member).toHaveURL(/\/zh-hk\/mydocument\/sign\/[\w-]{43}$/);
    await expect(member.locator(".document-body")).toContainText(/\S/, { timeout: 30_000 });
    await axeClean(member);
    expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await signOnScreen(member, ZH, memberEmail, "陳大文");
    await expect(member.getByText(ZH("documents.sign.doneWaiting"))).toBeVisible();

    // The agent countersigns from the desk.
    await agent.goto("/en/agent/documents");
    await hydrated(agent);
    await agent
      .getByRole("link", { name: EN("documents.agent.signYourself") })
      .first()
      .click();
    await expect(agent).toHaveURL(/\/en\/mydocument\/sign\//);
    await expect(agent.locator(".document-body")).toContainText(/\S/, { timeout: 30_000 });
    await signOnScreen(agent, EN, agentEmail, "Agent Countersign");
    await expect(agent.getByText(EN("documents.sign.doneComplete"))).toBeVisible();

    // Both download the signed PDF from their signed documents.
    for (const [who, language, t] of [
      [member, "zh-hk", ZH],
      [agent, "en", EN],
    ] as const) {
      const signed = await downloadSigned(who, language, t);
      expect(signed.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      // pdfsig exits 0 even on a digest mismatch: its words decide.
      const verdicts = validationLines(signed.pdfsig);
      expect(verdicts.length, signed.pdfsig).toBeGreaterThanOrEqual(2);
      expect(
        verdicts.every((v) => v === "Signature is Valid."),
        signed.pdfsig,
      ).toBe(true);
      expect(signed.text).toContain("陳大文");
      if (who === member) await axeClean(member);
    }

    // One byte changed: the verify page says altered.
    const original = await downloadSigned(member, "zh-hk", ZH);
    const altered = Buffer.from(original.bytes);
    const at = Math.floor(altered.length / 3);
    altered[at] = altered[at]! ^ 0x01;
    const dir = mkdtempSync(join(tmpdir(), "altered-"));
    writeFileSync(join(dir, "altered.pdf"), altered);
    await member.goto("/zh-hk/verify-document");
    await hydrated(member);
    await member.getByLabel(ZH("documents.verify.file")).setInputFiles(join(dir, "altered.pdf"));
    await member.getByRole("button", { name: ZH("documents.verify.submit") }).click();
    await expect(member.getByText(new RegExp(`${ZH("documents.verify.altered")}|${ZH("documents.verify.notOurs")}`))).toBeVisible({
      timeout: 30_000,
    });
    writeFileSync(join(dir, "signed.pdf"), original.bytes);
    await member.getByLabel(ZH("documents.verify.file")).setInputFiles(join(dir, "signed.pdf"));
    await member.getByRole("button", { name: ZH("documents.verify.submit") }).click();
    await expect(member.getByText(ZH("documents.verify.ok"))).toBeVisible({ timeout: 30_000 });
    await axeClean(member);
    await agent.context().close();
  },
);

for (const language of ["en", "zh-hk", "zh-cn"] as const) {
  test(`in ${language}: a guest is sent to sign in from the documents pages; a member with nothing pending gets the empty states and no alert`, async ({
    page,
  }, testInfo) => {
    // Signing up and confirming through the mailbox: more than the default 30 s on a busy machine.
    test.slow();
    const t = pageTexts(language);
    const guest = await page.goto(`/${language}/mydocument/pendingdocument`);
    expect(guest?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/${language}/account/login\\?ReturnUrl=%2F${language}%2Fmydocument%2Fpendingdocument`));
    await page.goto(`/${language}/mydocument/sign/${"a".repeat(43)}`);
    await expect(page).toHaveURL(new RegExp(`/${language}/account/login\\?ReturnUrl=`));
    if (testInfo.project.name === "phone") await page.setViewportSize(PHONE);
    let alertCalls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/mydocument/getpendingdocuments")) alertCalls += 1;
    });
    await verifiedMember(page, `empty-${language}`);
    for (const kind of ["pending", "signed"] as const) {
      await page.goto(`/${language}/mydocument/${kind}document`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: t(`documents.${kind}.title`) })).toBeVisible();
      await expect(page.getByText(t(`documents.${kind}.empty`))).toBeVisible();
      await axeClean(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    // The alert asked, and found nothing to say.
    await expect.poll(() => alertCalls, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(page.getByText(/document\(s\)|documents pending|份文件待您簽署|份文件待您签署/)).toHaveCount(0);
  });
}

test("the verify page refuses a file that is not a PDF, in the page's words", sameOnPhones, async ({ page }) => {
  await page.goto("/en/verify-document");
  await hydrated(page);
  await axeClean(page);
  const dir = mkdtempSync(join(tmpdir(), "not-pdf-"));
  writeFileSync(join(dir, "note.pdf"), "hello, not a PDF");
  await page.getByLabel(EN("documents.verify.file")).setInputFiles(join(dir, "note.pdf"));
  await page.getByRole("button", { name: EN("documents.verify.submit") }).click();
  await expect(page.getByText(EN("documents.verify.notPdf"))).toBeVisible();
});

test("a guest never asks for pending documents", sameOnPhones, async ({ page }) => {
  let asked = false;
  page.on("request", (request) => {
    if (request.url().includes("/api/mydocument/")) asked = true;
  });
  await page.goto("/en");
  await hydrated(page);
  await page.goto("/zh-hk/property-search/rent");
  await hydrated(page);
  expect(asked).toBe(false);
});
