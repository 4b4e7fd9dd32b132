import { parseLanguageCode } from "../../domain/i18n/languages.ts";
import type { Queryable } from "../db/client.ts";
import { PermanentJobError, type JobHandler } from "../jobs/job-runner.ts";
import { mailMessageSchema } from "./mail-templates-catalog.ts";
import type { MailTransport } from "./mail-transport.ts";
import { markOutboxSent, outboxRowById } from "./outbox-queries.ts";
import { renderMail } from "./render-mail.ts";
import { listUnsubscribeHeaders } from "./list-unsubscribe.ts";

export interface MailSenderOptions {
  database: Queryable;
  /** None without SMTP_URL: the mail then stays in the local mailbox (/mailbox). */
  transport: MailTransport | null;
  publicUrl: string;
  from: string;
  /** Where attached files are read from (the file store). */
  files: { get(key: string): Promise<{ bytes: Uint8Array } | null> };
}

/**
 * The send-mail job: renders one outbox row and delivers it. A row already
 * marked sent is not sent again; a failure throws, so the job runner retries
 * with backoff. The job runner's lease keeps two processes from sending the
 * same row at once.
 */
export function sendMailJob(options: MailSenderOptions): JobHandler {
  const host = new URL(options.publicUrl).hostname;
  return async (payload) => {
    const { outboxId } = payload as { outboxId: number };
    const row = await outboxRowById(options.database, outboxId);
    // Gone (the account was deleted) or already delivered: nothing to do.
    if (!row || row.sent_at || !options.transport) return;
    const message = mailMessageSchema.parse({ template: row.template, data: row.data });
    const rendered = renderMail(message, parseLanguageCode(row.language) ?? "en", options.publicUrl);
    const messageId = `<outbox-${row.id}@${host}>`;
    const attachments = [];
    for (const attachment of row.attachments ?? []) {
      const file = await options.files.get(attachment.fileKey);
      // A file that is gone cannot come back: the mail goes without it rather than never.
      if (file) attachments.push({ filename: attachment.filename, contentType: attachment.contentType, content: file.bytes });
    }
    try {
      await options.transport.send({
        from: options.from,
        to: row.recipient,
        messageId,
        ...rendered,
        ...listUnsubscribeHeaders(message),
        ...(attachments.length ? { attachments } : {}),
      });
    } catch (error) {
      // 5xx is the server's final word (no such mailbox, refused sender):
      // retrying would only repeat it. 4xx and network trouble are retried.
      const code = (error as { responseCode?: number }).responseCode;
      if (code !== undefined && code >= 500) throw new PermanentJobError((error as Error).message);
      throw error;
    }
    await markOutboxSent(options.database, row.id, messageId);
  };
}
