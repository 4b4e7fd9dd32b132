import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPdfSigning, type PdfSigning } from "../../../src/server/services/pdf-signing/index.ts";
import { FOUR_PAGE_AGREEMENT, memoryVault } from "../../fixtures/pdf-agreement.ts";
import { poppler } from "./poppler.ts";

describe("render: a four-page bilingual agreement printed by Chromium", () => {
  let signing: PdfSigning;
  let pdf: Uint8Array;

  beforeAll(async () => {
    signing = createPdfSigning({ certificate: null, vault: memoryVault() });
    pdf = await signing.render(FOUR_PAGE_AGREEMENT);
  });
  afterAll(() => signing.close());

  it("is four A4 pages under 500 KB", () => {
    const info = poppler("pdfinfo", pdf).stdout;
    expect(info).toMatch(/Pages:\s+4\n/);
    expect(info).toMatch(/Page size:.*\(A4\)/);
    expect(pdf.byteLength).toBeLessThan(500 * 1024);
  });

  it("embeds every font", () => {
    const [header, , ...rows] = poppler("pdffonts", pdf).stdout.trimEnd().split("\n");
    const emb = header!.indexOf("emb");
    expect(emb).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.slice(emb, emb + 3), row).toBe("yes");
  });

  it("gives the Chinese and the English text back", () => {
    const text = poppler("pdftotext", pdf).stdout;
    expect(text).toContain("地產代理協議");
    expect(text).toContain("代理須代表客戶在香港物色合適的物業");
    expect(text).toContain("The Agent shall act for the Client");
  });

  it("is drawn by poppler without a warning", () => {
    const run = poppler("pdftoppm", pdf, ["-r", "30", "-png"]);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe("");
  });

  it("renders two documents asked for at once, one after the other in the same browser", async () => {
    const [a, b] = await Promise.all([signing.render("<p>one</p>"), signing.render("<p>two</p>")]);
    expect(poppler("pdftotext", a).stdout).toContain("one");
    expect(poppler("pdftotext", b).stdout).toContain("two");
  });
});
