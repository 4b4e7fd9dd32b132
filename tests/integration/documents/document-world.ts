// A documents test's world: the app on a test database (its own job runner off,
// so a test runs the documents' jobs when it means to), a seeded rent listing,
// a signed-in agent, members made on demand, and the calls a test repeats:
// issue, a signer's link token, ask for a code and sign with it.
import { randomBytes } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import type { IssueDocumentRequest } from "../../../src/domain/contracts/documents.ts";
import type { RateLimitStore } from "../../../src/server/services/rate-limits/rate-limits.ts";
import {
  apiVisitor,
  latestMailLink,
  mailCount,
  memberWithPassword,
  startAccountsApp,
  unlimitedRateLimits,
  type AccountsApp,
  type ApiVisitor,
} from "../accounts-app.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { createSharedTestDatabase } from "../db.ts";
import { latestCode, PASSWORD, seedForDocuments, signedInAgent, tokenOfSigningUrl } from "./document-fixtures.ts";

export const AGENT_EMAIL = "desk.agent@example.com";

type AgentSigner = { role: string; email: string; signingURL: string | null; signingStatus: number; signerId: number };
export type AgentDoc = {
  documentKey: string;
  status: string;
  expiresDate: string;
  signers: AgentSigner[];
  sealing: { attempts: number; lastError: string | null };
};

export interface DocumentWorld {
  t: AccountsApp;
  /** Handles on the test database, as separate server processes hold them (the app uses the first). */
  databases: Database[];
  listingId: number;
  agentId: number;
  agent: ApiVisitor;
  /** A verified member signed in (made once per address). */
  member(email: string): Promise<ApiVisitor>;
  /** Issues a document to `clientEmail` (a tenant agreement in English, sequential, unless told otherwise). */
  issue(clientEmail: string, body?: Partial<IssueDocumentRequest>, by?: ApiVisitor): Promise<AgentDoc>;
  /** The agent desk's row of a document. */
  deskRow(documentKey: string, by?: ApiVisitor): Promise<AgentDoc>;
  /** The token of the newest signing invitation mailed to `email`. */
  mailedToken(email: string): Promise<string>;
  /** The agent's own signing token on a document (from the desk). */
  agentToken(documentKey: string): Promise<string>;
  /** Asks for a code as `visitor` and answers the code mailed to `email`. */
  codeFor(visitor: ApiVisitor, token: string, email: string): Promise<string>;
  /** Asks for a code and signs with a typed name. */
  sign(visitor: ApiVisitor, token: string, email: string, typedName?: string): Promise<LightMyRequestResponse>;
  mails(to: string, template: string): Promise<number>;
  /** Signs `email` in again (a session ends when the test clock moves weeks on); the agent too. */
  signIn(email: string): Promise<ApiVisitor>;
  /** A copy of an issued document made in the database, issued at `issuedAt`, its signers without links (lists only). */
  copyDocument(documentKey: string, issuedAt: Date): Promise<void>;
  close(): Promise<void>;
}

/**
 * Rate limits that count only the given rules (in the database, as the server does) and let everything else
 * through: the sign-ups and sign-ins a test makes must not trip the limits the test is not about.
 */
export function onlyRules(rules: readonly string[], store: RateLimitStore): RateLimitStore {
  return { hit: (rule, key, window) => (rules.includes(rule) ? store.hit(rule, key, window) : unlimitedRateLimits.hit(rule, key, window)) };
}

export async function startDocumentWorld(
  options: { env?: Record<string, string>; rateLimits?: (database: Database) => RateLimitStore; processes?: number } = {},
): Promise<DocumentWorld> {
  const databases = await createSharedTestDatabase(options.processes ?? 1);
  const database = databases[0]!;
  const t = await startAccountsApp({
    database,
    rateLimitStore: options.rateLimits ? options.rateLimits(database) : unlimitedRateLimits,
    env: options.env ?? {},
    jobs: false,
  });
  const { listingId, agentId } = await seedForDocuments(database);
  const agent = await signedInAgent(t, agentId, AGENT_EMAIL);
  const members = new Map<string, ApiVisitor>();

  async function deskRow(documentKey: string, by = world.agent): Promise<AgentDoc> {
    for (let page = 1; ; page++) {
      const list = (await by.post("/api/agentdesk/documents/list", { page })).json() as { results: AgentDoc[]; total: number };
      const row = list.results.find((r) => r.documentKey === documentKey);
      if (row) return row;
      if (list.results.length === 0) throw new Error(`document ${documentKey} is not on the desk`);
    }
  }

  async function codeFor(visitor: ApiVisitor, token: string, email: string): Promise<string> {
    const sent = await visitor.post("/api/mydocument/sendcode", { token });
    if (sent.statusCode !== 200) throw new Error(`sendcode: ${sent.statusCode} ${sent.body}`);
    return latestCode(database, email);
  }

  const world: DocumentWorld = {
    t,
    databases,
    listingId,
    agentId,
    agent,
    async member(email) {
      let visitor = members.get(email);
      if (!visitor) members.set(email, (visitor = await memberWithPassword(t.app, database, email, PASSWORD)));
      return visitor;
    },
    async issue(clientEmail, body = {}, by = world.agent) {
      const issued = await by.post("/api/agentdesk/documents/issue", {
        listingId,
        clientEmail,
        template: "tenant-agreement",
        language: "en",
        order: "sequential",
        ...body,
      });
      if (issued.statusCode !== 200) throw new Error(`issue: ${issued.statusCode} ${issued.body}`);
      return issued.json().data as AgentDoc;
    },
    deskRow,
    mailedToken: async (email) => tokenOfSigningUrl(await latestMailLink(database, email, "document-to-sign")),
    async agentToken(documentKey) {
      const url = (await deskRow(documentKey, world.agent)).signers.find((s) => s.role === "agent")?.signingURL;
      if (!url) throw new Error(`no signing URL for the agent on ${documentKey}`);
      return tokenOfSigningUrl(url);
    },
    codeFor,
    async sign(visitor, token, email, typedName = "Chan Tai Man") {
      const code = await codeFor(visitor, token, email);
      return visitor.post("/api/mydocument/sign", { token, code, typedName, consent: true });
    },
    mails: (to, template) => mailCount(database, to, template),
    async signIn(email) {
      const visitor = apiVisitor(t.app);
      const login = await visitor.post("/api/account/login", { email, password: PASSWORD, rememberMe: false });
      if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
      if (email === AGENT_EMAIL) world.agent = visitor;
      else members.set(email, visitor);
      return visitor;
    },
    async copyDocument(documentKey, issuedAt) {
      const [copy] = await database.query<{ id: number }>(
        `insert into documents (document_key, agent_id, template, language, title, title_chi, caption, caption_chi, signing_order,
           status, body_html, original_file_key, original_sha256, current_file_key, issued_at, expires_at, next_reminder_at, updated_at)
         select $2, agent_id, template, language, title, title_chi, caption, caption_chi, signing_order,
           status, body_html, original_file_key, original_sha256, current_file_key,
           $3::timestamptz, $3::timestamptz + (expires_at - issued_at), $3::timestamptz + (next_reminder_at - issued_at), $3::timestamptz
         from documents where document_key = $1 returning id`,
        [documentKey, randomBytes(16).toString("base64url"), issuedAt],
      );
      await database.query(
        `insert into document_signers (document_id, position, user_id, email, name, role, language, status, updated_at)
         select $1, s.position, s.user_id, s.email, s.name, s.role, s.language, 'awaiting', $2
         from document_signers s join documents d on d.id = s.document_id where d.document_key = $3`,
        [copy!.id, issuedAt, documentKey],
      );
      await database.query(
        `insert into document_properties (document_id, position, listing_id, snapshot)
         select $1, p.position, p.listing_id, p.snapshot from document_properties p join documents d on d.id = p.document_id
         where d.document_key = $2`,
        [copy!.id, documentKey],
      );
    },
    async close() {
      await t.close();
      await database.close();
    },
  };
  return world;
}
