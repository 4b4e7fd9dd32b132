import type { LanguageCode } from "../../domain/i18n/languages.ts";
import type { Queryable } from "../db/client.ts";
import { insertJob } from "../jobs/job-queries.ts";
import { mailMessageSchema, type MailMessage } from "./mail-templates-catalog.ts";
import { insertOutboxRow } from "./outbox-queries.ts";

export const SEND_MAIL_JOB = "send-mail";

/** A file of the file store sent with an e-mail (read when it is delivered, so the outbox row stays small). */
export interface MailAttachment {
  fileKey: string;
  filename: string;
  contentType: string;
}

export type MailRequest = MailMessage & { to: string; language: LanguageCode; attachments?: MailAttachment[] };

/**
 * Queues an e-mail: an outbox row and the job that delivers it, both written
 * with `executor`, so pass the transaction of the action that causes the mail
 * (sign-up, reset, …): the mail exists exactly when that action committed, and
 * a crash after the commit loses nothing because the job is a row too.
 */
export async function enqueueMail(executor: Queryable, mail: MailRequest): Promise<{ outboxId: number }> {
  // A wrong template or a missing link fails here, in the caller's transaction, not later in the sender.
  const message = mailMessageSchema.parse({ template: mail.template, data: mail.data });
  const outboxId = await insertOutboxRow(executor, {
    recipient: mail.to,
    template: message.template,
    language: mail.language,
    data: message.data,
    attachments: mail.attachments ?? [],
  });
  await insertJob(executor, SEND_MAIL_JOB, { outboxId });
  return { outboxId };
}
