// SQL of the mail outbox (schema/mail-outbox.ts).
import type { Queryable } from "../db/client.ts";

export type OutboxRow = {
  id: number;
  recipient: string;
  template: string;
  language: string;
  data: Record<string, unknown>;
  created_at: Date;
  sent_at: Date | null;
  message_id: string | null;
  attachments: { fileKey: string; filename: string; contentType: string }[];
};

export async function insertOutboxRow(
  executor: Queryable,
  row: { recipient: string; template: string; language: string; data: unknown; attachments?: unknown[] },
): Promise<number> {
  const [inserted] = await executor.query<{ id: number }>(
    "insert into mail_outbox (recipient, template, language, data, attachments) values ($1, $2, $3, $4::jsonb, $5::jsonb) returning id",
    [row.recipient, row.template, row.language, JSON.stringify(row.data), JSON.stringify(row.attachments ?? [])],
  );
  return inserted!.id;
}

export async function outboxRowById(executor: Queryable, id: number): Promise<OutboxRow | null> {
  const [row] = await executor.query<OutboxRow>("select * from mail_outbox where id = $1", [id]);
  return row ?? null;
}

/** Newest first, for the local mailbox page. */
export async function latestOutboxRows(executor: Queryable, limit: number): Promise<OutboxRow[]> {
  return executor.query<OutboxRow>("select * from mail_outbox order by created_at desc, id desc limit $1", [limit]);
}

/**
 * Marks the row sent unless it already is; false when another sender got there
 * first. Its values are dropped: links carry one-time tokens that the account
 * tables keep only hashed, and once delivered the outbox has no need of them.
 */
export async function markOutboxSent(executor: Queryable, id: number, messageId: string): Promise<boolean> {
  const rows = await executor.query(
    "update mail_outbox set sent_at = now(), message_id = $2, data = '{}'::jsonb where id = $1 and sent_at is null returning id",
    [id, messageId],
  );
  return rows.length === 1;
}
