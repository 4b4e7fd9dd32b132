// SQL of the account audit log.
import type { Queryable } from "../client.ts";

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
  executor: Queryable,
  entry: { event: AuditEvent; userId: string | null; ip: string; now: Date; detail?: Record<string, string | number | boolean> },
): Promise<void> {
  await executor.query(`insert into audit_log (event, user_id, ip, created_at, detail) values ($1, $2, $3, $4, $5::jsonb)`, [
    entry.event,
    entry.userId,
    entry.ip,
    entry.now.toISOString(),
    JSON.stringify(entry.detail ?? {}),
  ]);
}

export async function listUserAuditEvents(
  executor: Queryable,
  userId: string,
): Promise<{ event: string; ip: string; created_at: Date | string; detail: unknown }[]> {
  return executor.query(`select event, ip, created_at, detail from audit_log where user_id = $1 order by created_at, id`, [userId]);
}
