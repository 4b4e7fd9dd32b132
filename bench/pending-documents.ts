// node bench/pending-documents.ts [--runs 3000]
// The pending-document count runs on every signed-in page (the account menu's
// badge and the notification). This measures what it adds on the server: the
// count query for a member with 3 pending documents among 200 (the server's
// part of POST /api/mydocument/getpendingcount, or of a root loader calling
// the page service), beside a trivial query of the same kind as the floor, in
// the same loop. The bar is 0.3 ms beside the guest page.
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import { openDatabase } from "../src/server/db/client.ts";
import { seedMarket } from "../src/server/db/seed/seed-market.ts";
import { pendingDocumentCount } from "../src/server/db/documents/document-queries.ts";
import { createMemberDocuments } from "../src/server/services/documents/member-documents.ts";
import type { DocumentDeps } from "../src/server/services/documents/document-deps.ts";
import type { User } from "../src/domain/contracts/account-user.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3000" } } });
const RUNS = Number(values.runs);

const database = await openDatabase({ dataDir: "", inMemory: true });
await seedMarket(database, { listings: 200, seed: 7, now: new Date("2026-01-15T00:00:00Z") });
const [agent] = await database.query<{ id: number }>("select id from agents order by id limit 1");
const member = randomUUID();
await database.query("insert into users (id, email, email_confirmed_at) values ($1, 'bench.member@example.com', now())", [member]);
const now = new Date();
for (let i = 0; i < 200; i++) {
  const [document] = await database.query<{ id: number }>(
    `insert into documents (document_key, agent_id, template, language, title, title_chi, caption, caption_chi, signing_order, status,
       body_html, original_file_key, original_sha256, current_file_key, issued_at, expires_at, updated_at)
     values ($1, $2, 'tenant-agreement', 'en', 't', 't', 'c', 'c', 'sequential', 'pending', '{}'::jsonb, 'f', 's', 'f', now(), now() + interval '30 days', now())
     returning id`,
    [`bench-${i}`, agent!.id],
  );
  const mine = i % 67 === 0;
  await database.query(
    `insert into document_signers (document_id, position, user_id, email, name, role, language, status, updated_at)
     values ($1, 1, $2, $3, 'n', 'client', 'en', 'awaiting', now())`,
    [document!.id, mine ? member : null, mine ? "bench.member@example.com" : `other${i}@example.com`],
  );
}

const query = () => pendingDocumentCount(database, member, "bench.member@example.com", now);
// The service as pages call it: the count kept 5 s per member.
const service = createMemberDocuments({ database, now: () => now } as DocumentDeps, async () => {
  throw new Error("no secrets needed");
});
const user: User = {
  userId: member,
  email: "bench.member@example.com",
  firstName: "",
  lastName: "",
  salutation: 0,
  dialCode: "852",
  phone: "",
  subscribed: false,
  isConfirmed: true,
  loginProvider: null,
  hasPassword: true,
};
const cached = () => service.pendingCount(user);
const floor = () => database.query("select 1");
console.log(`pending count for the member: ${String(await query())}`);

async function measure(label: string, count: () => Promise<unknown>) {
  for (let i = 0; i < 300; i++) await Promise.all([count(), floor()]);
  const times: number[] = [];
  const floors: number[] = [];
  let cpu = 0;
  let floorCpu = 0;
  for (let run = 0; run < RUNS; run++) {
    let c0 = process.cpuUsage();
    let t0 = performance.now();
    await count();
    times.push(performance.now() - t0);
    let used = process.cpuUsage(c0);
    cpu += (used.user + used.system) / 1000;
    c0 = process.cpuUsage();
    t0 = performance.now();
    await floor();
    floors.push(performance.now() - t0);
    used = process.cpuUsage(c0);
    floorCpu += (used.user + used.system) / 1000;
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
  console.log(
    `${label}: median ${median(times).toFixed(3)} ms, p95 ${p95(times).toFixed(3)} ms, CPU ${(cpu / RUNS).toFixed(3)} ms/call; ` +
      `floor (select 1): median ${median(floors).toFixed(3)} ms, CPU ${(floorCpu / RUNS).toFixed(3)} ms/call; ` +
      `added: ${(median(times) - median(floors)).toFixed(3)} ms`,
  );
}
await measure("query (every call reads the database)", query);
await measure("service (kept 5 s per member)", cached);
await database.close();
