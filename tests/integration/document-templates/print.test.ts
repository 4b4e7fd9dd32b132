// The templates printed by the PDF engine in its own frame, as the documents
// module issues them: a bilingual agreement fits in four A4 pages under 500 KB
// with its Chinese embedded as a subset and extractable, and at a phone's
// width (390 px) nothing overflows, however long the building and client names.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderDocumentTemplate, type DocumentTemplateData } from "../../../src/server/services/document-templates/index.ts";
import { sampleTemplateData } from "../../../src/server/services/document-templates/template-fixture.ts";
import { documentFrame } from "../../../src/server/services/pdf-signing/document-frame.ts";
import { createPdfSigning, type PdfSigning } from "../../../src/server/services/pdf-signing/index.ts";

const frame = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>t</title><style>@page{size:A4;margin:16mm 15mm}body{margin:0}</style></head><body>${body}</body></html>`;

const longNames: DocumentTemplateData = (() => {
  const base = sampleTemplateData();
  return {
    ...base,
    listing: {
      ...base.listing,
      building: {
        en: "TheExtraordinarilyLongBuildingNameWithoutAnySpacesAtAllResidencesTower",
        zh: "維多利亞港灣畔豪華尊貴國際住宅發展項目第二期第三座東翼",
      },
    },
    client: { ...base.client, name: "歐陽司徒上官皇甫慕容諸葛公孫夏侯軒轅令狐鍾離長孫宇文大文" },
  };
})();

let browser: Browser;
let engine: PdfSigning;
const dir = mkdtempSync(join(tmpdir(), "document-templates-"));
const vault = new Map<string, Uint8Array>();

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  engine = createPdfSigning({
    certificate: null,
    vault: { get: async (key) => vault.get(key) ?? null, put: async (key, bytes) => void vault.set(key, bytes) },
  });
});
afterAll(async () => {
  await browser.close();
  await engine.close();
});

describe("the templates in Chromium", () => {
  it.each(["en", "zh-hk"] as const)(
    "print a %s tenant agreement in four A4 pages or fewer under 500 KB, Chinese embedded and extractable",
    async (lang) => {
      const doc = renderDocumentTemplate("tenant-agreement", lang, longNames);
      const pdf = await engine.render(documentFrame({ lang, title: doc.title, bodyHtml: doc.html }));
      const file = join(dir, `tenant-${lang}.pdf`);
      writeFileSync(file, pdf);
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);
      expect(pages).toBeGreaterThanOrEqual(2);
      expect(pages).toBeLessThanOrEqual(4);
      expect(pdf.byteLength).toBeLessThan(500 * 1024);
      const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" }).trim().split("\n").slice(2);
      expect(fonts.length).toBeGreaterThan(0);
      // Every font embedded (emb) and mapped to Unicode (uni), subset or not (Chromium writes CFF fonts as Type 3).
      for (const row of fonts) expect(row, row).toMatch(/\syes\s+(yes|no)\s+yes\s+\d+\s+\d+\s*$/);
      // The Chinese in the TrueType face, embedded as a subset: in the CFF Noto Sans CJK it is ~1 KB a character.
      if (lang === "zh-hk") expect(fonts.some((row) => /WenQuanYiMicroHei\s+CID TrueType\s+Identity-H\s+yes\s+yes/.test(row))).toBe(true);
      const extracted = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, "");
      expect(extracted).toContain("地產代理協議（租客）");
      expect(extracted).toContain("港居範本");
      console.log(`tenant agreement (${lang}): ${String(pages)} pages, ${String(Math.round(pdf.byteLength / 1024))} KB`);
    },
  );

  it.each(["en", "zh-hk", "zh-cn"] as const)("fit a 390 px screen in %s with long names wrapped", async (lang) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    for (const id of ["tenant-agreement", "viewing-record", "letter-of-offer"] as const) {
      await page.setContent(frame(lang, renderDocumentTemplate(id, lang, longNames).html));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, id).toBeLessThanOrEqual(390);
    }
    await page.close();
  });
});
