// The public verify call. A completed document's PDF, byte for byte, is
// found by its SHA-256 among the stored results (with its key, title and
// signers); a PDF signed by us that is not a stored result is ours but
// names no document; a copy with one byte changed is altered; a PDF signed
// with someone else's certificate, or not signed at all, is not ours. Not a
// PDF: 400. Over 10 MB: 413, before anything is read.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_VERIFY_PDF_BYTES } from "../../../src/domain/documents/document-codes.ts";
import { createPdfSigning } from "../../../src/server/services/pdf-signing/index.ts";
import { makeSelfSignedSealingCertificate } from "../../../src/server/services/pdf-signing/sealing-certificate.ts";
import { apiVisitor, type ApiVisitor } from "../accounts-app.ts";
import { AGENT_EMAIL, startDocumentWorld, type DocumentWorld } from "./document-world.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("the verify call", { timeout: 300_000 }, () => {
  let w: DocumentWorld;
  let guest: ApiVisitor;
  let documentKey: string;
  let result: Uint8Array;
  let halfSigned: Uint8Array;
  let original: Uint8Array;
  const EMAIL = "verifier@example.com";

  const verify = (bytes: Uint8Array | Buffer, contentType = "application/pdf") =>
    guest.inject({ method: "POST", url: "/api/documents/verify", payload: Buffer.from(bytes), headers: { "content-type": contentType } });
  const fileOf = async (column: "original_file_key" | "current_file_key" | "result_file_key") => {
    const [row] = await w.t.database.query<{ bytes: Uint8Array }>(
      `select f.bytes from stored_files f join documents d on d.${column} = f.key where d.document_key = $1`,
      [documentKey],
    );
    return new Uint8Array(row!.bytes);
  };

  beforeAll(async () => {
    w = await startDocumentWorld();
    guest = apiVisitor(w.t.app);
    const member = await w.member(EMAIL);
    const doc = await w.issue(EMAIL, { order: "sequential" });
    documentKey = doc.documentKey;
    original = await fileOf("original_file_key");
    expect((await w.sign(member, await w.mailedToken(EMAIL), EMAIL)).statusCode).toBe(200);
    halfSigned = await fileOf("current_file_key");
    expect((await w.sign(w.agent, await w.agentToken(documentKey), AGENT_EMAIL, "Agent Desk")).json().status).toBe("signed");
    result = await fileOf("result_file_key");
  }, 240_000);
  afterAll(async () => {
    await w.close();
  });

  it("finds the completed PDF by its SHA-256 among the stored results, for anyone", async () => {
    const [row] = await w.t.database.query<{ result_sha256: string }>("select result_sha256 from documents where document_key = $1", [
      documentKey,
    ]);
    expect(row!.result_sha256).toBe(sha256(result));
    const answer = await verify(result);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ ours: true, unaltered: true, documentKey });
    expect(answer.json().signers.map((s: { role: string; signedAt: string | null }) => [s.role, s.signedAt !== null])).toEqual([
      ["client", true],
      ["agent", true],
    ]);
  });

  it("says a PDF we signed that is not a stored result is ours, but names no document", async () => {
    const answer = (await verify(halfSigned)).json();
    expect(answer).toEqual({ ours: true, unaltered: true });
  });

  it("says a copy with one byte changed is altered, wherever the byte is", async () => {
    for (const at of [Math.floor(result.length / 3), Math.floor(result.length / 2), result.length - 200]) {
      const altered = new Uint8Array(result);
      altered[at] = altered[at]! ^ 0x01;
      const answer = (await verify(altered)).json();
      expect({ at, unaltered: answer.unaltered, documentKey: answer.documentKey }).toEqual({
        at,
        unaltered: false,
        documentKey: undefined,
      });
    }
  });

  it("says a PDF signed with another certificate, or not signed, is not ours", async () => {
    const stranger = createPdfSigning({
      certificate: { p12: makeSelfSignedSealingCertificate("Another Agency", "other-pass"), password: "other-pass" },
      vault: { get: async () => null, put: async () => {} },
    });
    try {
      const theirs = await stranger.sign(original, {
        signerName: "Someone Else",
        signerEmail: "else@example.com",
        reason: "Not ours",
        signedAt: new Date(),
      });
      expect((await verify(theirs)).json()).toEqual({ ours: false, unaltered: false });
    } finally {
      await stranger.close();
    }
    expect((await verify(original)).json()).toEqual({ ours: false, unaltered: false });
  });

  it("refuses what is not a PDF (400) and a body over 10 MB (413)", async () => {
    const notPdf = await verify(Buffer.from("Hello, this is not a PDF at all"));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toMatchObject({ result: { hasError: true } });
    const asText = await verify(result, "text/plain");
    expect([400, 415]).toContain(asText.statusCode);
    const tooBig = Buffer.alloc(MAX_VERIFY_PDF_BYTES + 1, 0x20);
    tooBig.write("%PDF-1.7\n");
    const answer = await verify(tooBig);
    expect(answer.statusCode).toBe(413);
    // Exactly the limit is still read (and is not one of ours).
    const atLimit = await verify(tooBig.subarray(0, MAX_VERIFY_PDF_BYTES));
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json()).toEqual({ ours: false, unaltered: false });
  });
});
