import { describe, expect, it } from "vitest";
import { callFailure, externalLoginHref } from "./account-api.ts";
import { ApiError } from "./api-client.ts";

describe("callFailure", () => {
  it("takes the server's message key and field errors from an error answer", () => {
    const error = new ApiError("Request failed with status code 400", 400, {
      result: { hasError: true, message: "invalidInput" },
      errors: { email: "emailFormat", password: "required", odd: 3 },
    });
    expect(callFailure(error)).toEqual({ message: "invalidInput", fields: { email: "emailFormat", password: "required" }, answered: true });
  });

  it("keeps tokenFailed and apiAuthError as they are", () => {
    expect(callFailure(new ApiError("tokenFailed"))).toMatchObject({ message: "tokenFailed", answered: true });
    expect(callFailure(new ApiError("apiAuthError", 200, "<html>"))).toMatchObject({ message: "apiAuthError", answered: true });
  });

  it("is the global apiCallError when nothing usable came back", () => {
    for (const error of [
      new ApiError("Network Error"),
      new ApiError("timeout of 30000ms exceeded"),
      new ApiError("Request failed with status code 502", 502, "Bad gateway"),
      new Error("x"),
    ]) {
      expect(callFailure(error)).toEqual({ message: "apiCallError", fields: {}, answered: false });
    }
  });

  it("a JSON error answer without a result is still an answer, shown as apiCallError", () => {
    expect(callFailure(new ApiError("Request failed with status code 500", 500, { error: { code: "internal" } }))).toEqual({
      message: "apiCallError",
      fields: {},
      answered: true,
    });
  });
});

describe("externalLoginHref", () => {
  it("encodes the provider and the way back", () => {
    expect(externalLoginHref("google", "/en/property-search/sale?page=2")).toBe(
      "/api/account/external/google?ReturnUrl=%2Fen%2Fproperty-search%2Fsale%3Fpage%3D2",
    );
  });
});
