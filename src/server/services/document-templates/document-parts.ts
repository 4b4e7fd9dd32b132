// The parts every document shares: the heading with the portal's template
// marker, the parties, the property and the signature blocks.
import { dateEn, dateZh, hkdEn, hkdZh, sqFt } from "./formatting.ts";
import type { Layout, Pair } from "./bilingual-layout.ts";
import type { SafeHtml } from "./safe-html.ts";
import { html } from "./safe-html.ts";
import type { Bilingual, DocumentTemplateData, SignerRole } from "./template-data.ts";

/** The portal's name as its templates are marked. */
export const TEMPLATE_MARK = { en: "Harbour Homes template", zh: "港居範本" } as const;

const regulation = {
  en: "Estate Agents Practice (General Duties and Hong Kong Residential Properties) Regulation (Cap. 511C)",
  zh: "《地產代理常規（一般責任及香港住宅物業）規例》（第511C章）",
};

export function pair(en: SafeHtml, zh: SafeHtml): Pair {
  return { en, zh };
}

/** Title, the template marker (with the prescribed form it follows, if any) and the document's key and date. */
export function documentHeading(l: Layout, data: DocumentTemplateData, title: Pair, form: number | null): SafeHtml {
  const marker =
    form === null
      ? pair(html`${TEMPLATE_MARK.en} — not a prescribed form.`, l.zh`${l.chinese(TEMPLATE_MARK.zh)}——並非訂明表格。`)
      : pair(
          html`${TEMPLATE_MARK.en} — not the prescribed form; based on the structure of Form ${form} of the ${regulation.en}, in our own
          words.`,
          l.zh`${l.chinese(TEMPLATE_MARK.zh)}——並非訂明表格；參照${l.chinese(regulation.zh)}表格${form}的結構，以我們自己的文字寫成。`,
        );
  return html`${l.heading(1, title)}
    <div class="dt-marker">${l.paragraph(marker)}</div>
    ${l.paragraph(
      pair(
        html`<span class="dt-meta">Document ${data.documentKey} · issued ${dateEn(data.issuedAt)}</span>`,
        l.zh`<span class="dt-meta">文件編號 ${data.documentKey}・發出日期 ${dateZh(data.issuedAt)}</span>`,
      ),
    )}`;
}

function bilingual(l: Layout, value: Bilingual, place = false): SafeHtml {
  return l.both(pair(html`${value.en}`, html`${place ? l.chinese(value.zh) : value.zh}`));
}

const notKnown = (l: Layout) => l.both(pair(html`Not known`, l.zh`未提供`));

export function partiesFacts(l: Layout, data: DocumentTemplateData, clientRole: Pair): SafeHtml {
  const { client, agent, agency } = data;
  return l.facts([
    { label: clientRole, value: html`${client.name}` },
    { label: pair(html`E-mail`, l.zh`電郵`), value: html`${client.email}` },
    { label: pair(html`Phone`, l.zh`電話`), value: client.phone ? html`${client.phone}` : notKnown(l) },
    { label: pair(html`Estate agency (the Agency)`, l.zh`地產代理公司（「代理公司」）`), value: bilingual(l, agency.name) },
    { label: pair(html`Agency licence no.`, l.zh`公司牌照號碼`), value: html`${agency.licenceNumber}` },
    { label: pair(html`Agency address`, l.zh`公司地址`), value: bilingual(l, agency.address) },
    { label: pair(html`Agent`, l.zh`代理`), value: bilingual(l, agent.name) },
    { label: pair(html`Agent licence no.`, l.zh`代理牌照號碼`), value: html`${agent.licenceNumber}` },
  ]);
}

export function askingLabel(l: Layout, purpose: "sale" | "rent"): Pair {
  return purpose === "sale" ? pair(html`Asking price`, l.zh`叫價`) : pair(html`Asking rent (monthly)`, l.zh`叫租（每月）`);
}

export function money(l: Layout, amount: number): SafeHtml {
  return l.both(pair(html`${hkdEn(amount)}`, l.zh`${hkdZh(amount)}`));
}

export function propertyFacts(l: Layout, data: DocumentTemplateData): SafeHtml {
  const { listing } = data;
  const area = (value: number | null) =>
    value === null ? notKnown(l) : l.both(pair(html`${sqFt(value)} sq ft`, l.zh`${sqFt(value)} 平方呎`));
  return l.facts([
    { label: pair(html`Building`, l.zh`大廈`), value: bilingual(l, listing.building, true) },
    { label: pair(html`Address`, l.zh`地址`), value: bilingual(l, listing.address, true) },
    { label: pair(html`District`, l.zh`地區`), value: bilingual(l, listing.district, true) },
    { label: pair(html`Block`, l.zh`座數`), value: listing.block ? bilingual(l, listing.block, true) : notKnown(l) },
    { label: pair(html`Floor`, l.zh`樓層`), value: listing.floor ? bilingual(l, listing.floor) : notKnown(l) },
    { label: pair(html`Flat`, l.zh`單位`), value: listing.flat ? html`${listing.flat}` : notKnown(l) },
    { label: pair(html`Saleable area`, l.zh`實用面積`), value: area(listing.saleableAreaSqFt) },
    { label: pair(html`Gross area`, l.zh`建築面積`), value: area(listing.grossAreaSqFt) },
    { label: askingLabel(l, listing.purpose), value: listing.askingHkd === null ? notKnown(l) : money(l, listing.askingHkd) },
    { label: pair(html`Portal listing no.`, l.zh`網站盤源編號`), value: html`${listing.id}` },
  ]);
}

/** One line naming the property, for lists and mail: building, block, floor and flat, then the address. */
export function propertyCaption(data: DocumentTemplateData): Bilingual {
  const { listing } = data;
  const en = [
    listing.flat ? `Flat ${listing.flat}` : null,
    listing.floor?.en,
    listing.block?.en,
    listing.building.en,
    listing.address.en,
    listing.district.en,
  ];
  const zh = [
    listing.district.zh,
    listing.address.zh,
    listing.building.zh,
    listing.block?.zh,
    listing.floor?.zh,
    listing.flat ? `${listing.flat}室` : null,
  ];
  return { en: en.filter(Boolean).join(", "), zh: zh.filter(Boolean).join("") };
}

/**
 * The signature blocks. The signatures themselves are the PDF's digital
 * signatures, and who signed, when and how they were verified is in the audit
 * certificate at the end of the file.
 */
export function signatureBlocks(l: Layout, data: DocumentTemplateData, roles: { role: SignerRole; title: Pair }[]): SafeHtml {
  const electronically = l.paragraph(
    pair(html`Signed electronically: see the audit certificate at the end of this document.`, l.zh`以電子方式簽署：見本文件末的審計證明。`),
  );
  const blocks = roles.map(({ role, title }) => {
    const who =
      role === "client"
        ? l.facts([
            { label: pair(html`Name`, l.zh`姓名`), value: html`${data.client.name}` },
            { label: pair(html`E-mail`, l.zh`電郵`), value: html`${data.client.email}` },
          ])
        : l.facts([
            { label: pair(html`Agent`, l.zh`代理`), value: bilingual(l, data.agent.name) },
            { label: pair(html`Licence no.`, l.zh`牌照號碼`), value: html`${data.agent.licenceNumber}` },
            { label: pair(html`For the Agency`, l.zh`代表代理公司`), value: bilingual(l, data.agency.name) },
            { label: pair(html`Agency licence no.`, l.zh`公司牌照號碼`), value: html`${data.agency.licenceNumber}` },
          ]);
    return html`<section>${l.heading(3, title)}${who}${electronically}</section>`;
  });
  return html`<div class="dt-signatures">${blocks}</div>`;
}
