// The enquiry calls: POST /api/communication/contactus
// sends a person's enquiry; POST /api/communication/contactusmedia records a
// call to action (WhatsApp, phone) before the link opens. One contract for
// the panel and the route.
import { z } from "zod";
import { safeString } from "./safe-string.ts";
import { dialCodeSchema, resultSchema } from "./account-user.ts";
import { languageField, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from "./account-fields.ts";
import { COMMENT_MAX_LENGTH, validateEnquiry } from "../enquiry/enquiry-form.ts";
import { withNormalisedPhone } from "../validation/phone-number.ts";
import { CURRENCIES } from "../money/currency.ts";
import { COMM_MEDIA_TYPE, ENQUIRY_TYPE, MAX_ENQUIRY_PROPERTIES, type CommMediaType, type EnquiryType } from "../enquiry/enquiry-codes.ts";

// The codes live apart from the schemas so the browser can use them without zod.
export { COMM_MEDIA_TYPE, ENQUIRY_TYPE, MAX_ENQUIRY_PROPERTIES, type CommMediaType, type EnquiryType };

/** Enquiry form salutations: 1 Mr, 2 Mrs, 3 Ms (0: not given). */
export const ENQUIRY_SALUTATIONS = [0, 1, 2, 3] as const;

export const MAX_PROPERTY_PHOTOS = 2;
/** The whole message: the comment, then the bot chat's lines. */
export const MAX_MESSAGE_LENGTH = 4000;

const intIn = (min: number, max: number) => z.number().int().min(min).max(max);
const optionalText = (max: number) =>
  safeString(max)
    .transform((s) => s.trim())
    .default("");
const cookieValue = safeString(100)
  .regex(/^[\w.-]*$/, { error: "invalidInput" })
  .default("");

const enquiryPropertySchema = z.strictObject({
  propertyListingId: intIn(1, 2_147_483_647),
  referenceId: safeString(40).default(""),
  /** 1 Favourite, 2 RecentlyViewed, 0 the listing enquired about. */
  savedPropertyType: intIn(0, 2),
  photos: z.array(safeString(300)).max(MAX_PROPERTY_PHOTOS).default([]),
});
export type EnquiryProperty = z.output<typeof enquiryPropertySchema>;

const enquiryDataSchema = z.strictObject({
  budget: optionalText(60),
  receiveUpdates: z.boolean().default(true),
  referralUrl: optionalText(2000),
  referralAgentId: intIn(1, 2_147_483_647).nullable().default(null),
  jsonData: z
    .strictObject({
      Properties: z.array(enquiryPropertySchema).max(MAX_ENQUIRY_PROPERTIES).default([]),
      InternationalProperties: z.array(enquiryPropertySchema).max(MAX_ENQUIRY_PROPERTIES).default([]),
    })
    .default({ Properties: [], InternationalProperties: [] }),
  /** From the eid, edmid and rid cookies. */
  emailId: cookieValue,
  edmId: cookieValue,
  referralId: cookieValue,
  /** From the okeid and onuid cookies, kept as the campaign tools set them. */
  okeId: cookieValue,
  onuId: cookieValue,
});

const baseFields = {
  firstName: optionalText(MAX_NAME_LENGTH),
  lastName: optionalText(MAX_NAME_LENGTH),
  fullName: optionalText(MAX_NAME_LENGTH),
  email: safeString(MAX_EMAIL_LENGTH)
    .transform((s) => s.trim())
    .default(""),
  /** The comment followed by the bot chat's lines. */
  message: optionalText(MAX_MESSAGE_LENGTH),
  /** The comment alone (checked against its 1,500-character limit). */
  comment: optionalText(COMMENT_MAX_LENGTH * 2),
  enquiryType: z.union(Object.values(ENQUIRY_TYPE).map((t) => z.literal(t)) as [z.ZodLiteral<EnquiryType>, ...z.ZodLiteral<EnquiryType>[]]),
  /** Sent by the spec's client; the server reads the user from the session, never from here. */
  userId: safeString(64).nullable().default(null),
  salutation: z.union(ENQUIRY_SALUTATIONS.map((s) => z.literal(s)) as [z.ZodLiteral<0>, ...z.ZodLiteral<0 | 1 | 2 | 3>[]]).default(0),
  dialCode: dialCodeSchema.default("852"),
  phone: safeString(30)
    .transform((s) => s.trim())
    .default(""),
  currencyType: z.union(CURRENCIES.map((c) => z.literal(c.id)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]]).default(3),
  /** The listing the panel was opened for, and the agent (the agent profile's "contact me"). */
  listingId: intIn(1, 2_147_483_647).nullable().default(null),
  agentId: intIn(1, 2_147_483_647).nullable().default(null),
  enquiryData: enquiryDataSchema.default({
    budget: "",
    receiveUpdates: true,
    referralUrl: "",
    referralAgentId: null,
    jsonData: { Properties: [], InternationalProperties: [] },
    emailId: "",
    edmId: "",
    referralId: "",
    okeId: "",
    onuId: "",
  }),
  analyticsData: z.strictObject({ trackingId: optionalText(100), userId: optionalText(100) }).default({ trackingId: "", userId: "" }),
  enquiryCommMediaType: z
    .union(Object.values(COMM_MEDIA_TYPE).map((t) => z.literal(t)) as [z.ZodLiteral<CommMediaType>, ...z.ZodLiteral<CommMediaType>[]])
    .default(1),
  language: languageField,
  /** The honeypot: hidden from people, so anything in it was typed by a robot. */
  website: safeString(200).default(""),
};

/** The name the enquiry is made under: the full name, else first and last. */
export function enquirerName(request: { fullName: string; firstName: string; lastName: string }): string {
  return request.fullName || `${request.firstName} ${request.lastName}`.trim();
}

/** POST /api/communication/contactus: the phone stored as normalised (a pasted dial code becomes the dial code). */
export const contactUsRequestSchema = z
  .strictObject(baseFields)
  .transform(withNormalisedPhone)
  .superRefine((request, context) => {
    const errors = validateEnquiry({ name: enquirerName(request), email: request.email, phone: request.phone, comment: request.comment });
    for (const [field, message] of Object.entries(errors)) {
      context.addIssue({ code: "custom", path: [field === "name" ? "fullName" : field], message });
    }
  });
export type ContactUsRequest = z.input<typeof contactUsRequestSchema>;
export type ParsedContactUs = z.output<typeof contactUsRequestSchema>;

/** POST /api/communication/contactusmedia: the same body; nobody has typed a name yet. */
export const contactUsMediaRequestSchema = z
  .strictObject(baseFields)
  .transform(withNormalisedPhone)
  .superRefine((request, context) => {
    if (request.enquiryCommMediaType === COMM_MEDIA_TYPE.Website) {
      context.addIssue({ code: "custom", path: ["enquiryCommMediaType"], message: "invalidInput" });
    }
  });

export const contactUsResponseSchema = z.strictObject({
  result: resultSchema,
  enquiryId: z.number().int().optional(),
  /** HasAccount: the e-mail belongs to an account and the sender is a guest (the panel offers to sign in). */
  references: z.strictObject({ HasAccount: z.boolean(), LoginProvider: z.string().nullable() }).optional(),
});
export type ContactUsResponse = z.output<typeof contactUsResponseSchema>;

export const ENQUIRY_MESSAGES = {
  enquireSuccess: "enquireSuccess",
  spamSuspected: "spamSuspected",
  tooManyEnquiries: "tooManyEnquiries",
  mediaRecorded: "mediaRecorded",
} as const;
