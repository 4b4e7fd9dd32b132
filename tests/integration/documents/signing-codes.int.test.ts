// The one-time code and the signing link: a code lives 10 minutes on the
// server's clock, allows 5 tries (then a new one is needed), is spent by the
// signature it allows, and a signer may ask for at most 5 codes an hour; a
// link that signed cannot sign again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseRateLimitStore } from "../../../src/server/services/rate-limits/rate-limits.ts";
import type { ApiVisitor } from "../accounts-app.ts";
import { onlyRules, startDocumentWorld, type DocumentWorld } from "./document-world.ts";

const MINUTE = 60 * 1000;

describe("the signing code and link", { timeout: 300_000 }, () => {
  let w: DocumentWorld;
  let member: ApiVisitor;
  const EMAIL = "coder@example.com";
  /** A sign call with this code (the signature is typed). */
  const sign = (token: string, code: string) =>
    member.post("/api/mydocument/sign", { token, code, typedName: "Chan Tai Man", consent: true });
  const wrong = (code: string) => (code === "000000" ? "000001" : "000000");
  /** A fresh document (sequential: the member first) and the member's token. */
  async function issued() {
    const doc = await w.issue(EMAIL);
    return { doc, token: await w.mailedToken(EMAIL) };
  }

  beforeAll(async () => {
    // The code-request limit counts for real (in the database); the sign-ups and sign-ins of the test do not.
    w = await startDocumentWorld({ rateLimits: (database) => onlyRules(["signingCode"], databaseRateLimitStore(database)) });
    member = await w.member(EMAIL);
  }, 120_000);
  afterAll(async () => {
    await w.close();
  });

  it("expires a code after 10 minutes: a new one signs", async () => {
    const { token } = await issued();
    const late = await w.codeFor(member, token, EMAIL);
    w.t.clock.advance(10 * MINUTE);
    const refused = await sign(token, late);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().result.message).toBe("signingCodeExpired");
    const code = await w.codeFor(member, token, EMAIL);
    w.t.clock.advance(10 * MINUTE - 1000);
    const signed = await sign(token, code);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().status).toBe("pending");
  });

  it("allows five tries: the fifth may be right, a sixth never is, and a new code is needed", async () => {
    const { token } = await issued();
    let code = await w.codeFor(member, token, EMAIL);
    const left: unknown[] = [];
    for (let i = 0; i < 4; i++) left.push((await sign(token, wrong(code))).json().attemptsLeft);
    expect(left).toEqual([4, 3, 2, 1]);
    const fifth = await sign(token, wrong(code));
    expect([fifth.statusCode, fifth.json().result.message, fifth.json().attemptsLeft]).toEqual([400, "signingCodeTooManyAttempts", 0]);
    // The right code no longer works after the fifth wrong try.
    expect((await sign(token, code)).json().result.message).toMatch(/signingCode(TooManyAttempts|Expired)/);
    expect((await sign(token, code)).statusCode).toBe(400);

    code = await w.codeFor(member, token, EMAIL);
    for (let i = 0; i < 4; i++) expect((await sign(token, wrong(code))).statusCode).toBe(400);
    const fifthRight = await sign(token, code);
    expect(fifthRight.statusCode, fifthRight.body).toBe(200);
  });

  it("spends a code on the signature it allows, and a used link cannot sign again", async () => {
    const { doc, token } = await issued();
    const code = await w.codeFor(member, token, EMAIL);
    expect((await sign(token, code)).statusCode).toBe(200);
    const [row] = await w.t.database.query<{ code_hash: string | null; status: string }>(
      "select s.code_hash, s.status from document_signers s join documents d on d.id = s.document_id where d.document_key = $1 and s.role = 'client'",
      [doc.documentKey],
    );
    expect(row).toEqual({ code_hash: null, status: "signed" });
    const again = await sign(token, code);
    expect([again.statusCode, again.json().result.message]).toEqual([400, "signingAlreadySigned"]);
    const newCode = await member.post("/api/mydocument/sendcode", { token });
    expect([newCode.statusCode, newCode.json().result.message]).toEqual([400, "signingAlreadySigned"]);
    // The link still opens (it shows the signed state) but offers nothing to do.
    const view = (await member.inject({ method: "GET", url: `/api/mydocument/signing?token=${token}` })).json().data;
    expect(view.signer).toMatchObject({ signingStatus: 1, isTurn: false });
    const signatures = await w.t.database.query(
      "select 1 from document_events e join documents d on d.id = e.document_id where d.document_key = $1 and e.kind = 'signed'",
      [doc.documentKey],
    );
    expect(signatures.length).toBe(1);
  });

  it("mails at most 5 codes to a signer an hour, then answers 429 with Retry-After", async () => {
    const { token } = await issued();
    for (let i = 0; i < 5; i++) expect((await member.post("/api/mydocument/sendcode", { token })).statusCode).toBe(200);
    const sixth = await member.post("/api/mydocument/sendcode", { token });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().result.message).toBe("signingCodeTooMany");
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    expect(await w.mails(EMAIL, "document-code")).toBe(2 + 2 + 1 + 5);
  });
});
