// The footer newsletter end to end against the real database: double
// opt-in, the spec's states, one-click unsubscribe, and the limits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiVisitor,
  latestMailLink,
  mailCount,
  memberWithPassword,
  startAccountsApp,
  tokenOf,
  unlimitedRateLimits,
  type AccountsApp,
} from "../../../tests/integration/accounts-app.ts";

async function unsubscribeLink(t: AccountsApp, email: string): Promise<string> {
  const [row] = await t.database.query<{ data: { unsubscribeLink: string } | string }>(
    `select data from mail_outbox where lower(recipient) = lower($1) and template = 'newsletter-confirm' order by id desc limit 1`,
    [email],
  );
  const data = typeof row!.data === "string" ? (JSON.parse(row!.data) as { unsubscribeLink: string }) : row!.data;
  return data.unsubscribeLink;
}

describe("newsletter", () => {
  let t: AccountsApp;
  beforeAll(async () => {
    t = await startAccountsApp({ rateLimitStore: unlimitedRateLimits });
  });
  afterAll(async () => t.close());
  const status = async (email: string) =>
    (await t.database.query<{ status: string }>(`select status from newsletter_subscriptions where lower(email) = lower($1)`, [email]))[0]
      ?.status;

  it("double opt-in: pending with a confirmation mail (UNCONFIRM), confirmed by its link once, then DUPLICATED", async () => {
    const visitor = apiVisitor(t.app);
    const first = await visitor.post("/api/communication/subscribebyemail", { email: "reader@example.hk", language: "zh-hk" });
    expect(first.json()).toEqual({ isSuccess: false, isDuplicated: false, isPending: true });
    expect(await status("reader@example.hk")).toBe("pending");
    const link = await latestMailLink(t.database, "reader@example.hk", "newsletter-confirm");
    expect(link).toMatch(/^http:\/\/portal\.test\/zh-hk\/communication\/confirmsubscription\?token=[\w-]{43}$/);
    const confirm = await visitor.post("/api/communication/confirmsubscription", { token: tokenOf(link) });
    expect(confirm.json().result).toEqual({ hasError: false, message: "subscriptionConfirmed" });
    expect(await status("reader@example.hk")).toBe("confirmed");
    const again = await visitor.post("/api/communication/confirmsubscription", { token: tokenOf(link) });
    expect(again.json().result).toEqual({ hasError: true, message: "tokenInvalid" });
    const duplicate = await visitor.post("/api/communication/subscribebyemail", { email: "READER@example.hk" });
    expect(duplicate.json()).toEqual({ isSuccess: false, isDuplicated: true, isPending: false });
    expect(await mailCount(t.database, "reader@example.hk", "newsletter-confirm")).toBe(1);
  });

  it("the one-click unsubscribe link in the mail unsubscribes the address", async () => {
    const visitor = apiVisitor(t.app);
    await visitor.post("/api/communication/subscribebyemail", { email: "leaver@example.hk", language: "en" });
    const link = await unsubscribeLink(t, "leaver@example.hk");
    expect(link).toMatch(/^http:\/\/portal\.test\/en\/communication\/unsubscribe\?token=[\w-]{43}$/);
    const response = await visitor.post("/api/communication/unsubscribe", { token: new URL(link).searchParams.get("token") });
    expect(response.json().result).toEqual({ hasError: false, message: "unsubscribed" });
    expect(await status("leaver@example.hk")).toBe("unsubscribed");
  });

  it("a member's own confirmed address is subscribed at once (SUCCESS) and unsubscribed with no body", async () => {
    const member = await memberWithPassword(t.app, t.database, "member.reader@example.hk", "harbour-lights-7");
    const response = await member.post("/api/communication/subscribebyemail", { email: "member.reader@example.hk", language: "en" });
    expect(response.json()).toEqual({ isSuccess: true, isDuplicated: false, isPending: false });
    expect((await member.inject({ url: "/api/account/me" })).json().user.subscribed).toBe(true);
    expect((await member.post("/api/communication/unsubscribe", {})).json().result.message).toBe("unsubscribed");
    expect(await status("member.reader@example.hk")).toBe("unsubscribed");
    expect((await apiVisitor(t.app).post("/api/communication/unsubscribe", {})).statusCode).toBe(401);
  });

  it("savesubscriptions: a member turns the newsletter on and off; a guest is refused", async () => {
    const member = await memberWithPassword(t.app, t.database, "settings.reader@example.hk", "harbour-lights-7");
    const on = await member.post("/api/communication/savesubscriptions", [{ subscriptionType: 1, subscribed: true }]);
    expect(on.json()).toMatchObject({ result: { hasError: false, message: "subscribeSuccess" }, isSuccess: true });
    expect(await status("settings.reader@example.hk")).toBe("confirmed");
    const off = await member.post("/api/communication/savesubscriptions", [{ subscriptionType: 1, subscribed: false }]);
    expect(off.json().result.message).toBe("unsubscribed");
    expect(await status("settings.reader@example.hk")).toBe("unsubscribed");
    expect(
      (await apiVisitor(t.app).post("/api/communication/savesubscriptions", [{ subscriptionType: 1, subscribed: true }])).statusCode,
    ).toBe(401);
    expect((await member.post("/api/communication/savesubscriptions", [{ subscriptionType: 2, subscribed: true }])).statusCode).toBe(400);
  });

  it("the footer's e-mail rule: invalidEmail; naughty input never a 5xx", async () => {
    const visitor = apiVisitor(t.app);
    for (const email of ["amy@example.info", "no-at-sign", "a\u0000@b.hk", "x".repeat(100_000), "<script>@x.hk"]) {
      const response = await visitor.post("/api/communication/subscribebyemail", { email });
      expect(response.statusCode, email.slice(0, 20)).toBe(400);
    }
    expect((await visitor.post("/api/communication/subscribebyemail", { email: "bad" })).json().errors).toEqual({ email: "invalidEmail" });
    expect((await visitor.post("/api/communication/confirmsubscription", { token: "short" })).json().errors).toEqual({
      token: "tokenInvalid",
    });
  });
});

describe("newsletter limits", () => {
  let t: AccountsApp;
  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(async () => t.close());

  it("the 4th confirmation mail to one address within the hour is refused with 429", async () => {
    const visitor = apiVisitor(t.app);
    for (let i = 0; i < 3; i++)
      expect((await visitor.post("/api/communication/subscribebyemail", { email: "many@example.hk" })).statusCode).toBe(200);
    const refused = await visitor.post("/api/communication/subscribebyemail", { email: "many@example.hk" });
    expect(refused.statusCode).toBe(429);
    expect(await mailCount(t.database, "many@example.hk", "newsletter-confirm")).toBe(3);
  });
});
