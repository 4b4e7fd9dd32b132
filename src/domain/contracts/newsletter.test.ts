import { describe, expect, it } from "vitest";
import { subscribeRequestSchema } from "./newsletter.ts";
import { subscribeState } from "../newsletter/subscribe-state.ts";

describe("newsletter contract", () => {
  it.each([
    [{ isSuccess: true, isDuplicated: false, isPending: false }, 0],
    [{ isSuccess: false, isDuplicated: false, isPending: true }, 1],
    [{ isSuccess: false, isDuplicated: true, isPending: false }, 2],
    [{ isSuccess: false, isDuplicated: false, isPending: false }, 3],
    [null, 3],
  ])("%j → state %i", (answer, state) => {
    expect(subscribeState(answer)).toBe(state);
  });

  it.each([
    ["amy@example.hk", true],
    ["amy.chan-1@mail.example.com", true],
    ["amy@example.info", false], // the spec's top-level part has 2 or 3 characters
    ["amy@@example.hk", false],
    ["", false],
  ])("footer e-mail %s → %s", (email, ok) => {
    expect(subscribeRequestSchema.safeParse({ email }).success).toBe(ok);
  });
});
