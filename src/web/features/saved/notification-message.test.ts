import { describe, expect, it } from "vitest";
import { notificationSavedMessage } from "./notification-message.ts";

describe("notificationSavedMessage", () => {
  it.each([
    [{ notificationEnabled: false }, "saved.msg.alertsOff"],
    [{ notificationEnabled: true }, "saved.msg.alertsOn"],
    [{ notificationEnabled: true, notificationFrequency: 1 as const }, "saved.msg.alertsInstant"],
    [{ notificationEnabled: true, notificationFrequency: 2 as const }, "saved.msg.alertsDaily"],
    [{ notificationEnabled: true, notificationFrequency: 3 as const }, "saved.msg.alertsWeekly"],
  ])("%j says %s", (change, key) => {
    expect(notificationSavedMessage(change)).toBe(key);
  });
});
