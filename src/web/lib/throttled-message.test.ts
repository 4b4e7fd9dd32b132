import { describe, expect, it } from "vitest";
import { throttledMessage, throttledText } from "./throttled-message.ts";

describe("throttledMessage", () => {
  it.each([
    ["/en/api/account/login", 60, "throttled:signIn:60"],
    ["/api/account/login", 12, "throttled:signIn:12"],
    ["/api/account/registerbyemail", 3540, "throttled:signUp:3540"],
    ["/api/account/forgotpassword", 1800, "throttled:forgotPassword:1800"],
    ["/api/account/resendverification", 600, "throttled:verification:600"],
    ["/api/profile/reverifyemail", 600, "throttled:verification:600"],
    ["/api/account/resetpassword", 30, "throttled:password:30"],
    ["/api/communication/contactus", 3600, "throttled:enquiry:3600"],
    ["/api/communication/contactusmedia", 100, "throttled:enquiry:100"],
    ["/api/communication/subscribebyemail", 900, "throttled:newsletter:900"],
  ])("a 429 from %s after %i s is %s", (path, seconds, expected) => {
    expect(throttledMessage(path, seconds)).toBe(expected);
  });

  it("a missing or unreadable Retry-After waits a minute", () => {
    expect(throttledMessage("/api/account/registerbyemail", Number.NaN)).toBe("throttled:signUp:60");
  });

  it("a call without a limit has no such message", () => {
    expect(throttledMessage("/api/property/getpropertiesbyids", 60)).toBeNull();
  });
});

describe("throttledText", () => {
  it("names the limit's own message and the real wait in whole minutes", () => {
    expect(throttledText("throttled:signUp:3540")).toEqual({ key: "account.msg.throttled.signUp", values: { minutes: 59 } });
    expect(throttledText("throttled:signIn:12")).toEqual({ key: "account.msg.throttled.signIn", values: { minutes: 1 } });
  });

  it("leaves other messages alone", () => {
    expect(throttledText("tooManyAttempts")).toBeNull();
  });
});
