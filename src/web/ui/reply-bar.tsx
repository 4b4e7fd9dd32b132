import { useEffect, useState, type MouseEvent } from "react";
import type { OfficeInfoResponse } from "../../domain/contracts/office-info.ts";
import { COMM_MEDIA } from "../../domain/enquiry/enquiry-codes.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { api } from "../lib/api-client.ts";
import { recordContactMedia, whatsappHref } from "../lib/contact-media.ts";
import type { EnquiryTarget } from "../lib/layout-state.ts";
import { useRootData } from "../lib/root-data.ts";

/** The office the reply bar speaks for (spec: officeIds [1]). */
const REPLY_OFFICE_ID = 1;

type Office = OfficeInfoResponse["offices"][number];

/**
 * The reply bar of the enquiry panel: whether the office is open now, its
 * message, and WhatsApp and phone when the office offers them. A failed
 * call hides the bar without a word (spec).
 */
export function ReplyBar(props: { target: EnquiryTarget }) {
  const { t, language } = useI18n();
  const { currencyId } = useRootData();
  const [office, setOffice] = useState<Office | null>(null);
  useEffect(() => {
    let current = true;
    api
      .post<OfficeInfoResponse>("/api/general/getofficeinfo", { officeIds: [REPLY_OFFICE_ID] })
      .then((answer) => {
        if (current) setOffice(answer.offices[0] ?? null);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  if (!office) return null;
  const message = office.messageContainer.messages[0];
  const media = (type: number) => office.commMedias.find((m) => m.type === type && m.status === 9 && m.mediaData);
  const whatsapp = media(COMM_MEDIA.whatsapp);
  const phone = media(COMM_MEDIA.phone);
  const open = office.status === 9;
  const tap = (kind: "whatsapp" | "phone", href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void recordContactMedia({
      media: kind,
      enquiryType: props.target.enquiryType,
      ...(props.target.listingId ? { listingId: props.target.listingId } : {}),
      ...(props.target.agentId ? { agentId: props.target.agentId } : {}),
      language,
      currencyId,
    }).then(() => window.location.assign(href));
  };
  const whatsappLink = whatsapp ? whatsappHref(whatsapp.mediaData, t("enquiry.reply.whatsappText")) : "";
  const phoneLink = phone ? `tel:${phone.mediaData.replace(/[^\d+]/g, "")}` : "";
  return (
    <div className={`reply-bar ${open ? "reply-bar-open" : "reply-bar-closed"}`} role="status">
      <span className="reply-dot" aria-hidden="true" />
      <div className="reply-text">
        {message ? (
          <>
            <strong>{t(message.title)}</strong>
            <span>{t(message.caption)}</span>
          </>
        ) : null}
      </div>
      <div className="reply-links">
        {whatsapp ? (
          <a className="button button-secondary" href={whatsappLink} rel="noopener" onClick={tap("whatsapp", whatsappLink)}>
            {t("enquiry.reply.whatsapp")}
          </a>
        ) : null}
        {phone ? (
          <a className="button button-ghost" href={phoneLink} onClick={tap("phone", phoneLink)}>
            {t("enquiry.reply.call")}
          </a>
        ) : null}
      </div>
    </div>
  );
}
