// The viewing record: which property was viewed, when, by whom, with which
// agent, and both sides' acknowledgement. Signed by the client, countersigned
// by the agent.
import type { Layout, Pair } from "./bilingual-layout.ts";
import { documentHeading, pair, partiesFacts, propertyCaption, propertyFacts, signatureBlocks } from "./document-parts.ts";
import { dateTimeEn, dateTimeZh } from "./formatting.ts";
import { html, type SafeHtml } from "./safe-html.ts";
import type { DocumentTemplateData, RenderedDocument } from "./template-data.ts";

const title = { en: "Viewing record", zh: "睇樓紀錄" };

export function renderViewingRecord(l: Layout, data: DocumentTemplateData): RenderedDocument {
  const viewing = data.terms.viewing;
  if (!viewing) throw new RangeError("viewing-record needs terms.viewing");
  const sale = data.listing.purpose === "sale";
  const viewers = [data.client.name, ...(viewing.otherViewers ?? [])].join(", ");
  const section = (n: number, heading: Pair, ...content: SafeHtml[]) =>
    html`<section>${l.heading(2, pair(html`${n}. ${heading.en}`, html`${n}. ${heading.zh}`))}${content}</section>`;

  const acknowledgements = [
    pair(
      html`The Client viewed the Property at the time above, introduced and accompanied by the agent named above.`,
      l.zh`客戶於上述時間參觀該物業，由上述代理介紹及陪同。`,
    ),
    pair(
      html`If the Client ${sale ? "buys" : "rents"} the Property, commission is payable as the Client's estate agency agreement with the
      Agency says. This record alone creates no duty to pay commission.`,
      l.zh`如客戶${sale ? l.zh`購買` : l.zh`租用`}該物業，須按客戶與代理公司的地產代理協議支付佣金。本紀錄本身並不產生支付佣金的責任。`,
    ),
    pair(
      html`The agent confirms that the viewing took place as recorded and that the Property's information form was available to the Client.`,
      l.zh`代理確認睇樓按上述紀錄進行，並已向客戶提供該物業的物業資料表格。`,
    ),
  ];

  const body = [
    section(1, pair(html`Parties`, l.zh`雙方`), partiesFacts(l, data, pair(html`Client`, l.zh`客戶`))),
    section(2, pair(html`The Property`, l.zh`物業（「該物業」）`), propertyFacts(l, data)),
    section(
      3,
      pair(html`The viewing`, l.zh`睇樓`),
      l.facts([
        {
          label: pair(html`Date and time`, l.zh`日期及時間`),
          value: l.both(pair(html`${dateTimeEn(viewing.at)}`, html`${dateTimeZh(viewing.at)}`)),
        },
        { label: pair(html`Viewers`, l.zh`參觀者`), value: html`${viewers}` },
      ]),
    ),
    section(4, pair(html`Acknowledgement`, l.zh`確認`), l.list(acknowledgements)),
    section(
      5,
      pair(html`Signatures`, l.zh`簽署`),
      signatureBlocks(l, data, [
        { role: "client", title: pair(html`Client`, l.zh`客戶`) },
        { role: "agent", title: pair(html`Agent, for the Agency`, l.zh`代理（代表代理公司）`) },
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
