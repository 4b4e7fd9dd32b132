// The letter of offer: the client's offer for the property (price or monthly
// rent, initial deposit, completion or start date), expressly subject to
// contract so it binds no one; the agent signs to acknowledge receiving it.
import type { Layout, Pair } from "./bilingual-layout.ts";
import { documentHeading, money, pair, partiesFacts, propertyCaption, propertyFacts, signatureBlocks } from "./document-parts.ts";
import { dateEn, dateZh } from "./formatting.ts";
import { html, type SafeHtml } from "./safe-html.ts";
import type { DocumentTemplateData, RenderedDocument } from "./template-data.ts";

const title = { en: "Letter of offer (subject to contract)", zh: "出價書（以正式合約為準）" };

export function renderLetterOfOffer(l: Layout, data: DocumentTemplateData): RenderedDocument {
  const offer = data.terms.offer;
  if (!offer) throw new RangeError("letter-of-offer needs terms.offer");
  const sale = data.listing.purpose === "sale";
  const owner = sale ? pair(html`vendor`, l.zh`賣方`) : pair(html`landlord`, l.zh`業主`);
  const contract = sale
    ? pair(html`provisional agreement for sale and purchase`, l.zh`臨時買賣合約`)
    : pair(html`tenancy agreement`, l.zh`租約`);
  const date = (value: string | Date) => l.both(pair(html`${dateEn(value)}`, l.zh`${dateZh(value)}`));
  const section = (n: number, heading: Pair, ...content: SafeHtml[]) =>
    html`<section>${l.heading(2, pair(html`${n}. ${heading.en}`, html`${n}. ${heading.zh}`))}${content}</section>`;

  const terms = l.facts([
    {
      label: sale ? pair(html`Offer price`, l.zh`出價`) : pair(html`Monthly rent offered`, l.zh`出價月租`),
      value: money(l, offer.amountHkd),
    },
    { label: pair(html`Initial deposit`, l.zh`首期訂金`), value: money(l, offer.initialDepositHkd) },
    {
      label: sale ? pair(html`Completion date`, l.zh`成交日期`) : pair(html`Tenancy to start on`, l.zh`租期開始日期`),
      value: date(offer.completionDate),
    },
    ...(offer.validUntil ? [{ label: pair(html`Offer open until`, l.zh`出價有效期至`), value: date(offer.validUntil) }] : []),
  ]);

  const subjectToContract = [
    pair(
      html`The Client offers, through the Agency, to ${sale ? "buy" : "rent"} the Property from its ${owner.en} on the terms above.`,
      l.zh`客戶透過代理公司，按以上條款向${owner.zh}提出${sale ? l.zh`購買` : l.zh`租用`}該物業。`,
    ),
    pair(
      html`<strong class="dt-notice">Subject to contract.</strong> This offer binds neither the Client nor the ${owner.en}. A binding
        agreement arises only when both sign a ${contract.en} on paper; the initial deposit is paid then, not with this letter. The Client
        may withdraw the offer at any time before that.`,
      l.zh`<strong class="dt-notice">以正式合約為準。</strong>本出價對客戶及${owner.zh}均無約束力。雙方以紙本簽署${contract.zh}時，方產生具約束力的協議；首期訂金於當時支付，而非隨本出價書支付。在此之前，客戶可隨時撤回出價。`,
    ),
    ...(offer.validUntil
      ? [
          pair(
            html`If it is not accepted by ${dateEn(offer.validUntil)}, the offer lapses.`,
            l.zh`如於${dateZh(offer.validUntil)}前未獲接納，本出價即告失效。`,
          ),
        ]
      : []),
  ];

  const receipt = pair(
    html`The agent acknowledges receiving this offer, will pass it to the ${owner.en} promptly, and will tell the Client the answer in
    writing.`,
    l.zh`代理確認收到本出價，會盡快轉達${owner.zh}，並以書面告知客戶對方的回覆。`,
  );

  const body = [
    section(1, pair(html`Parties`, l.zh`雙方`), partiesFacts(l, data, pair(html`Client (offeror)`, l.zh`客戶（出價人）`))),
    section(2, pair(html`The Property`, l.zh`物業（「該物業」）`), propertyFacts(l, data)),
    section(3, pair(html`The offer`, l.zh`出價`), terms, ...subjectToContract.map(l.paragraph)),
    section(4, pair(html`Receipt by the agent`, l.zh`代理確認收到`), l.paragraph(receipt)),
    section(
      5,
      pair(html`Signatures`, l.zh`簽署`),
      signatureBlocks(l, data, [
        { role: "client", title: pair(html`Client (offeror)`, l.zh`客戶（出價人）`) },
        { role: "agent", title: pair(html`Agent, acknowledging receipt`, l.zh`代理（確認收到）`) },
      ]),
    ),
  ];
  const caption = propertyCaption(data);
  return {
    title: title.en,
    titleChi: title.zh,
    caption: caption.en,
    captionChi: caption.zh,
    html: html`${documentHeading(l, data, pair(html`${title.en}`, l.zh`${l.chinese(title.zh)}`), null)}${body}`.value,
    signerRoles: ["client", "agent"],
  };
}
