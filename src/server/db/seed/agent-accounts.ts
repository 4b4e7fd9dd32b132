// Every demo agent gets a staff account under its public e-mail, with the
// agent role and a link to its agent, so a person can open the agent desk on
// the embedded demo: ask for a password reset for that e-mail and follow the
// link in the local mailbox. No password is set here.
import { randomUUID } from "node:crypto";
import type { Queryable } from "../client.ts";
import type { Agent } from "./agents.ts";

export async function linkAgentAccounts(tx: Queryable, agents: readonly Agent[]): Promise<void> {
  // A reseed may number the agents anew: no account keeps a stale link.
  await tx.query(`update users set agent_id = null where agent_id is not null`);
  if (agents.length === 0) return;
  await tx.query(
    `insert into users (id, email, first_name, last_name, roles, agent_id, email_confirmed_at, language)
     select id, email, first_name, last_name, '{member,agent}'::text[], agent_id, now(), 'en'
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[]) as a(id, email, first_name, last_name, agent_id)
     on conflict ((lower(email))) do update
       set roles = array(select distinct unnest(users.roles || '{member,agent}'::text[]) order by 1),
           agent_id = excluded.agent_id`,
    [
      agents.map(() => randomUUID()),
      agents.map((agent) => agent.email),
      agents.map((agent) => firstName(agent.nameEn)),
      agents.map((agent) => lastName(agent.nameEn)),
      agents.map((agent) => agent.id),
    ],
  );
}

// The demo's English names are "Given Family".
const firstName = (name: string) => name.split(" ").slice(0, -1).join(" ") || name;
const lastName = (name: string) => name.split(" ").at(-1) ?? "";
