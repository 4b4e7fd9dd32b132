// The documents' e-mails, each written in the transaction of the action that
// causes it: the invitation (a non-member's link leads to sign-up first, then
// back to the signing screen), the code, the reminder, the completed
// document with its PDF attached, and a document closed unsigned.
import { formatDate } from "../../../domain/dates/format.ts";
import { parseLanguageCode, type LanguageCode } from "../../../domain/i18n/languages.ts";
import { signingPath } from "../../../domain/documents/document-codes.ts";
import type { Executor } from "../../db/client.ts";
import type { DocumentRow, SignerRow } from "../../db/documents/document-queries.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { SigningSecrets } from "./signing-secrets.ts";

const languageOf = (signer: SignerRow): LanguageCode => parseLanguageCode(signer.language) ?? "en";
/** The title in the reader's language. */
const titleFor = (document: DocumentRow, language: LanguageCode) => (language === "en" ? document.title : document.titleChi);

export function signingLink(publicUrl: string, signer: SignerRow, secrets: SigningSecrets): string {
  return `${publicUrl}/${languageOf(signer)}${signingPath(secrets.linkToken(signer.linkNonce!))}`;
}

/** The invitation to sign; `invited`: the address has no account yet, so the link leads to sign-up and back. */
export async function mailToSign(
  executor: Executor,
  input: { publicUrl: string; document: DocumentRow; signer: SignerRow; agentName: string; invited: boolean; secrets: SigningSecrets },
): Promise<void> {
  const { publicUrl, document, signer } = input;
  const language = languageOf(signer);
  const signing = signingLink(publicUrl, signer, input.secrets);
  const link = input.invited
    ? `${publicUrl}/${language}/account/register?ReturnUrl=${encodeURIComponent(signing.slice(publicUrl.length))}`
    : signing;
  await enqueueMail(executor, {
    template: "document-to-sign",
    to: signer.email,
    language,
    data: {
      link,
      title: titleFor(document, language),
      agentName: input.agentName,
      expiresOn: formatDate(document.expiresAt),
      invited: input.invited,
    },
  });
}

export async function mailCode(executor: Executor, document: DocumentRow, signer: SignerRow, code: string): Promise<void> {
  const language = languageOf(signer);
  await enqueueMail(executor, {
    template: "document-code",
    to: signer.email,
    language,
    data: { code, title: titleFor(document, language) },
  });
}

export async function mailReminder(
  executor: Executor,
  input: { publicUrl: string; document: DocumentRow; signer: SignerRow; agentName: string; secrets: SigningSecrets },
): Promise<void> {
  const language = languageOf(input.signer);
  await enqueueMail(executor, {
    template: "document-reminder",
    to: input.signer.email,
    language,
    data: {
      link: signingLink(input.publicUrl, input.signer, input.secrets),
      title: titleFor(input.document, language),
      agentName: input.agentName,
      expiresOn: formatDate(input.document.expiresAt),
    },
  });
}

/** The completed document to one signer, the signed PDF attached. */
export async function mailCompleted(executor: Executor, publicUrl: string, document: DocumentRow, signer: SignerRow): Promise<void> {
  const language = languageOf(signer);
  await enqueueMail(executor, {
    template: "document-completed",
    to: signer.email,
    language,
    data: {
      link: `${publicUrl}/${language}/mydocument/signeddocument`,
      verifyLink: `${publicUrl}/${language}/verify-document`,
      title: titleFor(document, language),
    },
    attachments: [{ fileKey: document.resultFileKey!, filename: `${document.documentKey}.pdf`, contentType: "application/pdf" }],
  });
}

/** A document closed unsigned, to every signer and the issuing agent (`to`: each address with its language). */
export async function mailClosed(
  executor: Executor,
  input: {
    publicUrl: string;
    document: DocumentRow;
    to: { email: string; language: string; agent: boolean }[];
    outcome: "declined" | "cancelled" | "expired";
    reason: string;
  },
): Promise<void> {
  for (const recipient of input.to) {
    const language = parseLanguageCode(recipient.language) ?? "en";
    const page = recipient.agent ? "agent/documents" : "mydocument/pendingdocument";
    await enqueueMail(executor, {
      template: "document-closed",
      to: recipient.email,
      language,
      data: {
        link: `${input.publicUrl}/${language}/${page}`,
        title: titleFor(input.document, language),
        outcome: input.outcome,
        reason: input.reason,
      },
    });
  }
}
