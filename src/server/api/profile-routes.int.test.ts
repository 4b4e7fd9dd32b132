// The member's own account calls, and the IDOR rule: no account route lets one
// member read or change another's data, whatever ids the request carries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiVisitor,
  latestMailLink,
  memberWithPassword,
  startAccountsApp,
  tokenOf,
  unlimitedRateLimits,
  type AccountsApp,
  type ApiVisitor,
} from "../../../tests/integration/accounts-app.ts";

const PASSWORD = "harbour-lights-7";
const DETAILS = {
  salutation: 3,
  firstName: "Mei",
  lastName: "Chan",
  dialCode: "852",
  phone: "9123 4567".replace(" ", "-"),
  subscribed: true,
};

describe("profile calls", () => {
  let t: AccountsApp;
  let alice: ApiVisitor;
  let bob: ApiVisitor;
  let bobId: string;

  beforeAll(async () => {
    t = await startAccountsApp({ rateLimitStore: unlimitedRateLimits });
    alice = await memberWithPassword(t.app, t.database, "alice@example.com", PASSWORD);
    bob = await memberWithPassword(t.app, t.database, "bob@example.com", PASSWORD);
    bobId = (await bob.inject({ url: "/api/account/me" })).json().user.userId;
  });
  afterAll(async () => t.close());

  it("reads and saves personal details; the session's user sees them at once", async () => {
    const saved = await alice.post("/api/profile/accountinfo", DETAILS);
    // The phone is kept as normalised: the digits alone.
    const stored = { ...DETAILS, phone: "91234567" };
    expect(saved.json()).toMatchObject({
      result: { hasError: false, message: "detailsSaved" },
      user: { ...stored, email: "alice@example.com" },
    });
    expect((await alice.inject({ url: "/api/profile/accountinfo" })).json().user).toMatchObject(stored);
    // A dial code pasted in front of the number becomes the dial code.
    const pasted = await alice.post("/api/profile/accountinfo", { ...DETAILS, dialCode: "86", phone: "+852 9123 4567" });
    expect(pasted.json().user).toMatchObject({ dialCode: "852", phone: "91234567" });
    expect((await alice.inject({ url: "/api/account/me" })).json().user.firstName).toBe("Mei");
  });

  it("refuses bad details with the spec's field keys", async () => {
    const response = await alice.post("/api/profile/accountinfo", { ...DETAILS, phone: "call me", dialCode: "44" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: { hasError: true, message: "invalidInput" },
      errors: { phone: "phoneFormat", dialCode: "invalidInput" },
    });
  });

  it("IDOR: ids in the body or query are refused or ignored; each member only ever touches their own account", async () => {
    const sneaky = await alice.post("/api/profile/accountinfo", { ...DETAILS, firstName: "Hacked", userId: bobId });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().errors).toEqual({ userId: "unknownField" });
    const byQuery = await alice.inject({
      method: "POST",
      url: `/api/profile/accountinfo?userId=${bobId}`,
      payload: { ...DETAILS, firstName: "Alice2" },
      headers: { "content-type": "application/json" },
    });
    expect(byQuery.json().user.userId).not.toBe(bobId);
    expect((await alice.inject({ url: `/api/profile/accountinfo?userId=${bobId}` })).json().user.email).toBe("alice@example.com");
    const data = await alice.inject({ url: `/api/profile/mydata?userId=${bobId}` });
    expect(data.body).not.toContain("bob@example.com");
    expect(
      (
        await alice.post("/api/profile/changepassword", {
          currentPassword: PASSWORD,
          newPassword: "x-harbour-9",
          confirmPassword: "x-harbour-9",
          userId: bobId,
        })
      ).statusCode,
    ).toBe(400);
    expect((await alice.post("/api/profile/deleteaccount", { password: PASSWORD, userId: bobId })).statusCode).toBe(400);
    expect((await alice.post("/api/profile/reverifyemail", { email: "new-alice@example.com", userId: bobId })).statusCode).toBe(400);
    // Bob is untouched.
    const bobNow = (await bob.inject({ url: "/api/profile/accountinfo" })).json().user;
    expect(bobNow).toMatchObject({ userId: bobId, email: "bob@example.com", firstName: "" });
    const bobLogin = await apiVisitor(t.app).post("/api/account/login", { email: "bob@example.com", password: PASSWORD });
    expect(bobLogin.json().user.userId).toBe(bobId);
  });

  it("downloads everything we hold about the member as a JSON attachment, without secrets", async () => {
    const response = await alice.inject({ url: "/api/profile/mydata" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="harbour-homes-my-data.json"');
    const data = response.json();
    expect(data.account).toMatchObject({ email: "alice@example.com", isConfirmed: true });
    expect(data.sessions.some((s: { current: boolean }) => s.current)).toBe(true);
    expect(data.securityEvents.map((e: { event: string }) => e.event)).toContain("signup");
    expect(data.emailLinks.length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/argon2|password_hash|token_hash|passwordHash/);
    expect(response.body).not.toContain(PASSWORD);
  });

  it("changes the address only when the link sent to the new one is followed", async () => {
    const carol = await memberWithPassword(t.app, t.database, "carol@example.com", PASSWORD);
    const asked = await carol.post("/api/profile/reverifyemail", { email: "Carol.New@example.com", language: "zh-cn" });
    expect(asked.json()).toEqual({ result: { hasError: false, message: "verificationSent" } });
    expect((await carol.inject({ url: "/api/account/me" })).json().user.email).toBe("carol@example.com");
    const link = await latestMailLink(t.database, "carol.new@example.com", "email-change");
    expect(link).toContain("/zh-cn/account/confirmemail?token=");
    const confirmed = await carol.post("/api/account/confirmemail", { token: tokenOf(link) });
    expect(confirmed.json()).toMatchObject({
      result: { hasError: false, message: "emailChanged" },
      user: { email: "Carol.New@example.com", isConfirmed: true },
    });
    expect((await carol.inject({ url: "/api/account/me" })).json().user.email).toBe("Carol.New@example.com");
    // Asking for another member's address mails nothing and tells nothing.
    const taken = await carol.post("/api/profile/reverifyemail", { email: "bob@example.com" });
    expect(taken.json()).toEqual(asked.json());
    const same = await carol.post("/api/profile/reverifyemail", { email: "carol.new@example.com" });
    expect(same.json().result.message).toBe("alreadyConfirmed");
  });

  it("an address taken meanwhile is not moved to; a link cannot set a second password", async () => {
    const erin = await memberWithPassword(t.app, t.database, "erin@example.com", PASSWORD);
    await erin.post("/api/profile/reverifyemail", { email: "wanted@example.com" });
    const token = tokenOf(await latestMailLink(t.database, "wanted@example.com", "email-change"));
    // Someone signs up with that address before Erin follows the link.
    await apiVisitor(t.app).post("/api/account/registerbyemail", { email: "WANTED@example.com" });
    const refused = await erin.post("/api/account/confirmemail", { token });
    expect(refused.json()).toEqual({ result: { hasError: true, message: "emailInUse" }, user: null });
    expect((await erin.inject({ url: "/api/account/me" })).json().user.email).toBe("erin@example.com");

    await erin.post("/api/account/resendverification", {});
    await erin.post("/api/profile/reverifyemail", { email: "erin2@example.com" });
    const second = tokenOf(await latestMailLink(t.database, "erin2@example.com", "email-change"));
    const setAgain = await erin.post("/api/account/confirmemail", {
      token: second,
      password: "other-harbour-9",
      confirmPassword: "other-harbour-9",
    });
    expect(setAgain.json().result.message).toBe("passwordAlreadySet");
    // Refused as a whole: the address did not change and the link still works without a password.
    expect((await erin.inject({ url: "/api/account/me" })).json().user.email).toBe("erin@example.com");
    expect((await erin.post("/api/account/confirmemail", { token: second })).json().user.email).toBe("erin2@example.com");
  });

  it("deletes the account with its password: signed out, cannot sign in again, audit row kept", async () => {
    const dave = await memberWithPassword(t.app, t.database, "dave@example.com", PASSWORD);
    const daveId = (await dave.inject({ url: "/api/account/me" })).json().user.userId;
    const noPassword = await dave.post("/api/profile/deleteaccount", {});
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual({ password: "required" });
    expect((await dave.post("/api/profile/deleteaccount", { password: "wrong-one-1" })).json().result.message).toBe("passwordIncorrect");
    const deleted = await dave.post("/api/profile/deleteaccount", { password: PASSWORD });
    expect(deleted.json()).toEqual({ result: { hasError: false, message: "deleteUser" } });
    expect((await dave.inject({ url: "/api/account/me" })).json().user).toBeNull();
    expect((await apiVisitor(t.app).post("/api/account/login", { email: "dave@example.com", password: PASSWORD })).json().user).toBeNull();
    expect(await t.database.query("select 1 from users where id = $1", [daveId])).toHaveLength(0);
    expect(await t.database.query("select 1 from sessions where user_id = $1", [daveId])).toHaveLength(0);
    const kept = await t.database.query<{ event: string }>("select event from audit_log where user_id = $1 and event = 'account_deleted'", [
      daveId,
    ]);
    expect(kept).toHaveLength(1);
  });

  it("personal details and change password are for verified members: an unverified one gets 403 verificationRequired", async () => {
    const visitor = apiVisitor(t.app);
    await visitor.post("/api/account/registerbyemail", { email: "unverified@example.com" });
    const calls = [
      visitor.inject({ url: "/api/profile/accountinfo" }),
      visitor.post("/api/profile/accountinfo", DETAILS),
      visitor.post("/api/profile/changepassword", {
        currentPassword: PASSWORD,
        newPassword: "a-new-one-9",
        confirmPassword: "a-new-one-9",
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ result: { hasError: true, message: "verificationRequired" } });
    }
    // Their data is theirs whatever the state: the download still answers.
    expect((await visitor.inject({ url: "/api/profile/mydata" })).statusCode).toBe(200);
  });

  it("an account without a password (signed up, never set one) deletes without one", async () => {
    const visitor = apiVisitor(t.app);
    await visitor.post("/api/account/registerbyemail", { email: "nopass@example.com" });
    expect((await visitor.post("/api/profile/deleteaccount", {})).json().result.message).toBe("deleteUser");
  });
});
