// What an enquiry carries, made by the server: the listing, a member's
// favourites and recently viewed read from their account (their browser's
// lists are emptied at sign-in), a guest's from the browser, each with its
// reference and at most 2 photos, the primary first; the overseas listing it
// names; the campaign cookies; and the phone as normalised.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiVisitor,
  memberWithPassword,
  startAccountsApp,
  unlimitedRateLimits,
  type AccountsApp,
} from "../../../../tests/integration/accounts-app.ts";
import { seedMarket } from "../../db/seed/seed-market.ts";
import { formatPrice } from "../../../domain/money/price.ts";

const ENQUIRY = {
  fullName: "Chan Tai Man",
  email: "",
  phone: "91234567",
  enquiryType: 5,
  language: "en",
  comment: "",
  message: "",
};

type Stored = { propertyListingId: number; referenceId: string; savedPropertyType: number; photos: string[]; international?: boolean };

describe("the properties, cookies and phone an enquiry keeps", () => {
  let t: AccountsApp;
  let listings: { id: number; reference_id: string; first_photo: string; second_photo: string }[];
  beforeAll(async () => {
    t = await startAccountsApp({ rateLimitStore: unlimitedRateLimits, env: {} });
    await seedMarket(t.database, { listings: 40, seed: 11, now: new Date("2026-01-15T00:00:00Z") });
    listings = await t.database.query(
      `select l.id, l.reference_id,
         (select '/media/' || kind || '/' || image_key || '/640.webp' from listing_photos p where p.listing_id = l.id and kind <> 'floorplan' order by position limit 1) as first_photo,
         (select '/media/' || kind || '/' || image_key || '/640.webp' from listing_photos p where p.listing_id = l.id and kind <> 'floorplan' order by position offset 1 limit 1) as second_photo
       from listings l order by l.id limit 20`,
    );
  });
  afterAll(async () => t.close());

  const storedOf = async (enquiryId: number) => {
    const [row] = await t.database.query<{ properties: Stored[]; referral: Record<string, unknown>; dial_code: string; phone: string }>(
      `select properties, referral, dial_code, phone from enquiries where id = $1`,
      [enquiryId],
    );
    return row!;
  };
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 20, 0, minutes)).toISOString();

  it("a member's enquiry carries the listing, then their favourites and recently viewed from the server, each with 2 photos, primary first", async () => {
    const member = await memberWithPassword(t.app, t.database, "saver@example.com", "harbour-lights-7");
    const [current, a, b, c, d] = listings;
    const save = (savedPropertyType: number, ids: number[]) =>
      member.post("/api/property/saveuserproperties", {
        savedPropertyType,
        properties: ids.map((id, i) => ({ propertyListingId: id, createdDate: at(i) })),
      });
    expect((await save(1, [a!.id, b!.id])).statusCode).toBe(200);
    expect((await save(2, [c!.id, current!.id, a!.id, d!.id])).statusCode).toBe(200);
    // What the browser sends for a member is not whose list it is: a stranger's id is not kept.
    const stranger = listings[19]!;
    const response = await member.post("/api/communication/contactus", {
      ...ENQUIRY,
      listingId: current!.id,
      enquiryData: { jsonData: { Properties: [{ propertyListingId: stranger.id, savedPropertyType: 1, photos: ["x.jpg"] }] } },
    });
    expect(response.statusCode).toBe(200);
    const { properties } = await storedOf(response.json().enquiryId);
    // The agency's e-mail names them too.
    const [mail] = await t.database.query<{ data: { savedReferences: string[] } | string }>(
      `select data from mail_outbox where template = 'enquiry-agent' and data->>'enquiryId' = $1`,
      [String(response.json().enquiryId)],
    );
    const mailData = typeof mail!.data === "string" ? JSON.parse(mail!.data) : mail!.data;
    expect(mailData.savedReferences).toEqual([b!, a!, d!, c!].map((l) => l.reference_id));
    expect(properties.map((p) => [p.propertyListingId, p.savedPropertyType])).toEqual([
      [current!.id, 0],
      [b!.id, 1],
      [a!.id, 1],
      [d!.id, 2],
      [c!.id, 2],
    ]);
    for (const property of properties) {
      const listing = listings.find((l) => l.id === property.propertyListingId)!;
      expect(property.referenceId).toBe(listing.reference_id);
      expect(property.photos).toEqual([listing.first_photo, listing.second_photo].filter(Boolean));
    }
  });

  it("a member with more saved than fit: the listing and 10 more", async () => {
    const member = await memberWithPassword(t.app, t.database, "hoarder@example.com", "harbour-lights-7");
    const ids = listings.slice(1, 16).map((l) => l.id);
    await member.post("/api/property/saveuserproperties", {
      savedPropertyType: 1,
      properties: ids.map((id, i) => ({ propertyListingId: id, createdDate: at(i) })),
    });
    const response = await member.post("/api/communication/contactus", { ...ENQUIRY, listingId: listings[0]!.id });
    const { properties } = await storedOf(response.json().enquiryId);
    expect(properties).toHaveLength(11);
    expect(properties[0]!.propertyListingId).toBe(listings[0]!.id);
    expect(properties.slice(1).map((p) => p.propertyListingId)).toEqual(ids.reverse().slice(0, 10));
  });

  it("a guest's local lists come from the browser; photos are the server's, and ids with no listing are dropped", async () => {
    const [current, a, b] = listings;
    const response = await apiVisitor(t.app).post("/api/communication/contactus", {
      ...ENQUIRY,
      listingId: current!.id,
      enquiryData: {
        jsonData: {
          Properties: [
            { propertyListingId: current!.id, savedPropertyType: 0 },
            { propertyListingId: a!.id, savedPropertyType: 1, photos: ["forged.jpg"] },
            { propertyListingId: 999_999, savedPropertyType: 1 },
            { propertyListingId: b!.id, savedPropertyType: 2 },
          ],
        },
      },
    });
    const { properties } = await storedOf(response.json().enquiryId);
    expect(properties.map((p) => [p.propertyListingId, p.savedPropertyType, p.photos[0]])).toEqual([
      [current!.id, 0, current!.first_photo],
      [a!.id, 1, a!.first_photo],
      [b!.id, 2, b!.first_photo],
    ]);
  });

  it("an enquiry about an overseas listing names it in InternationalProperties, with 2 of its photos", async () => {
    const response = await apiVisitor(t.app).post("/api/communication/contactus", {
      ...ENQUIRY,
      enquiryType: 6,
      enquiryData: {
        jsonData: {
          InternationalProperties: [
            { propertyListingId: 2, savedPropertyType: 0 },
            { propertyListingId: 9999, savedPropertyType: 0 },
          ],
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const { properties } = await storedOf(response.json().enquiryId);
    expect(properties).toEqual([
      {
        propertyListingId: 2,
        referenceId: "",
        savedPropertyType: 0,
        photos: ["/media/property/int2-1/640.webp", "/media/property/int2-2/640.webp"],
        international: true,
      },
    ]);
  });

  it("keeps the okeid and onuid cookies with eid, edmid and rid", async () => {
    const response = await apiVisitor(t.app).post("/api/communication/contactus", {
      ...ENQUIRY,
      enquiryData: { emailId: "e1", edmId: "m2", referralId: "r3", okeId: "k4", onuId: "u5" },
    });
    expect((await storedOf(response.json().enquiryId)).referral).toMatchObject({
      emailId: "e1",
      edmId: "m2",
      referralId: "r3",
      okeId: "k4",
      onuId: "u5",
    });
  });

  it("a phone typed the Hong Kong way is stored normalised; a 5-digit phone is refused", async () => {
    const visitor = apiVisitor(t.app);
    for (const phone of ["9123 4567", "+852 9123 4567", "00852-9123-4567"]) {
      const response = await visitor.post("/api/communication/contactus", { ...ENQUIRY, phone, dialCode: "853" });
      expect(response.statusCode).toBe(200);
      const stored = await storedOf(response.json().enquiryId);
      expect([stored.dial_code, stored.phone]).toEqual([phone.startsWith("9") ? "853" : "852", "91234567"]);
    }
    const short = await visitor.post("/api/communication/contactus", { ...ENQUIRY, phone: "12345" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ phone: "phoneFormat" });
  });

  it("the agency's e-mail gives a rent listing's rent as the site writes it, a month", async () => {
    const [rental] = await t.database.query<{ id: number; rent_price: number }>(
      `select id, rent_price from listings where purpose = 2 and rent_price is not null order by id limit 1`,
    );
    const response = await apiVisitor(t.app).post("/api/communication/contactus", { ...ENQUIRY, listingId: rental!.id });
    const [mail] = await t.database.query<{ data: Record<string, unknown> | string }>(
      `select data from mail_outbox where template = 'enquiry-agent' and data->>'enquiryId' = $1`,
      [String(response.json().enquiryId)],
    );
    const data = typeof mail!.data === "string" ? JSON.parse(mail!.data) : mail!.data;
    expect(data).toMatchObject({
      rent: formatPrice(rental!.rent_price, { currencyId: 3, language: "en" }),
      salePrice: "",
      savedReferences: [],
    });
    expect(data.rent).toMatch(/^HK\$[\d.,]+K$/);
  });
});
