// The audit certificate that ends a completed document: who signed, when,
// from where and how they were verified; every event; the SHA-256 of the
// document as issued; and how to check the result. English and Traditional
// Chinese side by side. Every value from the input is escaped.
import { documentFrame } from "./document-frame.ts";
import { escapeHtml } from "./html-escape.ts";

export type AuditEventKind = "sent" | "opened" | "code-sent" | "signed" | "declined" | "reminded" | "expired" | "cancelled";
type Moment = Date | string;

export type AuditCertificateInput = {
  documentTitle: string;
  documentKey: string;
  originalSha256: string;
  issuedAt: Moment;
  verifyUrl: string;
  signers: { name: string; email: string; signedAt: Moment; ip: string; userAgent: string; verifiedBy: "email-code" }[];
  events: { at: Moment; kind: AuditEventKind; who: string; detail?: string }[];
};

const EVENT_LABEL: Record<AuditEventKind, [en: string, zh: string]> = {
  sent: ["Sent for signature", "已發出簽署"],
  opened: ["Opened", "已開啟"],
  "code-sent": ["Verification code e-mailed", "已電郵驗證碼"],
  signed: ["Signed", "已簽署"],
  declined: ["Declined", "已拒絕"],
  reminded: ["Reminder e-mailed", "已電郵提示"],
  expired: ["Expired", "已過期"],
  cancelled: ["Cancelled", "已取消"],
};

const VERIFIED_BY: Record<"email-code", [en: string, zh: string]> = {
  "email-code": ["One-time code e-mailed to this address", "以電郵發送至此地址的一次性驗證碼"],
};

/** A time as Hong Kong time, e.g. "2026-11-28 10:28:21 HKT", the same in both languages. */
export function hongKongTime(moment: Moment): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Hong_Kong",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(moment));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")} HKT`;
}

/** A label in both languages, the Chinese marked as such so it takes the Traditional glyphs. */
const both = ([en, zh]: readonly [string, string]) => `${escapeHtml(en)} <span lang="zh-Hant-HK">${escapeHtml(zh)}</span>`;

const row = (label: readonly [string, string], value: string) => `<tr><th scope="row">${both(label)}</th><td>${value}</td></tr>`;

function signerTable(signer: AuditCertificateInput["signers"][number], index: number): string {
  return `<table class="keep"><caption class="muted" style="text-align:left">${both([`Signer ${index + 1}`, `簽署人 ${index + 1}`])}</caption>
${row(["Name", "姓名"], escapeHtml(signer.name))}
${row(["E-mail", "電郵"], escapeHtml(signer.email))}
${row(["Signed at", "簽署時間"], escapeHtml(hongKongTime(signer.signedAt)))}
${row(["IP address", "IP 位址"], `<span class="mono">${escapeHtml(signer.ip)}</span>`)}
${row(["Browser", "瀏覽器"], `<span class="mono">${escapeHtml(signer.userAgent)}</span>`)}
${row(["Identity checked by", "身份核實方式"], both(VERIFIED_BY[signer.verifiedBy]))}
</table>`;
}

function eventRows(events: AuditCertificateInput["events"]): string {
  return events
    .map(
      (e) =>
        `<tr><td class="mono">${escapeHtml(hongKongTime(e.at))}</td><td>${both(EVENT_LABEL[e.kind])}</td><td>${escapeHtml(e.who)}</td><td>${escapeHtml(e.detail ?? "")}</td></tr>`,
    )
    .join("\n");
}

export function auditCertificateHtml(input: AuditCertificateInput): string {
  const verifyLink = `<a href="${escapeHtml(input.verifyUrl)}">${escapeHtml(input.verifyUrl)}</a>`;
  const body = `<header class="document-header">
<h1>${both(["Audit certificate", "審計證書"])}</h1>
<p>${escapeHtml(input.documentTitle)}</p>
</header>
<table>
${row(["Document reference", "文件編號"], `<span class="mono">${escapeHtml(input.documentKey)}</span>`)}
${row(["Issued at", "發出時間"], escapeHtml(hongKongTime(input.issuedAt)))}
${row(["SHA-256 of the document as issued", "發出時文件的 SHA-256"], `<span class="mono">${escapeHtml(input.originalSha256)}</span>`)}
${row(["Verify a copy", "核實副本"], verifyLink)}
</table>
<div class="bilingual">
<p>The SHA-256 of this completed file cannot be written inside the file it describes. The portal records it when the file is sealed, and the verify page above checks any copy against it and against the signatures in the file.</p>
<p lang="zh-Hant-HK">本完成檔案的 SHA-256 無法寫入其描述的檔案之內。本平台於檔案蓋印時記錄該值；上述核實頁面會以該值及檔案內的數碼簽署核對任何副本。</p>
</div>
<h2>${both(["Signers", "簽署人"])}</h2>
${input.signers.map(signerTable).join("\n")}
<h2>${both(["Events", "事件記錄"])}</h2>
<table>
<thead><tr><th scope="col">${both(["Time", "時間"])}</th><th scope="col">${both(["Event", "事件"])}</th><th scope="col">${both(["By", "執行者"])}</th><th scope="col">${both(["Detail", "詳情"])}</th></tr></thead>
<tbody>
${eventRows(input.events)}
</tbody>
</table>`;
  return documentFrame({ lang: "en", title: `Audit certificate: ${input.documentTitle}`, bodyHtml: body });
}
