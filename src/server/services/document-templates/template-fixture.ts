// A filled-in document for the templates' tests and the print check: a rent
// listing with long names in both languages, so wrapping is exercised too.
import type { DocumentTemplateData } from "./template-data.ts";

export function sampleTemplateData(overrides: Partial<DocumentTemplateData> = {}): DocumentTemplateData {
  return {
    documentKey: "dk_7Qx2mR9vLp",
    issuedAt: "2025-07-01T02:30:00Z",
    listing: {
      id: 482913,
      purpose: "rent",
      building: { en: "The Grand Harbourfront Residences Phase Two Tower Three", zh: "維港灣畔豪庭第二期第三座" },
      address: { en: "18 Tak Fung Street", zh: "德豐街18號" },
      district: { en: "Hung Hom", zh: "紅磡" },
      block: { en: "Tower 3", zh: "第3座" },
      floor: { en: "23/F", zh: "23樓" },
      flat: "B",
      saleableAreaSqFt: 612,
      grossAreaSqFt: 845,
      askingHkd: 28500,
    },
    agent: { name: { en: "Fiona Lau Wing-sze", zh: "劉詠詩" }, licenceNumber: "S-456789" },
    agency: {
      name: { en: "Harbour Homes Limited", zh: "港居地產有限公司" },
      licenceNumber: "C-098765",
      address: { en: "Shop G3, G/F, 68 Queen's Road Central, Central, Hong Kong", zh: "香港中環皇后大道中68號地下G3號舖" },
    },
    client: { name: "歐陽志明 Au-Yeung Chi-ming", email: "chiming.auyeung@example.com", phone: "+852 9123 4567" },
    terms: {
      agencyPeriod: { start: "2025-07-01", end: "2025-09-30" },
      commission: { kind: "percent", percent: 50 },
      dualAgency: true,
      viewing: { at: "2025-07-05T07:30:00Z", otherViewers: ["Mary Chan 陳美玲"] },
      offer: { amountHkd: 27000, initialDepositHkd: 54000, completionDate: "2025-08-01", validUntil: "2025-07-08" },
    },
    ...overrides,
  };
}
