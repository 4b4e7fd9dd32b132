import { describe, expect, it } from "vitest";
import { hasSocialSignInFlag } from "./social-sign-in-flag.ts";

describe("hasSocialSignInFlag", () => {
  it.each([
    ["hh_social_signed_in=1", true],
    ["currencyId=1; hh_social_signed_in=1", true],
    ["hh_social_signed_in=", true],
    ["", false],
    ["currencyId=1", false],
    ["x_hh_social_signed_in=1", false],
    ["hh_social_signed_in_old=1", false],
  ])("%j → %s", (cookies, expected) => {
    expect(hasSocialSignInFlag(cookies)).toBe(expected);
  });
});
