// Enquiries (issue 17): every one is stored, with the agent's e-mail and the
// enquirer's receipt in the outbox, in one transaction before the answer, so
// an acknowledged enquiry survives a crash and its e-mails go out whenever
// SMTP is reachable. Calls to action (WhatsApp, phone) are recorded the same
// way, without mail.
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import { listingPath } from "../../../domain/listing/listing-path.ts";
import { COMM_MEDIA_TYPE, enquirerName, type ParsedContactUs } from "../../../domain/contracts/enquiry-request.ts";
import type { Database } from "../../db/client.ts";
import type { OfficeInfoResponse } from "../../../domain/contracts/office-info.ts";
import { COMM_MEDIA } from "../../../domain/contracts/office-info.ts";
import { isOfficeOpen, OFFICE_STATUS } from "../../../domain/enquiry/opening-hours.ts";
import {
  enquiriesOfAgent,
  enquiriesOfUser,
  findAgentRecipient,
  findEnquiryListing,
  findOfficeRecipient,
  findOffices,
  insertEnquiry,
  type EnquiryHistoryRow,
  type EnquiryRecipient,
} from "../../db/enquiries/enquiry-queries.ts";
import { findUserByEmail } from "../../db/accounts/user-queries.ts";
import type { RateLimits } from "../rate-limits/rate-limits.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { Caller } from "../accounts/account-deps.ts";
import type { InternationalListings } from "../international/international-listings.ts";
import { enquiryProperties, storedEnquiryProperties } from "./enquiry-properties.ts";
import { enquiryListingPrices } from "../../db/enquiries/enquiry-property-queries.ts";
import { listingPriceText } from "../../../domain/money/price.ts";
import { CURRENCY_ID } from "../../../domain/money/currency.ts";

export type EnquiryOutcome =
  | { kind: "stored"; enquiryId: number; hasAccount: boolean; loginProvider: string | null }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "spam" }
  | { kind: "unknownListing" }
  | { kind: "unknownAgent" };

export type MediaOutcome =
  { kind: "recorded"; enquiryId: number } | { kind: "throttled"; retryAfterSeconds: number } | { kind: "unknownListing" };

export interface EnquiryService {
  contactUs(request: ParsedContactUs, caller: Caller): Promise<EnquiryOutcome>;
  contactUsMedia(request: ParsedContactUs, caller: Caller): Promise<MediaOutcome>;
  /** The signed-in member's enquiries, newest first. */
  history(userId: string): Promise<EnquiryHistoryRow[]>;
  /** The reply bar's offices: open or closed now by their opening hours, and their phone and WhatsApp. */
  officeInfo(officeIds: readonly number[]): Promise<OfficeInfoResponse>;
  /** The enquiries addressed to one agent (the enquiries policy decides who may ask). */
  agentDesk(agentId: number): Promise<EnquiryHistoryRow[]>;
}

const HISTORY_LIMIT = 100;

export interface EnquiryDeps {
  database: Pick<Database, "query" | "db" | "transaction">;
  rateLimits: RateLimits;
  now: () => Date;
  publicUrl: string;
  /** The overseas listings an enquiry may name. */
  international: Pick<InternationalListings, "byId">;
}

const PURPOSE_PATH: Record<number, "sale" | "rent"> = { 1: "sale", 2: "rent", 3: "sale" };

function referralOf(request: ParsedContactUs): Record<string, unknown> {
  const { referralUrl, referralAgentId, emailId, edmId, referralId, okeId, onuId } = request.enquiryData;
  return { referralUrl, referralAgentId, emailId, edmId, referralId, okeId, onuId, analytics: request.analyticsData };
}

export function createEnquiryService(deps: EnquiryDeps): EnquiryService {
  const { database, rateLimits, now, publicUrl } = deps;
  /** The listing's prices as the agency's e-mail shows them: in HKD, written as the site writes them (the rent a month). */
  async function agencyPrices(listingId: number) {
    const prices = await enquiryListingPrices(database, listingId);
    const text = (purpose: "sale" | "rent") => (prices && listingPriceText(prices, purpose, CURRENCY_ID.HKD, "en")) ?? "";
    return { salePrice: text("sale"), rent: text("rent") };
  }
  const propertiesOf = (request: ParsedContactUs, caller: Caller) => enquiryProperties(deps, request, caller.viewer?.user.userId ?? null);

  /** The listing (if named) and who receives the enquiry: the chosen agent, else the listing's, else the office. */
  async function route(request: ParsedContactUs) {
    const listing = request.listingId === null ? null : await findEnquiryListing(database, request.listingId);
    if (request.listingId !== null && !listing) return { kind: "unknownListing" as const };
    const agentId = request.agentId ?? listing?.agentId ?? null;
    let recipient: EnquiryRecipient | null = agentId === null ? null : await findAgentRecipient(database, agentId);
    if (agentId !== null && !recipient) return { kind: "unknownAgent" as const };
    recipient ??= await findOfficeRecipient(database);
    return { kind: "found" as const, listing, recipient };
  }

  return {
    async contactUs(request, caller) {
      // A robot filled the field people never see: refused out loud, like a limit, never dropped in silence.
      if (request.website !== "") return { kind: "spam" };
      const byIp = await rateLimits.consume("enquiryIp", caller.ip);
      const byEmail = request.email ? await rateLimits.consume("enquiryEmail", request.email) : { allowed: true, retryAfterSeconds: 0 };
      if (!byIp.allowed || !byEmail.allowed) {
        return { kind: "throttled", retryAfterSeconds: Math.max(byIp.retryAfterSeconds, byEmail.retryAfterSeconds) };
      }
      const routed = await route(request);
      if (routed.kind !== "found") return routed;
      const { listing, recipient } = routed;
      const language: LanguageCode = request.language;
      const name = enquirerName(request);
      const link = listing
        ? `${publicUrl}${listingPath(language, PURPOSE_PATH[listing.purpose] ?? "sale", listing.buildingName, listing.referenceId)}`
        : `${publicUrl}/${language}/communication/enquiry`;
      const properties = await propertiesOf(request, caller);
      const savedReferences = properties.Properties.filter((p) => p.savedPropertyType !== 0).map((p) => p.referenceId);
      const prices = listing ? await agencyPrices(listing.id) : { salePrice: "", rent: "" };
      const at = now();
      const enquiryId = await database.transaction(async (tx) => {
        const id = await insertEnquiry(tx, {
          enquiryType: request.enquiryType,
          commMediaType: COMM_MEDIA_TYPE.Website,
          userId: caller.viewer?.user.userId ?? null,
          listingId: listing?.id ?? null,
          agentId: recipient?.agentId ?? null,
          officeId: recipient?.officeId ?? null,
          salutation: request.salutation,
          name,
          email: request.email,
          dialCode: request.dialCode,
          phone: request.phone,
          budget: request.enquiryData.budget,
          currencyId: request.currencyType,
          message: request.message,
          receiveUpdates: request.enquiryData.receiveUpdates,
          language,
          referral: referralOf(request),
          properties: storedEnquiryProperties(properties),
          now: at,
        });
        const shared = { enquiryId: id, name, message: request.message, reference: listing?.referenceId ?? null };
        if (recipient) {
          const phone = request.phone ? `+${request.dialCode} ${request.phone}` : "";
          await enqueueMail(tx, {
            to: recipient.email,
            template: "enquiry-agent",
            language: "en",
            data: {
              ...shared,
              link: listing ? link.replace(`/${language}/`, "/en/") : `${publicUrl}/en/communication/enquiry`,
              email: request.email,
              phone,
              budget: request.enquiryData.budget,
              ...prices,
              savedReferences,
            },
          });
        }
        if (request.email) {
          await enqueueMail(tx, { to: request.email, template: "enquiry-receipt", language, data: { ...shared, link } });
        }
        return id;
      });
      // The spec's HasAccount: a guest whose e-mail has an account is offered to sign in.
      const account = !caller.viewer && request.email ? await findUserByEmail(database, request.email) : null;
      return { kind: "stored", enquiryId, hasAccount: account !== null, loginProvider: account?.loginProvider ?? null };
    },

    async contactUsMedia(request, caller) {
      const byIp = await rateLimits.consume("contactMediaIp", caller.ip);
      if (!byIp.allowed) return { kind: "throttled", retryAfterSeconds: byIp.retryAfterSeconds };
      const routed = await route(request);
      if (routed.kind === "unknownListing") return routed;
      const listing = routed.kind === "found" ? routed.listing : null;
      const recipient = routed.kind === "found" ? routed.recipient : null;
      const enquiryId = await insertEnquiry(database, {
        enquiryType: request.enquiryType,
        commMediaType: request.enquiryCommMediaType,
        userId: caller.viewer?.user.userId ?? null,
        listingId: listing?.id ?? null,
        agentId: recipient?.agentId ?? null,
        officeId: recipient?.officeId ?? null,
        salutation: request.salutation,
        name: enquirerName(request),
        email: request.email,
        dialCode: request.dialCode,
        phone: request.phone,
        budget: request.enquiryData.budget,
        currencyId: request.currencyType,
        message: request.message,
        receiveUpdates: request.enquiryData.receiveUpdates,
        language: request.language,
        referral: referralOf(request),
        properties: storedEnquiryProperties(await propertiesOf(request, caller)),
        now: now(),
      });
      return { kind: "recorded", enquiryId };
    },

    history: (userId) => enquiriesOfUser(database, userId, HISTORY_LIMIT),
    async officeInfo(officeIds) {
      const at = now();
      const offices = await findOffices(database, officeIds);
      return {
        offices: offices.map((office) => {
          const status = isOfficeOpen(office.openingHours, at) ? OFFICE_STATUS.on : OFFICE_STATUS.off;
          const state = status === OFFICE_STATUS.on ? "open" : "closed";
          return {
            officeId: office.id,
            status,
            messageContainer: { messages: [{ title: `enquiry.reply.${state}Title`, caption: `enquiry.reply.${state}Caption` }] },
            commMedias: [
              { type: COMM_MEDIA.form, status: OFFICE_STATUS.on, mediaData: "" },
              { type: COMM_MEDIA.phone, status, mediaData: office.phone },
              { type: COMM_MEDIA.whatsapp, status: OFFICE_STATUS.on, mediaData: office.whatsapp },
            ],
          };
        }),
      };
    },
    agentDesk: (agentId) => enquiriesOfAgent(database, agentId, HISTORY_LIMIT),
  };
}
