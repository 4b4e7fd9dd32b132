import { describe, expect, it } from "vitest";
import type { DocumentEntry, DocumentProperty, DocumentSigner } from "../../../domain/contracts/documents.ts";
import { clientDocumentState, documentStatus, propertiesWithDocuments, statusDate } from "./document-state.ts";

const signer = (over: Partial<DocumentSigner>): DocumentSigner => ({
  signingURL: null,
  signingStatus: 1,
  updatedDate: "2026-03-01T00:00:00.000Z",
  name: "Chan Tai Man",
  role: "client",
  position: 1,
  isViewer: false,
  ...over,
});

const property = (id: number): DocumentProperty => ({
  propertyId: id,
  bathroom: 1,
  bedroom: 2,
  buildingNameEng: `Tower ${String(id)}`,
  buildingNameChi: `${String(id)}座`,
  photoName: `property/p${String(id)}`,
  netSize: 500,
  grossSize: 650,
  salePrice: null,
  leasePrice: 25_000,
  caption_1: "Sea view",
  caption_2: "Quarry Bay",
  captionChi_1: "海景",
  captionChi_2: "鰂魚涌",
  titleChi: "海景兩房",
  postingPurposeId: 2,
  path: `/property/rent/tower/${String(id)}`,
});

const entry = (over: Partial<DocumentEntry>): DocumentEntry => ({
  documentKey: null,
  title: "Tenant agreement",
  titleChi: "租客代理協議",
  caption: "Estate agency agreement",
  captionChi: "地產代理協議",
  documentTemplate: "tenant-agreement",
  signers: [signer({})],
  properties: [property(1)],
  signingStatus: 1,
  statusDate: "2026-03-01T00:00:00.000Z",
  status: "pending",
  issuedDate: "2026-03-01T00:00:00.000Z",
  expiresDate: "2026-03-31T00:00:00.000Z",
  completedDate: null,
  agentName: "Fiona Lau",
  ...over,
});

describe("a document's status", () => {
  it.each([
    ["no signer", [], 1],
    ["no signer with a signing URL", [signer({ signingStatus: 3 }), signer({ signingStatus: 2 })], 1],
    ["the first signer with a URL", [signer({ signingStatus: 1 }), signer({ signingURL: "/en/mydocument/sign/a", signingStatus: 2 })], 2],
    ["the first of two with URLs", [signer({ signingURL: "/x", signingStatus: 3 }), signer({ signingURL: "/y", signingStatus: 2 })], 3],
  ])("%s → %i", (_, signers, expected) => {
    expect(documentStatus(signers)).toBe(expected);
  });

  it("dates the document by its latest signer update", () => {
    expect(
      statusDate([
        signer({ updatedDate: "2026-03-02T10:00:00.000Z" }),
        signer({ updatedDate: "2026-03-04T08:00:00.000Z" }),
        signer({ updatedDate: "2026-03-03T00:00:00.000Z" }),
      ]),
    ).toBe("2026-03-04T08:00:00.000Z");
    expect(statusDate([])).toBe("");
  });

  it("offers the signing URL only while there is no document key, and the title in the page's language", () => {
    const pending = entry({ signers: [signer({ signingURL: "/mydocument/sign/t", signingStatus: 2 })] });
    expect(clientDocumentState(pending, "zh-hk")).toMatchObject({
      title: "租客代理協議",
      signingUrl: "/zh-hk/mydocument/sign/t",
      status: 2,
    });
    const signed = entry({ documentKey: "k".repeat(22), signers: [signer({ signingURL: "/stale", signingStatus: 1 })] });
    expect(clientDocumentState(signed, "en")).toMatchObject({ title: "Tenant agreement", signingUrl: null, documentPath: "k".repeat(22) });
  });
});

describe("the properties of a page of documents", () => {
  it("groups documents under their property in the list's order, saleable size first, rent for a lease-only listing", () => {
    const states = propertiesWithDocuments(
      [
        entry({ title: "A", properties: [property(2)] }),
        entry({ title: "B", properties: [property(1)] }),
        entry({ title: "C", properties: [property(2)] }),
      ],
      "en",
    );
    expect(states.map((s) => [s.property_id, s.eforms.map((d) => d.title)])).toEqual([
      [2, ["A", "C"]],
      [1, ["B"]],
    ]);
    expect(states[0]).toMatchObject({
      imageUrl: "/media/property/p2/640.webp",
      buildingName: "Tower 2",
      isNetSize: true,
      size: 500,
      price: 25_000,
      type: "rent",
      beds: 2,
      bath: 1,
    });
    expect(propertiesWithDocuments([entry({})], "zh-hk")[0]?.buildingName).toBe("1座");
  });

  it("lists a document about no property under none", () => {
    expect(propertiesWithDocuments([entry({ properties: [] })], "en").map((s) => s.property_id)).toEqual([0]);
  });
});
