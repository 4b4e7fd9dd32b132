import nodemailer from "nodemailer";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox row, so a receiver can drop a copy should a retry ever repeat a delivery. */
  messageId: string;
  /** Extra headers (list mail: List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with it (a signed PDF). */
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Delivery through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(smtpUrl: string): MailTransport {
  // Timeouts well inside the job runner's 5-minute lease (nodemailer's own
  // allow a silent server 10 minutes): a stuck delivery fails and is retried
  // by this process instead of outliving the lease and being taken over.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      const attachments = mail.attachments?.map((a) => ({
        filename: a.filename,
        content: Buffer.from(a.content),
        contentType: a.contentType,
      }));
      await transporter.sendMail({ ...mail, attachments, headers: { ...mail.headers, "auto-submitted": "auto-generated" } });
    },
    close: () => transporter.close(),
  };
}
