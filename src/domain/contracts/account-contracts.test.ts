import { describe, expect, it } from "vitest";
import { validationFailure } from "./account-user.ts";
import { loginRequestSchema, registerRequestSchema } from "./account-sign-in.ts";
import { confirmEmailRequestSchema, resetPasswordRequestSchema } from "./account-recovery.ts";
import { accountInfoRequestSchema, changePasswordRequestSchema } from "./account-profile.ts";

function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  return validationFailure(parsed.error as never, body).errors;
}

describe("account contracts", () => {
  it("login: trims the e-mail, defaults rememberMe and language", () => {
    expect(loginRequestSchema.parse({ email: " a@b.hk ", password: "x" })).toEqual({
      email: "a@b.hk",
      password: "x",
      rememberMe: false,
      language: "en",
    });
  });

  it.each<[string, unknown, Record<string, string>]>([
    ["missing fields are required", {}, { email: "required", password: "required" }],
    ["empty e-mail is required", { email: "", password: "x" }, { email: "required" }],
    ["malformed e-mail", { email: "nope", password: "x" }, { email: "emailFormat" }],
    ["unknown field", { email: "a@b.hk", password: "x", isAdmin: true }, { isAdmin: "unknownField" }],
    ["NUL byte", { email: "a@b.hk", password: "x\u0000" }, { password: "invalidInput" }],
    ["wrong type", { email: "a@b.hk", password: "x", rememberMe: "yes" }, { rememberMe: "invalidInput" }],
    ["unknown language", { email: "a@b.hk", password: "x", language: "fr" }, { language: "invalidInput" }],
  ])("login: %s", (_name, body, expected) => {
    expect(errorsOf(loginRequestSchema, body)).toEqual(expected);
  });

  it("register: 100 kB e-mail is invalid input, not a crash", () => {
    expect(errorsOf(registerRequestSchema, { email: "a".repeat(100_000) + "@b.hk" })).toEqual({ email: "invalidInput" });
  });

  it.each<[string, unknown, Record<string, string> | null]>([
    ["token only", { token: "t" }, null],
    ["weak password", { token: "t", password: "aaaaaa", confirmPassword: "aaaaaa" }, { password: "passwordStrength" }],
    ["mismatch", { token: "t", password: "harbour7", confirmPassword: "harbour8" }, { confirmPassword: "passwordNotEquals" }],
  ])("confirm e-mail: %s", (_name, body, expected) => {
    expect(errorsOf(confirmEmailRequestSchema, body)).toEqual(expected);
  });

  it("reset and change password check strength and confirmation", () => {
    expect(errorsOf(resetPasswordRequestSchema, { token: "t", password: "abc", confirmPassword: "abc" })).toEqual({
      password: "passwordStrength",
    });
    expect(errorsOf(changePasswordRequestSchema, { currentPassword: "", newPassword: "harbour7", confirmPassword: "x" })).toEqual({
      currentPassword: "required",
      confirmPassword: "passwordNotEquals",
    });
  });

  it("account info: salutation 0–4, the four dial codes, phone format", () => {
    const good = { salutation: 4, firstName: " Ada ", lastName: "Chan", dialCode: "852", phone: "9123-4567", subscribed: true };
    expect(accountInfoRequestSchema.parse(good).firstName).toBe("Ada");
    expect(errorsOf(accountInfoRequestSchema, { ...good, salutation: 5, dialCode: "44", phone: "abc" })).toEqual({
      salutation: "invalidInput",
      dialCode: "invalidInput",
      phone: "phoneFormat",
    });
  });

  it("account info: a phone typed the Hong Kong way is taken and stored normalised, a pasted dial code as the dial code", () => {
    const good = { salutation: 0, firstName: "Ada", lastName: "Chan", dialCode: "852", phone: "", subscribed: false };
    expect(accountInfoRequestSchema.parse({ ...good, phone: "9123 4567" })).toMatchObject({ dialCode: "852", phone: "91234567" });
    expect(accountInfoRequestSchema.parse({ ...good, phone: "+853 6612 3456" })).toMatchObject({ dialCode: "853", phone: "66123456" });
    expect(accountInfoRequestSchema.parse({ ...good, phone: "00852-9123-4567" })).toMatchObject({ dialCode: "852", phone: "91234567" });
    expect(errorsOf(accountInfoRequestSchema, { ...good, phone: "+44 20 7946 0958" })).toEqual({ phone: "phoneFormat" });
  });
});
