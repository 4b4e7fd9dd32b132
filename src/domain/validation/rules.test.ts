import { describe, it, expect } from "vitest";
import { required, email, phone, password, passwordConfirmation, subscriptionEmail, DIAL_CODES } from "./rules.ts";
import { isChineseKeyword, isKeywordSearchable, keywordMinLength } from "./keyword.ts";
import { safeJsonParse } from "../util/safe-json.ts";

describe("validation rules", () => {
  it("required", () => {
    expect(required("")).toBe("required");
    expect(required("  ")).toBe("required");
    expect(required(null)).toBe("required");
    expect(required("x")).toBeNull();
  });
  it.each([
    ["a@b.com", null],
    ["first.last@sub.example.hk", null],
    ["", null],
    ["nope", "emailFormat"],
    ["a@b", "emailFormat"],
    ["a b@c.com", "emailFormat"],
    [`${"a".repeat(250)}@b.com`, "emailFormat"],
  ])("email %j → %s", (v, key) => {
    expect(email(v)).toBe(key);
  });
  it.each([
    ["12345", null],
    ["852-1234", null],
    ["", null],
    ["1234", "phoneFormat"],
    ["12a45", "phoneFormat"],
    ["+85212345678", "phoneFormat"],
  ])("phone %j → %s", (v, key) => {
    expect(phone(v)).toBe(key);
  });
  it("dial codes", () => {
    expect(DIAL_CODES).toEqual(["852", "853", "1", "86"]);
  });
  it.each([
    ["abcdef", null],
    ["aaaaaa", "passwordStrength"],
    ["abcde", "passwordStrength"],
    ["ab".repeat(29) + "c", null],
    ["ab".repeat(30), "passwordStrength"],
  ])("password %j → %s", (v, key) => {
    expect(password(v)).toBe(key);
  });
  it("password confirmation", () => {
    expect(passwordConfirmation("abcdef", "abcdeg")).toBe("passwordNotEquals");
    expect(passwordConfirmation("abcdef", "abcdef")).toBeNull();
  });
  it.each([
    ["john.doe@mail.com", null],
    ["a-b@x-y.hk", null],
    ["a@b.info", "invalidEmail"],
    ["a@b", "invalidEmail"],
    ["a..b@c.com", "invalidEmail"],
    ["", "invalidEmail"],
  ])("subscription e-mail %j → %s", (v, key) => {
    expect(subscriptionEmail(v)).toBe(key);
  });
  it("subscription pattern is fast on hostile input", () => {
    const start = Date.now();
    subscriptionEmail(`${"a.".repeat(120)}@${"b-".repeat(60)}!`);
    expect(Date.now() - start).toBeLessThan(100);
  });
});

describe("keyword", () => {
  it.each([
    ["ocean", false],
    ["Ocean Park 2", false],
    ["a:b", false],
    ["海景", true],
    ["ocean-park", true],
    ["café", true],
  ])("%j Chinese? %s", (v, chinese) => {
    expect(isChineseKeyword(v)).toBe(chinese);
  });
  it("minimum 1 for Chinese, 3 otherwise, after trimming", () => {
    expect(keywordMinLength("海")).toBe(1);
    expect(isKeywordSearchable(" 海 ")).toBe(true);
    expect(isKeywordSearchable("  ab  ")).toBe(false);
    expect(isKeywordSearchable("abc")).toBe(true);
    expect(isKeywordSearchable("   ")).toBe(false);
  });
});

describe("safe JSON", () => {
  it("invalid JSON yields null", () => {
    expect(safeJsonParse("{bad")).toBeNull();
    expect(safeJsonParse(null)).toBeNull();
    expect(safeJsonParse('{"a":1}')).toEqual({ a: 1 });
  });
});
