// Statements of the account audit log.
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { auditLog } from "../schema/audit-log.ts";

export type AuditEvent =
  | "login"
  | "login_failed"
  | "lockout"
  | "logout"
  | "signup"
  | "external_login"
  | "email_confirmed"
  | "email_changed"
  | "password_set"
  | "password_changed"
  | "password_reset"
  | "account_deleted";

export async function insertAuditEvent(
  executor: Executor,
  entry: { event: AuditEvent; userId: string | null; ip: string; now: Date; detail?: Record<string, string | number | boolean> },
): Promise<void> {
  await executor.db
    .insert(auditLog)
    .values({ event: entry.event, userId: entry.userId, ip: entry.ip, createdAt: entry.now, detail: entry.detail ?? {} });
}

export async function listUserAuditEvents(executor: Executor, userId: string) {
  return executor.db
    .select({ event: auditLog.event, ip: auditLog.ip, createdAt: auditLog.createdAt, detail: auditLog.detail })
    .from(auditLog)
    .where(eq(auditLog.userId, userId))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}
