// The documents service as the server builds it, on an in-memory PGlite with
// a seeded market, an agent and a member, for bench/pdf-signing.ts: a tenant
// agreement issued once through the agent desk (printed by Chromium), then
// fresh copies of it in the database, each with the member's signing link
// and a code asked for, so each measured call is a first signature.
import { randomUUID } from "node:crypto";
import type { User } from "../src/domain/contracts/account-user.ts";
import type { Viewer } from "../src/domain/policy/viewer.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { seedMarket } from "../src/server/db/seed/seed-market.ts";
import { renderDocumentTemplate } from "../src/server/services/document-templates/index.ts";
import { createDocumentService, type DocumentService } from "../src/server/services/documents/document-service.ts";
import { pageCount } from "../src/server/services/documents/document-sources.ts";
import { createSigningSecrets, newDocumentKey, newLinkNonce, tokenHash } from "../src/server/services/documents/signing-secrets.ts";
import type { SigningCaller } from "../src/server/services/documents/signing.ts";
import { certificateVault, databaseFileStore } from "../src/server/services/files/file-store.ts";
import { auditCertificateHtml } from "../src/server/services/pdf-signing/audit-certificate.ts";
import { documentFrame } from "../src/server/services/pdf-signing/document-frame.ts";
import { createPdfSigning } from "../src/server/services/pdf-signing/index.ts";
import { createRateLimits } from "../src/server/services/rate-limits/rate-limits.ts";

const SECRET = "bench-signing-secret";
const MEMBER_EMAIL = "bench.signer@example.com";
const AGENT_EMAIL = "bench.agent@example.com";

const userOf = (userId: string, email: string): User => ({
  userId,
  email,
  firstName: "",
  lastName: "",
  salutation: 0,
  dialCode: "852",
  phone: "",
  subscribed: false,
  isConfirmed: true,
  loginProvider: null,
  hasPassword: true,
});

export interface SigningBench {
  service: DocumentService;
  /** The issued agreement's pages and size. */
  pages: number;
  kilobytes: number;
  /** A fresh copy of the agreement awaiting the member, with a code already mailed: the sign call to measure. */
  nextSignature(): Promise<() => Promise<unknown>>;
  close(): Promise<void>;
}

export async function signingBench(language: "en" | "zh-hk"): Promise<SigningBench> {
  const database = await openDatabase({ dataDir: "", inMemory: true });
  await seedMarket(database, { listings: 40, seed: 7, now: new Date("2026-01-15T00:00:00Z") });
  const [listing] = await database.query<{ id: number; agent_id: number }>(
    "select id, agent_id from listings where purpose in (2, 3) and rent_price is not null order by id limit 1",
  );
  const agentUser = randomUUID();
  const memberUser = randomUUID();
  // The seed may have given the agent a staff account already: this one answers for them instead.
  await database.query("update users set agent_id = null where agent_id = $1", [listing!.agent_id]);
  await database.query(
    `insert into users (id, email, email_confirmed_at, roles, agent_id) values ($1, $2, now(), '{member,agent}', $3), ($4, $5, now(), '{member}', null)`,
    [agentUser, AGENT_EMAIL, listing!.agent_id, memberUser, MEMBER_EMAIL],
  );
  const files = databaseFileStore(database);
  const pdf = createPdfSigning({ certificate: null, vault: certificateVault(files) });
  const service = createDocumentService({
    database,
    files,
    pdf,
    html: { template: renderDocumentTemplate, frame: documentFrame, auditCertificate: auditCertificateHtml },
    rateLimits: createRateLimits({ hit: async () => ({ hits: 1, secondsLeft: 60 }) }),
    now: () => new Date(),
    publicUrl: "http://bench.test",
    expiryDays: 30,
    signingSecret: SECRET,
    agencyLicenceNumber: "C-000000",
  });
  const agent: Viewer = { user: userOf(agentUser, AGENT_EMAIL), roles: ["member", "agent"], agentId: listing!.agent_id };
  const member: SigningCaller = {
    viewer: { user: userOf(memberUser, MEMBER_EMAIL), roles: ["member"], agentId: null },
    ip: "203.0.113.10",
    userAgent: "Mozilla/5.0 (bench)",
  };
  const issued = await service.agentDesk.issue(agent, {
    listingId: listing!.id,
    clientEmail: MEMBER_EMAIL,
    clientName: "陳大文",
    template: "tenant-agreement",
    language,
    signers: [],
    order: "sequential",
    terms: { dualAgency: false, exclusive: false, subListing: false, otherViewers: [] },
  });
  if (issued.kind !== "done") throw new Error(`issue: ${JSON.stringify(issued)}`);
  const [row] = await database.query<{ id: number; bytes: Uint8Array }>(
    "select d.id, f.bytes from documents d join stored_files f on f.key = d.original_file_key where d.document_key = $1",
    [issued.data.documentKey],
  );
  const secrets = createSigningSecrets(new TextEncoder().encode(SECRET));

  return {
    service,
    pages: pageCount(new Uint8Array(row!.bytes)),
    kilobytes: row!.bytes.byteLength / 1024,
    async nextSignature() {
      const nonce = newLinkNonce();
      const token = secrets.linkToken(nonce);
      await database.transaction(async (tx) => {
        const [copy] = await tx.query<{ id: number }>(
          `insert into documents (document_key, agent_id, template, language, title, title_chi, caption, caption_chi, signing_order,
             status, body_html, original_file_key, original_sha256, current_file_key, issued_at, expires_at, next_reminder_at, updated_at)
           select $2, agent_id, template, language, title, title_chi, caption, caption_chi, signing_order, status, body_html,
             original_file_key, original_sha256, current_file_key, now(), expires_at, next_reminder_at, now()
           from documents where id = $1 returning id`,
          [row!.id, newDocumentKey()],
        );
        await tx.query(
          `insert into document_signers (document_id, position, user_id, email, name, role, language, status, link_nonce, token_hash, updated_at)
           select $1, position, user_id, email, name, role, language, 'awaiting',
             case when role = 'client' then $2 end, case when role = 'client' then $3 end, now()
           from document_signers where document_id = $4`,
          [copy!.id, nonce, tokenHash(token), row!.id],
        );
      });
      const sent = await service.signing.sendCode(member, token);
      if (sent.kind !== "done") throw new Error(`sendcode: ${JSON.stringify(sent)}`);
      const [mail] = await database.query<{ data: { code: string } }>(
        "select data from mail_outbox where template = 'document-code' order by id desc limit 1",
      );
      const code = mail!.data.code;
      return async () => {
        const signed = await service.signing.sign(member, { token, code, typedName: "陳大文", consent: true });
        if (signed.kind !== "done") throw new Error(`sign: ${JSON.stringify(signed)}`);
      };
    },
    async close() {
      await pdf.close();
      await database.close();
    },
  };
}
