import { NOTIFICATION_FREQUENCY } from "../../../domain/saved/saved-codes.ts";
import type { NotificationChange } from "./notification-controls.tsx";

const FREQUENCY_MESSAGE: Record<number, string> = {
  [NOTIFICATION_FREQUENCY.Instant]: "saved.msg.alertsInstant",
  [NOTIFICATION_FREQUENCY.Daily]: "saved.msg.alertsDaily",
  [NOTIFICATION_FREQUENCY.Weekly]: "saved.msg.alertsWeekly",
};

/** What the message line says once an alert's switch or frequency is saved: off, on, or on at which frequency. */
export function notificationSavedMessage(change: NotificationChange): string {
  if (!change.notificationEnabled) return "saved.msg.alertsOff";
  return (change.notificationFrequency && FREQUENCY_MESSAGE[change.notificationFrequency]) || "saved.msg.alertsOn";
}
