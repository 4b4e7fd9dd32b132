import nodemailer from "nodemailer";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox row, so a receiver can drop a copy should a retry ever repeat a delivery. */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Delivery through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({ ...mail, headers: { "auto-submitted": "auto-generated" } });
    },
    close: () => transporter.close(),
  };
}
