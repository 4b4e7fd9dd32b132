// What the enquiry form keeps and sends: its fields (kept in this browser between
// enquiries), the cookies and saved lists an enquiry carries, and the request
// built from them. Only the enquiry form uses these (the panel, the enquiry and
// news pages), so they load with it, not with the layout on every page.
import type { ContactUsRequest, EnquiryProperty } from "../../domain/contracts/enquiry-request.ts";
import { COMM_MEDIA_TYPE, MAX_ENQUIRY_PROPERTIES } from "../../domain/enquiry/enquiry-codes.ts";
import type { LanguageCode } from "../../domain/i18n/languages.ts";
import type { DialCode } from "../../domain/contracts/account-user.ts";
import { STORED_ENQUIRY_FORM_KEY } from "./account-session.ts";
import type { EnquiryTarget } from "./layout-state.ts";
import { FAVOURITES_KEY, RECENTLY_VIEWED_KEY, type LocalListing } from "./local-saved.ts";
import { normalisePhone } from "../../domain/validation/phone-number.ts";

/** What a person types into the enquiry form. */
export interface EnquiryFormState {
  salutation: 0 | 1 | 2 | 3;
  fullName: string;
  email: string;
  dialCode: DialCode;
  phone: string;
  budget: string;
  comment: string;
  receiveUpdates: boolean;
}

export const EMPTY_ENQUIRY_FORM: EnquiryFormState = {
  salutation: 0,
  fullName: "",
  email: "",
  dialCode: "852",
  phone: "",
  budget: "",
  comment: "",
  receiveUpdates: true,
};

/** The guest's stored form (spec: JSON; anything unreadable is null). */
export function loadStoredForm(storage: Pick<Storage, "getItem">): EnquiryFormState | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORED_ENQUIRY_FORM_KEY) ?? "null");
    if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
    const stored = value as Partial<Record<keyof EnquiryFormState, unknown>>;
    const text = (v: unknown) => (typeof v === "string" ? v : "");
    return {
      ...EMPTY_ENQUIRY_FORM,
      salutation: stored.salutation === 1 || stored.salutation === 2 || stored.salutation === 3 ? stored.salutation : 0,
      fullName: text(stored.fullName),
      email: text(stored.email),
      dialCode: stored.dialCode === "853" || stored.dialCode === "1" || stored.dialCode === "86" ? stored.dialCode : "852",
      phone: text(stored.phone),
      budget: text(stored.budget),
      receiveUpdates: stored.receiveUpdates !== false,
    };
  } catch {
    return null;
  }
}

/** Keeps who the guest is for the next enquiry (not the comment, which belongs to this one). */
export function storeForm(storage: Pick<Storage, "setItem">, form: EnquiryFormState): void {
  try {
    storage.setItem(STORED_ENQUIRY_FORM_KEY, JSON.stringify({ ...form, comment: "" }));
  } catch {
    // Storage blocked or full: the next enquiry starts empty.
  }
}

/** A cookie's value, or "" (eid, edmid, rid, okeid, onuid carry the campaign a visitor came from). */
export function cookieValue(cookies: string, name: string): string {
  for (const part of cookies.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      const value = decodeURIComponent(rest.join("="));
      return /^[\w.-]{0,100}$/.test(value) ? value : "";
    }
  }
  return "";
}

function readList(storage: Pick<Storage, "getItem">, key: string): LocalListing[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? "[]");
    return Array.isArray(value)
      ? (value as LocalListing[]).filter((x) => Number.isInteger(x?.propertyListingId) && x.propertyListingId > 0)
      : [];
  } catch {
    return [];
  }
}

/**
 * The listing enquired about, then up to 10 favourites and recently viewed
 * (favourites first, no repeats). Local lists keep ids only, so no photos go
 * with them; the server stores at most 2 per property.
 */
export function enquiryProperties(storage: Pick<Storage, "getItem">, target: EnquiryTarget): EnquiryProperty[] {
  const properties: EnquiryProperty[] = [];
  const seen = new Set<number>();
  if (target.listingId) {
    properties.push({ propertyListingId: target.listingId, referenceId: target.referenceId ?? "", savedPropertyType: 0, photos: [] });
    seen.add(target.listingId);
  }
  const lists: [string, 1 | 2][] = [
    [FAVOURITES_KEY, 1],
    [RECENTLY_VIEWED_KEY, 2],
  ];
  for (const [key, savedPropertyType] of lists) {
    for (const item of readList(storage, key)) {
      if (properties.length >= MAX_ENQUIRY_PROPERTIES) return properties;
      if (seen.has(item.propertyListingId)) continue;
      seen.add(item.propertyListingId);
      properties.push({ propertyListingId: item.propertyListingId, referenceId: "", savedPropertyType, photos: [] });
    }
  }
  return properties;
}

/** The overseas listing enquired about; the server adds its photos. */
const internationalProperties = (target: EnquiryTarget): EnquiryProperty[] =>
  target.internationalListingId
    ? [{ propertyListingId: target.internationalListingId, referenceId: "", savedPropertyType: 0, photos: [] }]
    : [];

export interface EnquiryContext {
  language: LanguageCode;
  currencyId: number;
  userId: string | null;
  referralUrl: string;
  cookies: string;
  storage: Pick<Storage, "getItem">;
  /** The bot chat's lines, added to the message after the comment. */
  botLines: readonly string[];
  honeypot: string;
}

/** The full contactus body: the form, the enquiry type, the referral and analytics cookies and the guest's saved and recently viewed properties. */
export function buildEnquiryRequest(form: EnquiryFormState, target: EnquiryTarget, context: EnquiryContext): ContactUsRequest {
  const message = [form.comment.trim(), ...context.botLines].filter(Boolean).join("\n");
  const { dialCode, phone } = normalisePhone(form.phone, form.dialCode);
  return {
    fullName: form.fullName,
    email: form.email,
    message,
    comment: form.comment,
    enquiryType: target.enquiryType,
    userId: context.userId,
    salutation: form.salutation,
    dialCode,
    phone,
    currencyType: context.currencyId,
    listingId: target.listingId ?? null,
    agentId: target.agentId ?? null,
    enquiryData: {
      budget: form.budget,
      receiveUpdates: form.receiveUpdates,
      referralUrl: context.referralUrl.slice(0, 2000),
      referralAgentId: target.agentId ?? null,
      jsonData: { Properties: enquiryProperties(context.storage, target), InternationalProperties: internationalProperties(target) },
      emailId: cookieValue(context.cookies, "eid"),
      edmId: cookieValue(context.cookies, "edmid"),
      referralId: cookieValue(context.cookies, "rid"),
      okeId: cookieValue(context.cookies, "okeid"),
      onuId: cookieValue(context.cookies, "onuid"),
    },
    analyticsData: { trackingId: cookieValue(context.cookies, "oktid"), userId: context.userId ?? "" },
    enquiryCommMediaType: COMM_MEDIA_TYPE.Website,
    language: context.language,
    website: context.honeypot,
  };
}
