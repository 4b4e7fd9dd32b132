import { describe, expect, it } from "vitest";
import type { User } from "../../domain/contracts/account-user.ts";
import { pendingAlertApplies, pendingNotificationShows } from "./pending-documents.ts";

const member = (isConfirmed: boolean): User => ({
  userId: "u1",
  email: "chan@example.hk",
  firstName: "",
  lastName: "",
  salutation: 0,
  dialCode: "852",
  phone: "",
  subscribed: false,
  isConfirmed,
  loginProvider: null,
  hasPassword: true,
});

describe("the pending document alert", () => {
  it.each([
    ["a guest", null, "/en", false],
    ["an unverified member", member(false), "/en", false],
    ["a verified member on the home page", member(true), "/en", true],
    ["a verified member on a search page", member(true), "/zh-hk/property-search/rent", true],
    ["a verified member on the pending page", member(true), "/en/mydocument/pendingdocument", true],
    ["a verified member confirming the e-mail", member(true), "/en/account/confirmemail", false],
    ["a verified member confirming it on a client navigation", member(true), "/zh-cn/account/confirmemail.data", false],
    ["a verified member re-verifying the e-mail", member(true), "/zh-hk/profile/reverifyemail", false],
  ])("%s: fetched is %s", (_, user, path, expected) => {
    expect(pendingAlertApplies(user, path)).toBe(expected);
  });

  it.each([
    [0, "/en", false],
    [1, "/en", true],
    [3, "/zh-hk/profile/alerts", true],
    [3, "/zh-hk/mydocument/pendingdocument", false],
    [3, "/en/mydocument/pendingdocument.data", false],
    [3, "/en/mydocument/signeddocument", true],
  ])("%i pending on %s: the notification shows is %s", (count, path, expected) => {
    expect(pendingNotificationShows(count, path)).toBe(expected);
  });
});
