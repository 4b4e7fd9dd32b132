import { describe, expect, it } from "vitest";
import { labelled, withColon } from "./labelled.ts";

describe("labelled", () => {
  it.each([
    ["en", "Stop these alerts", "https://x.hk/u", "Stop these alerts: https://x.hk/u"],
    ["zh-hk", "停止通知", "https://x.hk/u", "停止通知：https://x.hk/u"],
    ["zh-cn", "我", "周六", "我：周六"],
  ] as const)("in %s: %s and %s", (language, label, text, expected) => {
    expect(labelled(language, label, text)).toBe(expected);
  });

  it("ends a label with the language's colon", () => {
    expect(withColon("en", "Set a password")).toBe("Set a password:");
    expect(withColon("zh-hk", "設定密碼")).toBe("設定密碼：");
  });
});
