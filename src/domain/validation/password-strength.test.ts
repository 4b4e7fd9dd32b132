import { describe, expect, it } from "vitest";
import { passwordStrength } from "./password-strength.ts";

const common = new Set(["password", "qwerty123", "iloveyou"]);

describe("passwordStrength", () => {
  it.each<[string, string | null]>([
    ["abcde", "passwordStrength"],
    ["abcdef", null],
    ["aaaaaa", "passwordStrength"],
    ["ab".repeat(29) + "a", null],
    ["ab".repeat(30), "passwordStrength"],
    ["海景大廈海景", null],
    ["password", "passwordStrength"],
    ["PassWord", "passwordStrength"],
    ["qwerty123", "passwordStrength"],
    ["harbour-lights-7", null],
  ])("%j → %s", (value, expected) => {
    expect(passwordStrength(value, common)).toBe(expected);
  });

  it("without a list applies only the spec rule (the browser's check)", () => {
    expect(passwordStrength("password")).toBeNull();
  });
});
