// What the documents tests share: a seeded market, an agent with a password
// and a session, members, and the codes read from the delivered mail.
import type { Database } from "../../../src/server/db/client.ts";
import { seedMarket } from "../../../src/server/db/seed/seed-market.ts";
import { apiVisitor, memberWithPassword, type AccountsApp, type ApiVisitor } from "../accounts-app.ts";

export const PASSWORD = "harbour-lights-7";

/** A rent listing (for a tenant agreement) and its agent. */
export async function seedForDocuments(database: Database): Promise<{ listingId: number; agentId: number }> {
  await seedMarket(database, { listings: 40, seed: 7, now: new Date("2026-01-15T00:00:00Z") });
  const [row] = await database.query<{ id: number; agent_id: number }>(
    "select id, agent_id from listings where purpose in (2, 3) and rent_price is not null order by id limit 1",
  );
  return { listingId: row!.id, agentId: row!.agent_id };
}

/** A signed-in staff account answering for `agentId`. */
export async function signedInAgent(t: AccountsApp, agentId: number, email: string): Promise<ApiVisitor> {
  await memberWithPassword(t.app, t.database, email, PASSWORD);
  await t.database.query("update users set agent_id = null where agent_id = $1", [agentId]);
  await t.database.query("update users set roles = '{member,agent}', agent_id = $1 where email = $2", [agentId, email]);
  const agent = apiVisitor(t.app);
  const login = await agent.post("/api/account/login", { email, password: PASSWORD, rememberMe: false });
  if (login.statusCode !== 200) throw new Error(`agent sign-in failed: ${login.body}`);
  return agent;
}

/** The token at the end of a signing path or URL. */
export const tokenOfSigningUrl = (url: string) => url.split("/").at(-1)!.split("?")[0]!;

/** The newest signing code mailed to `to` (read from the outbox before it is delivered, or from a delivered text). */
export async function latestCode(database: Database, to: string): Promise<string> {
  const [row] = await database.query<{ data: { code?: string } | string }>(
    "select data from mail_outbox where lower(recipient) = lower($1) and template = 'document-code' order by id desc limit 1",
    [to],
  );
  const data = typeof row?.data === "string" ? (JSON.parse(row.data) as { code?: string }) : row?.data;
  if (!data?.code) throw new Error(`no undelivered code mail to ${to}`);
  return data.code;
}
