import { describe, expect, it } from "vitest";
import { DOCUMENT_TEMPLATE_IDS, renderDocumentTemplate, type DocumentTemplateData, type DocumentTemplateId } from "./index.ts";
import { sampleTemplateData } from "./template-fixture.ts";

const languages = ["en", "zh-hk", "zh-cn"] as const;
const agreements = ["vendor-agreement", "purchaser-agreement", "landlord-agreement", "tenant-agreement"] as const;
const forms = { "vendor-agreement": 3, "purchaser-agreement": 4, "landlord-agreement": 5, "tenant-agreement": 6 } as const;

function dataFor(id: DocumentTemplateId, overrides: Partial<DocumentTemplateData> = {}): DocumentTemplateData {
  const sale = id === "vendor-agreement" || id === "purchaser-agreement";
  const base = sampleTemplateData(overrides);
  return sale ? { ...base, listing: { ...base.listing, purpose: "sale", askingHkd: 12_800_000 } } : base;
}

/** The document's text as a reader sees it: tags dropped, entities read. */
function text(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("renderDocumentTemplate", () => {
  it.each(DOCUMENT_TEMPLATE_IDS.flatMap((id) => languages.map((lang) => [id, lang] as const)))("renders %s in %s", (id, lang) => {
    const doc = renderDocumentTemplate(id, lang, dataFor(id));
    expect(doc.title.length).toBeGreaterThan(0);
    expect(doc.titleChi).toMatch(/[\u4e00-\u9fff]/);
    expect(doc.caption).toContain("The Grand Harbourfront Residences");
    expect(doc.captionChi).toContain("維港灣畔豪庭");
    expect(doc.html).toMatch(/^<style>/);
    expect(doc.html).toContain(`<article class="dt" lang="${{ en: "en", "zh-hk": "zh-Hant-HK", "zh-cn": "zh-Hans-CN" }[lang]}">`);
    // Both languages are in every document.
    expect(text(doc.html)).toContain("Signatures");
    expect(text(doc.html)).toMatch(lang === "zh-cn" ? /签署/ : /簽署/);
  });

  it.each(agreements)("puts every field of the data into the %s", (id) => {
    const data = dataFor(id, { terms: { ...sampleTemplateData().terms, commission: { kind: "amount", amountHkd: 14_250 } } });
    const shown = text(renderDocumentTemplate(id, "en", data).html);
    const sale = id === "vendor-agreement" || id === "purchaser-agreement";
    for (const value of [
      "dk_7Qx2mR9vLp",
      "1 July 2025",
      "2025年7月1日",
      "482913",
      "The Grand Harbourfront Residences Phase Two Tower Three",
      "維港灣畔豪庭第二期第三座",
      "18 Tak Fung Street",
      "德豐街18號",
      "Hung Hom",
      "紅磡",
      "Tower 3",
      "第3座",
      "23/F",
      "23樓",
      "B",
      "612 sq ft",
      "845 sq ft",
      sale ? "HK$12,800,000" : "HK$28,500",
      sale ? "港幣12,800,000元" : "港幣28,500元",
      "Fiona Lau Wing-sze",
      "劉詠詩",
      "S-456789",
      "Harbour Homes Limited",
      "港居地產有限公司",
      "C-098765",
      "Shop G3, G/F, 68 Queen's Road Central, Central, Hong Kong",
      "香港中環皇后大道中68號地下G3號舖",
      "歐陽志明 Au-Yeung Chi-ming",
      "chiming.auyeung@example.com",
      "+852 9123 4567",
      "30 September 2025",
      "2025年9月30日",
      "HK$14,250",
      "港幣14,250元",
      "acts for both sides",
      "同時代表雙方",
    ]) {
      expect(shown, value).toContain(value);
    }
  });

  it("prints a percentage commission against the price of a sale and one month's rent of a letting", () => {
    expect(text(renderDocumentTemplate("vendor-agreement", "en", dataFor("vendor-agreement")).html)).toContain("50% of the price");
    const letting = text(renderDocumentTemplate("tenant-agreement", "zh-hk", dataFor("tenant-agreement")).html);
    expect(letting).toContain("50% of one month's rent");
    expect(letting).toContain("一個月租金的50%");
  });

  it("says when the agency acts for the client only, and whether sub-listing and exclusivity apply", () => {
    const terms = { ...sampleTemplateData().terms, dualAgency: false, exclusive: true, subListing: true };
    const shown = text(renderDocumentTemplate("landlord-agreement", "en", dataFor("landlord-agreement", { terms })).html);
    expect(shown).toContain("Disclosure: the Agency acts for the Landlord only.");
    expect(shown).toContain("披露：代理公司只代表業主。");
    expect(shown).toContain("as its sole estate agent");
    expect(shown).toContain("The Landlord allows the Agency to pass the Property to other licensed estate agencies");
    const plain = text(renderDocumentTemplate("landlord-agreement", "en", dataFor("landlord-agreement")).html);
    expect(plain).toContain("as its non-exclusive estate agent");
    expect(plain).toContain("does not allow the Agency to pass the Property to other estate agencies");
    // Sub-listing is the owner's choice: the buyer-side agreements have no such section.
    expect(text(renderDocumentTemplate("tenant-agreement", "en", dataFor("tenant-agreement")).html)).not.toContain("Sub-listing");
  });

  it("puts the viewing's time and viewers into the viewing record, and the offer's terms into the letter of offer", () => {
    const viewing = text(renderDocumentTemplate("viewing-record", "en", dataFor("viewing-record")).html);
    expect(viewing).toContain("Saturday, 5 July 2025 at 3:30 pm");
    expect(viewing).toContain("2025年7月5日星期六 下午3:30");
    expect(viewing).toContain("歐陽志明 Au-Yeung Chi-ming, Mary Chan 陳美玲");
    const offer = text(renderDocumentTemplate("letter-of-offer", "en", dataFor("letter-of-offer")).html);
    for (const value of [
      "HK$27,000",
      "HK$54,000",
      "1 August 2025",
      "2025年8月1日",
      "8 July 2025",
      "Subject to contract.",
      "以正式合約為準。",
    ]) {
      expect(offer, value).toContain(value);
    }
    const sale = text(renderDocumentTemplate("letter-of-offer", "en", dataFor("purchaser-agreement")).html);
    expect(sale).toContain("Completion date");
    expect(sale).toContain("provisional agreement for sale and purchase on paper");
  });

  it("prints every interpolated value literally", () => {
    const hostile = "<b>陳大文 & Co.</b>";
    const base = dataFor("tenant-agreement");
    const data: DocumentTemplateData = {
      ...base,
      documentKey: '"><script>alert(1)</script>',
      listing: { ...base.listing, building: { en: hostile, zh: hostile }, flat: "<i>B</i>" },
      agent: { ...base.agent, name: { en: hostile, zh: hostile } },
      client: { name: hostile, email: "a&b@example.com", phone: "<img src=x onerror=alert(1)>" },
      terms: { ...base.terms, viewing: { at: "2025-07-05T07:30:00Z", otherViewers: [hostile] } },
    };
    for (const id of DOCUMENT_TEMPLATE_IDS) {
      const sale = id === "vendor-agreement" || id === "purchaser-agreement";
      const doc = renderDocumentTemplate(id, "zh-hk", sale ? { ...data, listing: { ...data.listing, purpose: "sale" } } : data);
      expect(doc.html, id).not.toContain("<b>");
      expect(doc.html, id).not.toContain("<script>");
      expect(doc.html, id).not.toContain("<img");
      expect(doc.html, id).not.toContain("<i>");
      expect(doc.html, id).toContain("&lt;b&gt;陳大文 &amp; Co.&lt;/b&gt;");
      expect(doc.html, id).toContain("a&amp;b@example.com");
      expect(doc.html, id).toContain("&quot;&gt;&lt;script&gt;");
    }
  });

  it.each(agreements)("marks the %s as the portal's template on the structure of its prescribed form", (id) => {
    for (const lang of languages) {
      const shown = text(renderDocumentTemplate(id, lang, dataFor(id)).html);
      expect(shown).toContain(`Harbour Homes template — not the prescribed form; based on the structure of Form ${forms[id]} of the`);
      expect(shown).toContain(lang === "zh-cn" ? `港居范本——并非订明表格` : `港居範本——並非訂明表格`);
    }
  });

  it("marks the viewing record and the letter of offer as the portal's template, not a prescribed form", () => {
    for (const id of ["viewing-record", "letter-of-offer"] as const) {
      expect(text(renderDocumentTemplate(id, "en", dataFor(id)).html)).toContain("Harbour Homes template — not a prescribed form.");
    }
  });

  it("has the client sign and the agent countersign every document", () => {
    for (const id of DOCUMENT_TEMPLATE_IDS) {
      expect(renderDocumentTemplate(id, "en", dataFor(id)).signerRoles, id).toEqual(["client", "agent"]);
    }
  });

  it("prints the reader's language first and the other one below it", () => {
    const en = renderDocumentTemplate("tenant-agreement", "en", dataFor("tenant-agreement")).html;
    expect(en.indexOf("Estate agency agreement: tenant")).toBeLessThan(en.indexOf("地產代理協議（租客）"));
    const zh = renderDocumentTemplate("tenant-agreement", "zh-hk", dataFor("tenant-agreement")).html;
    expect(zh.indexOf("地產代理協議（租客）")).toBeLessThan(zh.indexOf("Estate agency agreement: tenant"));
  });

  it("gives zh-cn readers Simplified characters with the Hong Kong legal words, and people's names as written", () => {
    const base = dataFor("tenant-agreement");
    const data = { ...base, client: { ...base.client, name: "陳大文" } };
    const shown = text(renderDocumentTemplate("tenant-agreement", "zh-cn", data).html);
    expect(shown).toContain("地产代理协议（租客）");
    expect(shown).not.toContain("地產代理協議");
    expect(shown).toContain("陳大文");
    expect(shown).toContain("红磡");
    expect(shown).toContain("代理公司");
    expect(shown).not.toContain("经纪人");
    // The stored Chinese title stays Traditional: it is data, converted where it is shown.
    expect(renderDocumentTemplate("tenant-agreement", "zh-cn", data).titleChi).toBe("地產代理協議（租客）");
  });

  it("refuses an agreement for the wrong kind of listing, and a viewing record or offer without its terms", () => {
    expect(() => renderDocumentTemplate("tenant-agreement", "en", dataFor("vendor-agreement"))).toThrow(/needs a listing for rent/);
    expect(() => renderDocumentTemplate("vendor-agreement", "en", dataFor("tenant-agreement"))).toThrow(/needs a listing for sale/);
    const { viewing: _v, offer: _o, ...terms } = sampleTemplateData().terms;
    expect(() => renderDocumentTemplate("viewing-record", "en", sampleTemplateData({ terms }))).toThrow(/terms.viewing/);
    expect(() => renderDocumentTemplate("letter-of-offer", "en", sampleTemplateData({ terms }))).toThrow(/terms.offer/);
  });
});
