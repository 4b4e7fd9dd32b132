// SQL of the enquiries table and of who an enquiry goes to. A member's
// enquiries are read by the session's user id only; an agent's by the agent
// id of the signed-in staff account.
import type { Queryable } from "../client.ts";

/** Who receives an enquiry: an agent (with the office behind them) or an office alone. */
export interface EnquiryRecipient {
  agentId: number | null;
  officeId: number;
  email: string;
  name: string;
}

export interface EnquiryListing {
  id: number;
  referenceId: string;
  purpose: number;
  buildingName: string;
  agentId: number;
}

export async function findEnquiryListing(executor: Queryable, listingId: number): Promise<EnquiryListing | null> {
  const [row] = await executor.query<{ id: number; reference_id: string; purpose: number; building_name: string; agent_id: number }>(
    `select l.id, l.reference_id, l.purpose, b.name_en as building_name, l.agent_id
       from listings l join buildings b on b.id = l.building_id where l.id = $1`,
    [listingId],
  );
  return row
    ? { id: row.id, referenceId: row.reference_id, purpose: row.purpose, buildingName: row.building_name, agentId: row.agent_id }
    : null;
}

export async function findAgentRecipient(executor: Queryable, agentId: number): Promise<EnquiryRecipient | null> {
  const [row] = await executor.query<{ id: number; office_id: number; email: string; name_en: string }>(
    `select id, office_id, email, name_en from agents where id = $1`,
    [agentId],
  );
  return row ? { agentId: row.id, officeId: row.office_id, email: row.email, name: row.name_en } : null;
}

/** The head office (the lowest id) takes enquiries that name no agent. */
export async function findOfficeRecipient(executor: Queryable): Promise<EnquiryRecipient | null> {
  const [row] = await executor.query<{ id: number; email: string; name_en: string }>(
    `select id, email, name_en from offices order by id limit 1`,
  );
  return row ? { agentId: null, officeId: row.id, email: row.email, name: row.name_en } : null;
}

export interface NewEnquiry {
  enquiryType: number;
  commMediaType: number;
  userId: string | null;
  listingId: number | null;
  agentId: number | null;
  officeId: number | null;
  salutation: number;
  name: string;
  email: string;
  dialCode: string;
  phone: string;
  budget: string;
  currencyId: number;
  message: string;
  receiveUpdates: boolean;
  language: string;
  referral: Record<string, unknown>;
  properties: unknown[];
  now: Date;
}

export async function insertEnquiry(executor: Queryable, enquiry: NewEnquiry): Promise<number> {
  const [row] = await executor.query<{ id: number | string }>(
    `insert into enquiries (created_at, enquiry_type, comm_media_type, user_id, listing_id, agent_id, office_id, salutation, name,
       email, dial_code, phone, budget, currency_id, message, receive_updates, language, referral, properties)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::jsonb, $19::jsonb)
     returning id`,
    [
      enquiry.now,
      enquiry.enquiryType,
      enquiry.commMediaType,
      enquiry.userId,
      enquiry.listingId,
      enquiry.agentId,
      enquiry.officeId,
      enquiry.salutation,
      enquiry.name,
      enquiry.email,
      enquiry.dialCode,
      enquiry.phone,
      enquiry.budget,
      enquiry.currencyId,
      enquiry.message,
      enquiry.receiveUpdates,
      enquiry.language,
      JSON.stringify(enquiry.referral),
      JSON.stringify(enquiry.properties),
    ],
  );
  return Number(row!.id);
}

export interface EnquiryHistoryRow {
  id: number;
  createdAt: string;
  enquiryType: number;
  commMediaType: number;
  message: string;
  listingId: number | null;
  referenceId: string | null;
  purpose: number | null;
  buildingName: string | null;
  agentName: string | null;
  /** Who sent it (the agent's view; the member's own page does not show these). */
  name: string;
  email: string;
  phone: string;
}

type HistorySqlRow = {
  id: number | string;
  created_at: Date | string;
  enquiry_type: number;
  comm_media_type: number;
  message: string;
  listing_id: number | null;
  reference_id: string | null;
  purpose: number | null;
  building_name: string | null;
  agent_name: string | null;
  name: string;
  email: string;
  dial_code: string;
  phone: string;
};

const HISTORY_SELECT = `select e.id, e.created_at, e.enquiry_type, e.comm_media_type, e.message, e.listing_id, l.reference_id, l.purpose,
    b.name_en as building_name, a.name_en as agent_name, e.name, e.email, e.dial_code, e.phone
  from enquiries e
  left join listings l on l.id = e.listing_id
  left join buildings b on b.id = l.building_id
  left join agents a on a.id = e.agent_id`;

const historyRow = (row: HistorySqlRow): EnquiryHistoryRow => ({
  id: Number(row.id),
  createdAt: new Date(row.created_at).toISOString(),
  enquiryType: row.enquiry_type,
  commMediaType: row.comm_media_type,
  message: row.message,
  listingId: row.listing_id,
  referenceId: row.reference_id,
  purpose: row.purpose,
  buildingName: row.building_name,
  agentName: row.agent_name,
  name: row.name,
  email: row.email,
  phone: row.phone ? `+${row.dial_code} ${row.phone}` : "",
});

/** The member's own enquiries, newest first (the form's, not the recorded WhatsApp and phone taps). */
export async function enquiriesOfUser(executor: Queryable, userId: string, limit: number): Promise<EnquiryHistoryRow[]> {
  const rows = await executor.query<HistorySqlRow>(
    `${HISTORY_SELECT} where e.user_id = $1 and e.comm_media_type = 1 order by e.created_at desc, e.id desc limit $2`,
    [userId, limit],
  );
  return rows.map(historyRow);
}

/** The enquiries addressed to one agent: the form's and the recorded taps, newest first. */
export async function enquiriesOfAgent(executor: Queryable, agentId: number, limit: number): Promise<EnquiryHistoryRow[]> {
  const rows = await executor.query<HistorySqlRow>(
    `${HISTORY_SELECT} where e.agent_id = $1 order by e.created_at desc, e.id desc limit $2`,
    [agentId, limit],
  );
  return rows.map(historyRow);
}

export interface OfficeRow {
  id: number;
  phone: string;
  whatsapp: string;
  openingHours: string;
}

export async function findOffices(executor: Queryable, ids: readonly number[]): Promise<OfficeRow[]> {
  const rows = await executor.query<{ id: number; phone: string; whatsapp: string; opening_hours: string }>(
    `select id, phone, whatsapp, opening_hours from offices where id = any($1::int[]) order by id`,
    [ids],
  );
  return rows.map((row) => ({ id: row.id, phone: row.phone, whatsapp: row.whatsapp, openingHours: row.opening_hours }));
}
