// WhatsApp and phone: the tap is recorded (contactusmedia),
// then the link opens. A failed or slow record never stands between a person
// and the agent: the link opens after at most RECORD_WAIT_MS either way.
import { COMM_MEDIA_TYPE, type EnquiryType } from "../../domain/enquiry/enquiry-codes.ts";
import type { LanguageCode } from "../../domain/i18n/languages.ts";
import { enquiryApi } from "./enquiry-api.ts";

export const RECORD_WAIT_MS = 1_500;

export interface ContactMediaTap {
  media: "whatsapp" | "phone";
  enquiryType: EnquiryType;
  listingId?: number;
  agentId?: number;
  language: LanguageCode;
  currencyId: number;
}

export async function recordContactMedia(tap: ContactMediaTap): Promise<void> {
  const record = enquiryApi
    .contactUsMedia({
      enquiryType: tap.enquiryType,
      enquiryCommMediaType: tap.media === "whatsapp" ? COMM_MEDIA_TYPE.WhatsApp : COMM_MEDIA_TYPE.Phone,
      listingId: tap.listingId ?? null,
      agentId: tap.agentId ?? null,
      language: tap.language,
      currencyType: tap.currencyId,
    })
    .catch(() => undefined);
  await Promise.race([record, new Promise((resolve) => setTimeout(resolve, RECORD_WAIT_MS))]);
}

/** A WhatsApp chat link with the message pre-filled. */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
