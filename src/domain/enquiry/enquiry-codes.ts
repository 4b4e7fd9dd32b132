// The enquiry calls' codes without their zod schemas (contracts/enquiry-request.ts
// and contracts/office-info.ts re-export them): the browser sends these codes but
// never parses with zod, so importing them must not bring zod into a page's script.

/** Enquiry request types, chosen by where the panel was opened. */
export const ENQUIRY_TYPE = {
  General: 1,
  Firsthand_Property: 2,
  Search_Property: 3,
  Search_International_Property: 4,
  Property_Details: 5,
  International_Property_Details: 6,
  Building_Details: 7,
  District_Details: 8,
  List_Property: 9,
  Investors: 10,
  Firsthand_Properties: 11,
  Search_Property_Listing: 12,
} as const;
export type EnquiryType = (typeof ENQUIRY_TYPE)[keyof typeof ENQUIRY_TYPE];

/** How the enquiry reached the agency (spec: Website, Email, Phone, WhatsApp, WeChat, Titan). */
export const COMM_MEDIA_TYPE = { Website: 1, Email: 2, Phone: 3, WhatsApp: 4, WeChat: 5, Titan: 6 } as const;
export type CommMediaType = (typeof COMM_MEDIA_TYPE)[keyof typeof COMM_MEDIA_TYPE];

/** The current listing plus up to 10 favourites and recently viewed. */
export const MAX_ENQUIRY_PROPERTIES = 11;

/** The ways to reach an office: the form, the phone, WhatsApp. */
export const COMM_MEDIA = { form: 1, phone: 3, whatsapp: 4 } as const;
