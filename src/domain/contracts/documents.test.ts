import { describe, expect, it } from "vitest";
import { documentListRequestSchema, issueDocumentRequestSchema, signRequestSchema } from "./documents.ts";

const token = "a".repeat(43);

describe("the document contracts", () => {
  it("default a list request to the spec's order 4, descending, page 1", () => {
    expect(documentListRequestSchema.parse({})).toEqual({ page: 1, listOrderEnum: 4, listOrderIsAsc: false });
    expect(documentListRequestSchema.safeParse({ listOrderEnum: 5 }).success).toBe(false);
  });

  it("take a typed name or a drawn signature, not both and not neither, and only with consent", () => {
    expect(signRequestSchema.safeParse({ token, code: "123456", typedName: "陳大文", consent: true }).success).toBe(true);
    expect(
      signRequestSchema.safeParse({ token, code: "123456", drawnSignature: "data:image/png;base64,iVBORw0K", consent: true }).success,
    ).toBe(true);
    expect(signRequestSchema.safeParse({ token, code: "123456", consent: true }).success).toBe(false);
    expect(
      signRequestSchema.safeParse({
        token,
        code: "123456",
        typedName: "陳大文",
        drawnSignature: "data:image/png;base64,iVBORw0K",
        consent: true,
      }).success,
    ).toBe(false);
    expect(signRequestSchema.safeParse({ token, code: "123456", typedName: "陳大文", consent: false }).success).toBe(false);
    expect(signRequestSchema.safeParse({ token, code: "12345", typedName: "陳大文", consent: true }).success).toBe(false);
  });

  it("default an issue to sequential order with no co-signers", () => {
    const parsed = issueDocumentRequestSchema.parse({
      listingId: 1,
      clientEmail: "c@example.hk",
      template: "tenant-agreement",
      language: "zh-hk",
    });
    expect(parsed).toMatchObject({ order: "sequential", signers: [], clientName: "", terms: { dualAgency: false, exclusive: false } });
  });
});
