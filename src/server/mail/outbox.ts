import type { LanguageCode } from "../../domain/i18n/languages.ts";
import type { Queryable } from "../db/client.ts";
import { insertJob } from "../jobs/job-queries.ts";
import type { MailMessage } from "./mail-templates-catalog.ts";
import { insertOutboxRow } from "./outbox-queries.ts";

export const SEND_MAIL_JOB = "send-mail";

export type MailRequest = MailMessage & { to: string; language: LanguageCode };

/**
 * Queues an e-mail: an outbox row and the job that delivers it, both written
 * with `executor`, so pass the transaction of the action that causes the mail
 * (sign-up, reset, …): the mail exists exactly when that action committed, and
 * a crash after the commit loses nothing because the job is a row too.
 */
export async function enqueueMail(executor: Queryable, mail: MailRequest): Promise<{ outboxId: number }> {
  const outboxId = await insertOutboxRow(executor, {
    recipient: mail.to,
    template: mail.template,
    language: mail.language,
    data: mail.data,
  });
  await insertJob(executor, SEND_MAIL_JOB, { outboxId });
  return { outboxId };
}
