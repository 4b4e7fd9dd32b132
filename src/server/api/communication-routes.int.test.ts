// The enquiry calls against the real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): stored with both e-mails before the answer, the spec's
// field errors, the honeypot and the limits, and robustness of every field.
import { naughtyStrings } from "../../../tests/integration/naughty-strings.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiVisitor,
  mailCount,
  memberWithPassword,
  startAccountsApp,
  unlimitedRateLimits,
  type AccountsApp,
} from "../../../tests/integration/accounts-app.ts";
import { seedMarket } from "../db/seed/seed-market.ts";
import { createEnquiryService } from "../services/enquiries/enquiry-service.ts";
import { isOfficeOpen } from "../../domain/enquiry/opening-hours.ts";

const ENQUIRY = {
  fullName: "Chan Tai Man",
  email: "tai.man@example.com",
  phone: "91234567",
  dialCode: "852",
  salutation: 1,
  comment: "Is it still available?",
  message: "Is it still available?\nBot: When would you like to view it?\nMe: Saturday",
  enquiryType: 5,
  currencyType: 3,
  language: "zh-hk",
  enquiryData: {
    budget: "HK$ 8M",
    receiveUpdates: true,
    referralUrl: "http://portal.test/en",
    jsonData: { Properties: [] },
    emailId: "e1",
    edmId: "",
    referralId: "",
  },
  analyticsData: { trackingId: "t-1", userId: "" },
  enquiryCommMediaType: 1,
};

type Row = Record<string, unknown>;

describe("POST /api/communication/contactus", () => {
  let t: AccountsApp;
  let listing: { id: number; reference_id: string; agent_id: number; agent_email: string };
  beforeAll(async () => {
    t = await startAccountsApp({ rateLimitStore: unlimitedRateLimits, env: {} });
    await seedMarket(t.database, { listings: 40, seed: 7, now: new Date("2026-01-15T00:00:00Z") });
    listing = (
      await t.database.query(
        `select l.id, l.reference_id, l.agent_id, a.email as agent_email from listings l join agents a on a.id = l.agent_id order by l.id limit 1`,
      )
    )[0] as typeof listing;
  });
  afterAll(async () => t.close());

  const enquiries = (where = "true", params: unknown[] = []) =>
    t.database.query<Row>(`select * from enquiries where ${where} order by id`, params);

  it("stores the enquiry and queues the agent's e-mail and the receipt in the enquirer's language", async () => {
    const visitor = apiVisitor(t.app);
    const response = await visitor.post("/api/communication/contactus", { ...ENQUIRY, listingId: listing.id, userId: "someone-else" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      result: { hasError: false, message: "enquireSuccess" },
      references: { HasAccount: false, LoginProvider: null },
    });
    const [row] = await enquiries("id = $1", [body.enquiryId]);
    expect(row).toMatchObject({
      listing_id: listing.id,
      agent_id: listing.agent_id,
      user_id: null,
      name: "Chan Tai Man",
      email: "tai.man@example.com",
      phone: "91234567",
      budget: "HK$ 8M",
      enquiry_type: 5,
      comm_media_type: 1,
      language: "zh-hk",
      message: ENQUIRY.message,
    });
    const mails = await t.database.query<{ recipient: string; template: string; language: string; data: Row | string }>(
      `select recipient, template, language, data from mail_outbox where data->>'enquiryId' = $1 order by id`,
      [String(body.enquiryId)],
    );
    expect(mails.map((m) => [m.recipient, m.template, m.language])).toEqual([
      [listing.agent_email, "enquiry-agent", "en"],
      ["tai.man@example.com", "enquiry-receipt", "zh-hk"],
    ]);
    const agentData = typeof mails[0]!.data === "string" ? JSON.parse(mails[0]!.data) : mails[0]!.data;
    expect(agentData).toMatchObject({ reference: listing.reference_id, phone: "+852 91234567", message: ENQUIRY.message });
    expect(agentData.link).toMatch(new RegExp(`^http://portal\\.test/en/property/(sale|rent)/[^/]+/${listing.reference_id}$`));
  });

  it("with neither phone nor e-mail: 400, the phone error, nothing stored", async () => {
    const before = (await enquiries()).length;
    const response = await apiVisitor(t.app).post("/api/communication/contactus", { ...ENQUIRY, email: "", phone: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ phone: "phoneOrEmailRequired" });
    expect((await enquiries()).length).toBe(before);
  });

  it.each([
    [{ fullName: " " }, { fullName: "nameRequired" }],
    [{ email: "nope@" }, { email: "emailFormat" }],
    [{ phone: "12ab" }, { phone: "phoneFormat" }],
    [{ comment: "x".repeat(1501) }, { comment: "commentTooLong" }],
    [{ enquiryType: 13 }, { enquiryType: "invalidInput" }],
    [{ isAdmin: true }, { isAdmin: "unknownField" }],
  ])("%j → %j", async (patch, errors) => {
    const response = await apiVisitor(t.app).post("/api/communication/contactus", { ...ENQUIRY, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });

  it("without a listing or agent it goes to the office; a phone-only enquiry has no receipt", async () => {
    const response = await apiVisitor(t.app).post("/api/communication/contactus", { ...ENQUIRY, email: "", enquiryType: 1 });
    expect(response.statusCode).toBe(200);
    const id = String(response.json().enquiryId);
    const mails = await t.database.query<{ template: string }>(`select template from mail_outbox where data->>'enquiryId' = $1`, [id]);
    expect(mails.map((m) => m.template)).toEqual(["enquiry-agent"]);
    const [row] = await enquiries("id = $1", [Number(id)]);
    expect(row).toMatchObject({ agent_id: null, listing_id: null });
    expect(row!.office_id).not.toBeNull();
  });

  it("an unknown listing or agent is a field error", async () => {
    const visitor = apiVisitor(t.app);
    expect((await visitor.post("/api/communication/contactus", { ...ENQUIRY, listingId: 999_999_999 })).json().errors).toEqual({
      listingId: "unknownListing",
    });
    expect((await visitor.post("/api/communication/contactus", { ...ENQUIRY, agentId: 999_999 })).json().errors).toEqual({
      agentId: "unknownAgent",
    });
  });

  it("the honeypot: a clear 400, nothing stored, nothing mailed", async () => {
    const before = (await enquiries()).length;
    const response = await apiVisitor(t.app).post("/api/communication/contactus", {
      ...ENQUIRY,
      email: "bot@example.com",
      website: "http://spam",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().result).toEqual({ hasError: true, message: "spamSuspected" });
    expect((await enquiries()).length).toBe(before);
    expect(await mailCount(t.database, "bot@example.com")).toBe(0);
  });

  it("a guest whose e-mail has an account gets HasAccount; a member's enquiry carries their id from the session", async () => {
    const member = await memberWithPassword(t.app, t.database, "member.enquirer@example.com", "harbour-lights-7");
    const guest = await apiVisitor(t.app).post("/api/communication/contactus", { ...ENQUIRY, email: "Member.Enquirer@example.com" });
    expect(guest.json().references).toEqual({ HasAccount: true, LoginProvider: null });
    const own = await member.post("/api/communication/contactus", { ...ENQUIRY, email: "member.enquirer@example.com" });
    expect(own.json().references).toEqual({ HasAccount: false, LoginProvider: null });
    const [row] = await enquiries("id = $1", [own.json().enquiryId]);
    const me = (await member.inject({ url: "/api/account/me" })).json().user;
    expect(row!.user_id).toBe(me.userId);
  });

  it("a member's history holds their own enquiries only; the agent's desk those addressed to the agent, with who sent them", async () => {
    const service = createEnquiryService({
      database: t.database,
      rateLimits: { consume: async () => ({ allowed: true, retryAfterSeconds: 0 }) },
      now: () => new Date(),
      publicUrl: "http://portal.test",
      international: { byId: () => null },
    });
    const one = await memberWithPassword(t.app, t.database, "history.one@example.com", "harbour-lights-7");
    const two = await memberWithPassword(t.app, t.database, "history.two@example.com", "harbour-lights-7");
    const sent = await one.post("/api/communication/contactus", { ...ENQUIRY, email: "history.one@example.com", listingId: listing.id });
    await two.post("/api/communication/contactus", { ...ENQUIRY, email: "history.two@example.com" });
    const idOf = async (visitor: typeof one) => (await visitor.inject({ url: "/api/account/me" })).json().user.userId as string;
    const history = await service.history(await idOf(one));
    expect(history.map((e) => e.id)).toEqual([sent.json().enquiryId]);
    expect(history[0]).toMatchObject({
      listingId: listing.id,
      referenceId: listing.reference_id,
      message: ENQUIRY.message,
      commMediaType: 1,
    });

    // The desk lists what was addressed to the agent (who may open it is the enquiries policy's).
    const desk = await service.agentDesk(listing.agent_id);
    expect(desk.map((e) => e.id)).toContain(sent.json().enquiryId);
    expect(desk.find((e) => e.id === sent.json().enquiryId)).toMatchObject({
      name: "Chan Tai Man",
      email: "history.one@example.com",
      phone: "+852 91234567",
    });
  });

  it("takes at most 11 properties of 2 photos each; keeps 10 favourites and recently viewed beside the listing", async () => {
    const property = (id: number) => ({ propertyListingId: id, referenceId: `R${id}`, savedPropertyType: 1, photos: ["a.jpg", "b.jpg"] });
    const eleven = Array.from({ length: 11 }, (_, i) => property(i + 1));
    const ok = await apiVisitor(t.app).post("/api/communication/contactus", {
      ...ENQUIRY,
      enquiryData: { ...ENQUIRY.enquiryData, jsonData: { Properties: eleven } },
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await enquiries("id = $1", [ok.json().enquiryId]);
    // No listing was enquired about, so the list is the first 10 of the guest's.
    expect(row!.properties).toHaveLength(10);
    const twelve = await apiVisitor(t.app).post("/api/communication/contactus", {
      ...ENQUIRY,
      enquiryData: { ...ENQUIRY.enquiryData, jsonData: { Properties: [...eleven, property(12)] } },
    });
    expect(twelve.statusCode).toBe(400);
    const threePhotos = await apiVisitor(t.app).post("/api/communication/contactus", {
      ...ENQUIRY,
      enquiryData: { ...ENQUIRY.enquiryData, jsonData: { Properties: [{ ...property(1), photos: ["a", "b", "c"] }] } },
    });
    expect(threePhotos.statusCode).toBe(400);
  });

  it("contactusmedia records a WhatsApp tap without mail; Website is not a call to action", async () => {
    const visitor = apiVisitor(t.app);
    const response = await visitor.post("/api/communication/contactusmedia", {
      enquiryType: 5,
      listingId: listing.id,
      enquiryCommMediaType: 4,
      language: "en",
    });
    expect(response.statusCode).toBe(200);
    const [row] = await enquiries("id = $1", [response.json().enquiryId]);
    expect(row).toMatchObject({ comm_media_type: 4, listing_id: listing.id, agent_id: listing.agent_id, name: "" });
    expect((await t.database.query(`select 1 from mail_outbox where data->>'enquiryId' = $1`, [String(row!.id)])).length).toBe(0);
    const website = await visitor.post("/api/communication/contactusmedia", { enquiryType: 5, enquiryCommMediaType: 1 });
    expect(website.statusCode).toBe(400);
  });

  it("getofficeinfo: each office open (9) or closed (10) now by its hours, with its form, phone and WhatsApp; a bad body is a 400", async () => {
    const visitor = apiVisitor(t.app);
    const [office] = await t.database.query<{ id: number; phone: string; whatsapp: string; opening_hours: string }>(
      `select id, phone, whatsapp, opening_hours from offices order by id limit 1`,
    );
    const response = await visitor.post("/api/general/getofficeinfo", { officeIds: [office!.id, 999_999] });
    expect(response.statusCode).toBe(200);
    const status = isOfficeOpen(office!.opening_hours, t.clock.now()) ? 9 : 10;
    expect(response.json()).toEqual({
      offices: [
        {
          officeId: office!.id,
          status,
          messageContainer: {
            messages: [
              {
                title: `enquiry.reply.${status === 9 ? "open" : "closed"}Title`,
                caption: `enquiry.reply.${status === 9 ? "open" : "closed"}Caption`,
              },
            ],
          },
          commMedias: [
            { type: 1, status: 9, mediaData: "" },
            { type: 3, status, mediaData: office!.phone },
            { type: 4, status: 9, mediaData: office!.whatsapp },
          ],
        },
      ],
    });
    for (const body of [{}, { officeIds: [] }, { officeIds: ["1"] }, { officeIds: Array.from({ length: 11 }, (_, i) => i + 1) }]) {
      expect((await visitor.post("/api/general/getofficeinfo", body)).statusCode).toBe(400);
    }
  });

  const STRING_FIELDS = ["fullName", "firstName", "lastName", "email", "phone", "comment", "message", "userId", "website"];

  it("every string field: naughty strings, NUL, lone surrogates, 100 kB → never a 5xx; a refusal stores nothing", async () => {
    const visitor = apiVisitor(t.app);
    for (const field of STRING_FIELDS) {
      for (const value of [...naughtyStrings(2), "a\u0000b", "a\uD800b", "x".repeat(100_000)]) {
        const before = (await enquiries()).length;
        const response = await visitor.post("/api/communication/contactus", { ...ENQUIRY, [field]: value });
        expect(response.statusCode, `${field}=${JSON.stringify(value.slice(0, 20))}`).toBeLessThan(500);
        if (response.statusCode !== 200) expect((await enquiries()).length).toBe(before);
        if (value.length >= 100_000 || value.includes("\u0000")) expect(response.statusCode).toBe(400);
      }
    }
    for (const field of ["budget", "referralUrl", "emailId"]) {
      for (const value of ["a\u0000b", "x".repeat(100_000)]) {
        const response = await visitor.post("/api/communication/contactus", {
          ...ENQUIRY,
          enquiryData: { ...ENQUIRY.enquiryData, [field]: value },
        });
        expect(response.statusCode).toBe(400);
        // NUL is refused by the JSON decoder for every route; the contract names the long field.
        if (value.length > 3) expect(Object.keys(response.json().errors)).toEqual([`enquiryData.${field}`]);
      }
    }
  });

  it("invalid UTF-8 in the body is a 400", async () => {
    const raw = Buffer.concat([
      Buffer.from('{"fullName":"'),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from(`","email":"a@b.hk","enquiryType":1}`),
    ]);
    const visitor = apiVisitor(t.app);
    const response = await visitor.inject({
      method: "POST",
      url: "/api/communication/contactus",
      payload: raw,
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("enquiry limits", () => {
  let t: AccountsApp;
  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(async () => t.close());

  it("the 6th enquiry from one address within the hour is refused with a clear 429, and nothing is stored", async () => {
    const visitor = apiVisitor(t.app);
    const send = () => visitor.post("/api/communication/contactus", { ...ENQUIRY, enquiryType: 1, email: "busy@example.com" });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().result).toEqual({ hasError: true, message: "tooManyEnquiries" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await t.database.query(`select 1 from enquiries where email = 'busy@example.com'`)).length).toBe(5);
  });
});
