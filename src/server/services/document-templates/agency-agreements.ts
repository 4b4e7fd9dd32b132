// The estate agency agreements for a vendor, a purchaser, a landlord and a
// tenant. They follow the fields and order of the prescribed Forms 3 to 6
// (parties, property, agency period, commission, the agent's duties, property
// information and undertakings, dual agency, conflict of interest,
// sub-listing, extent of service, signatures) in the portal's own words; they
// are marked as the portal's template, not the prescribed form.
import type { Layout, Pair } from "./bilingual-layout.ts";
import { documentHeading, pair, partiesFacts, propertyCaption, propertyFacts, signatureBlocks } from "./document-parts.ts";
import { dateEn, dateZh, hkdEn, hkdZh, percent } from "./formatting.ts";
import type { SafeHtml } from "./safe-html.ts";
import { html } from "./safe-html.ts";
import type { DocumentTemplateData, RenderedDocument } from "./template-data.ts";

export type AgreementId = "vendor-agreement" | "purchaser-agreement" | "landlord-agreement" | "tenant-agreement";

type Kind = { form: 3 | 4 | 5 | 6; side: "seller" | "buyer"; purpose: "sale" | "rent"; title: { en: string; zh: string } };

const kinds: Record<AgreementId, Kind> = {
  "vendor-agreement": {
    form: 3,
    side: "seller",
    purpose: "sale",
    title: { en: "Estate agency agreement: vendor", zh: "地產代理協議（賣方）" },
  },
  "purchaser-agreement": {
    form: 4,
    side: "buyer",
    purpose: "sale",
    title: { en: "Estate agency agreement: purchaser", zh: "地產代理協議（買方）" },
  },
  "landlord-agreement": {
    form: 5,
    side: "seller",
    purpose: "rent",
    title: { en: "Estate agency agreement: landlord", zh: "地產代理協議（業主出租）" },
  },
  "tenant-agreement": {
    form: 6,
    side: "buyer",
    purpose: "rent",
    title: { en: "Estate agency agreement: tenant", zh: "地產代理協議（租客）" },
  },
};

/** The words that change between the four agreements, already in the reader's script. */
function wordsFor(l: Layout, id: AgreementId) {
  const w = (en: string, zh: SafeHtml) => ({ en, zh });
  switch (id) {
    case "vendor-agreement":
      return {
        client: w("Vendor", l.zh`賣方`),
        other: w("purchaser", l.zh`買方`),
        act: w("sell", l.zh`出售`),
        done: w("sold", l.zh`售出`),
      };
    case "purchaser-agreement":
      return {
        client: w("Purchaser", l.zh`買方`),
        other: w("vendor", l.zh`賣方`),
        act: w("buy", l.zh`購買`),
        done: w("bought", l.zh`購入`),
      };
    case "landlord-agreement":
      return { client: w("Landlord", l.zh`業主`), other: w("tenant", l.zh`租客`), act: w("let", l.zh`出租`), done: w("let", l.zh`租出`) };
    case "tenant-agreement":
      return {
        client: w("Tenant", l.zh`租客`),
        other: w("landlord", l.zh`業主`),
        act: w("rent", l.zh`租用`),
        done: w("rented", l.zh`租入`),
      };
  }
}

export function renderAgreement(l: Layout, id: AgreementId, data: DocumentTemplateData): RenderedDocument {
  const kind = kinds[id];
  if (data.listing.purpose !== kind.purpose) throw new RangeError(`${id} needs a listing for ${kind.purpose}`);
  const { terms } = data;
  const { client: C, other: O, act: A, done: D } = wordsFor(l, id);
  const sale = kind.purpose === "sale";
  const seller = kind.side === "seller";
  const contract = sale
    ? pair(html`agreement for sale and purchase (provisional or formal)`, l.zh`買賣合約（臨時或正式）`)
    : pair(html`tenancy agreement`, l.zh`租約`);
  const start = pair(html`${dateEn(terms.agencyPeriod.start)}`, l.zh`${dateZh(terms.agencyPeriod.start)}`);
  const end = pair(html`${dateEn(terms.agencyPeriod.end)}`, l.zh`${dateZh(terms.agencyPeriod.end)}`);
  const exclusive = terms.exclusive === true;
  const commission =
    terms.commission.kind === "amount"
      ? pair(html`${hkdEn(terms.commission.amountHkd)}`, l.zh`${hkdZh(terms.commission.amountHkd)}`)
      : sale
        ? pair(html`${percent(terms.commission.percent)} of the price`, l.zh`成交價的${percent(terms.commission.percent)}`)
        : pair(html`${percent(terms.commission.percent)} of one month's rent`, l.zh`一個月租金的${percent(terms.commission.percent)}`);
  const section = (n: number, title: Pair, ...content: SafeHtml[]) =>
    html`<section>${l.heading(2, pair(html`${n}. ${title.en}`, html`${n}. ${title.zh}`))}${content}</section>`;

  const appointment = seller
    ? pair(
        html`The ${C.en} appoints the Agency as its ${exclusive ? "sole" : "non-exclusive"} estate agent to ${A.en} the Property during the
        agency period from ${start.en} to ${end.en}, both days included.
        ${
          exclusive
            ? `During that period the ${C.en} will not appoint another estate agency for the Property, and if the Property is ${D.en} through another agency, or by the ${C.en} directly to a person the Agency introduced, the commission in section 4 is still payable.`
            : `The ${C.en} may also appoint other estate agencies.`
        }`,
        l.zh`${C.zh}委任代理公司為其${exclusive ? l.zh`獨家` : l.zh`非獨家`}地產代理，於代理期內（由${start.zh}至${end.zh}，首尾兩日包括在內）${A.zh}該物業。${
          exclusive
            ? l.zh`代理期內，${C.zh}不會就該物業委任其他地產代理公司；如該物業經其他代理${D.zh}，或由${C.zh}直接${A.zh}予代理公司介紹的人士，仍須支付第4節的佣金。`
            : l.zh`${C.zh}亦可委任其他地產代理公司。`
        }`,
      )
    : pair(
        html`The ${C.en} appoints the Agency as its ${exclusive ? "sole" : "non-exclusive"} estate agent to find residential property in
        Hong Kong for the ${C.en} to ${A.en}, and to help the ${C.en} ${A.en} it, during the agency period from ${start.en} to ${end.en},
        both days included. This agreement covers the Property and any other property the Agency introduces to the ${C.en} in writing during
        that period.`,
        l.zh`${C.zh}委任代理公司為其${exclusive ? l.zh`獨家` : l.zh`非獨家`}地產代理，於代理期內（由${start.zh}至${end.zh}，首尾兩日包括在內）協助${C.zh}在香港物色及${A.zh}住宅物業。本協議適用於該物業，以及代理公司於代理期內以書面向${C.zh}介紹的其他物業。`,
      );

  const commissionTerms = [
    pair(
      html`If, during the agency period, the ${C.en} enters into a binding ${contract.en} for the
        Property${seller ? "" : " (or any other property the Agency introduced)"} with a person introduced by the Agency, the ${C.en} will
        pay the Agency commission of <strong>${commission.en}</strong>.`,
      l.zh`如${C.zh}於代理期內，與代理公司介紹的人士就該物業${seller ? "" : l.zh`（或代理公司介紹的其他物業）`}訂立具約束力的${contract.zh}，${C.zh}須向代理公司支付佣金<strong>${commission.zh}</strong>。`,
    ),
    sale
      ? pair(
          html`Commission is payable on completion of the sale, unless both parties agree another date in writing.`,
          l.zh`佣金於買賣完成時支付，除非雙方另有書面協定。`,
        )
      : pair(
          html`Commission is payable when the tenancy agreement is signed, unless both parties agree another date in writing.`,
          l.zh`佣金於簽署租約時支付，除非雙方另有書面協定。`,
        ),
    pair(
      html`If the deal is not completed because the ${C.en} defaults, the commission is still payable. If it is not completed because the
      ${O.en} defaults, the ${C.en} need not pay it, and any commission already paid is refunded.`,
      l.zh`如因${C.zh}違約而未能完成交易，佣金仍須支付；如因${O.zh}違約而未能完成，${C.zh}無須支付佣金，已付的佣金亦會退還。`,
    ),
  ];

  const solicitor = sale
    ? pair(
        html`Advise the ${C.en} to take a solicitor's advice before signing any ${contract.en}, and explain that a provisional agreement
        binds both sides once signed and that stamp duty is charged on it.`,
        l.zh`建議${C.zh}在簽署任何${contract.zh}前徵詢律師意見，並說明臨時買賣合約一經簽署即對雙方具約束力，且須繳付印花稅。`,
      )
    : pair(
        html`Advise the ${C.en} to take a solicitor's advice before signing a tenancy agreement, and explain that it must be stamped within
        30 days of signing.`,
        l.zh`建議${C.zh}在簽署租約前徵詢律師意見，並說明租約須於簽署後30日內加蓋印花。`,
      );
  const common = [
    pair(html`Arrange viewings at times the ${C.en} agrees, and accompany them.`, l.zh`於${C.zh}同意的時間安排睇樓，並親自陪同。`),
    pair(
      html`Negotiate for the ${C.en} honestly, without pressing the ${C.en} to accept any offer.`,
      l.zh`代表${C.zh}誠實議價，不向${C.zh}施壓接受任何出價。`,
    ),
    pair(
      html`Keep the ${C.en}'s personal data and confidential information safe, and use it only for this agency.`,
      l.zh`妥善保管${C.zh}的個人資料及機密資料，並只用於本代理事務。`,
    ),
    solicitor,
  ];
  const duties = seller
    ? [
        pair(
          html`Search the Land Registry's record of the Property and tell the ${C.en} of any encumbrance it shows, such as a mortgage,
          before the Property is offered.`,
          l.zh`查閱該物業在土地註冊處的紀錄，並於推出該物業前，告知${C.zh}紀錄所示的任何產權負擔（例如按揭）。`,
        ),
        pair(
          html`Prepare a property information form from the land search and from what the ${C.en} tells the Agency, give it to the ${C.en}
          to check, and keep it up to date.`,
          l.zh`根據土地查冊結果及${C.zh}提供的資料擬備物業資料表格，交${C.zh}核對，並保持資料更新。`,
        ),
        pair(
          html`Advertise the Property only as this agreement allows, at the asking ${sale ? "price" : "rent"} or another the ${C.en}
          approves in writing, and keep every advertisement accurate.`,
          l.zh`只按本協議准許的方式，以${sale ? l.zh`叫價` : l.zh`叫租`}或${C.zh}書面同意的其他價格宣傳該物業，並確保每則廣告內容準確。`,
        ),
        pair(
          html`Pass every offer to the ${C.en} promptly, and in writing when asked.`,
          l.zh`盡快將每一個出價轉達${C.zh}；如${C.zh}要求，以書面轉達。`,
        ),
        ...common,
      ]
    : [
        pair(
          html`Look for properties that match what the ${C.en} asks for, and tell the ${C.en} about them.`,
          l.zh`物色符合${C.zh}要求的物業，並告知${C.zh}。`,
        ),
        sale
          ? pair(
              html`Before the ${C.en} agrees to buy a property, give the ${C.en} its property information form: the result of a land search,
              its saleable area, its age, its permitted use under the occupation permit or government lease, and any encumbrance registered
              against it.`,
              l.zh`在${C.zh}同意購買任何物業前，向${C.zh}提供該物業的物業資料表格，包括土地查冊結果、實用面積、樓齡、佔用許可證或政府租契准許的用途，以及已登記的產權負擔。`,
            )
          : pair(
              html`Before the ${C.en} agrees to rent a property, give the ${C.en} its property information form: the registered owner, any
              mortgage registered against it and whether the mortgagee's consent to the letting is needed, its saleable area and its
              permitted use.`,
              l.zh`在${C.zh}同意租用任何物業前，向${C.zh}提供該物業的物業資料表格，列明註冊業主、已登記的按揭及是否須取得承按人同意出租、實用面積及准許用途。`,
            ),
        pair(
          html`Pass the ${C.en}'s offers to the ${O.en} promptly, and tell the ${C.en} the answer.`,
          l.zh`盡快將${C.zh}的出價轉達${O.zh}，並告知${C.zh}對方的回覆。`,
        ),
        ...common,
      ];

  const undertakings = seller
    ? [
        pair(
          html`The ${C.en} confirms being the owner of the Property, or authorised by every owner to ${A.en} it, and that what the ${C.en}
          tells the Agency about it is true.`,
          l.zh`${C.zh}確認是該物業的業主，或已獲所有業主授權${A.zh}該物業，並確認向代理公司提供的資料真確。`,
        ),
        pair(
          html`By signing this agreement the ${C.en} consents in writing to the Agency advertising the Property on the portal and in the
          Agency's other channels, and showing it to prospective ${O.en}s.`,
          l.zh`${C.zh}簽署本協議，即書面同意代理公司在本網站及代理公司其他渠道宣傳該物業，並帶領有意的${O.zh}參觀。`,
        ),
        pair(
          html`The ${C.en} will tell the Agency promptly if the Property is ${D.en} or withdrawn, or if anything on the property information
          form changes.`,
          l.zh`如該物業已${D.zh}或撤回，或物業資料表格的內容有變，${C.zh}會盡快通知代理公司。`,
        ),
      ]
    : [
        pair(
          html`The Agency will give the ${C.en} the property information form of each property before the ${C.en} agrees to ${A.en} it; the
          ${C.en} may ask for the land search at any time.`,
          l.zh`代理公司會在${C.zh}同意${A.zh}任何物業前，提供該物業的物業資料表格；${C.zh}可隨時索取土地查冊結果。`,
        ),
        pair(
          html`The ${C.en} will tell the Agency if the ${C.en} views a property the Agency introduced with another agency, or deals with its
          owner directly.`,
          l.zh`如${C.zh}經其他代理參觀代理公司介紹的物業，或直接與業主洽商，${C.zh}會告知代理公司。`,
        ),
      ];

  const disclosure = terms.dualAgency
    ? pair(
        html`<strong class="dt-notice">Disclosure: the Agency acts for both sides.</strong> In a deal for the Property the Agency acts for
          the ${C.en} and also for the ${O.en}, and may receive commission from both. It will treat both fairly, will not tell one side what
          the other said in confidence (such as the lowest price or rent it would accept), and will tell the ${C.en} in writing at once if
          this changes.`,
        l.zh`<strong class="dt-notice">披露：代理公司同時代表雙方。</strong>在該物業的交易中，代理公司同時代表${C.zh}及${O.zh}，並可能向雙方收取佣金。代理公司會公平對待雙方，不會向一方透露另一方私下告知的資料（例如可接受的最低價格或租金）；如情況有變，會即時以書面通知${C.zh}。`,
      )
    : pair(
        html`<strong class="dt-notice">Disclosure: the Agency acts for the ${C.en} only.</strong> If the Agency is later asked to act for
          the ${O.en} as well, it will tell the ${C.en} in writing before doing so, with any commission it would receive from the ${O.en}.`,
        l.zh`<strong class="dt-notice">披露：代理公司只代表${C.zh}。</strong>如代理公司其後獲邀同時代表${O.zh}，會事先以書面通知${C.zh}，並列明將向${O.zh}收取的任何佣金。`,
      );

  const conflict = pair(
    html`The Agency declares that neither it, the agent named above, nor any of their associates has an interest in the Property other than
    the commission under this agreement. If such an interest arises (for example, a relative of the agent wishing to deal in the Property),
    the Agency will tell the ${C.en} in writing before acting further.`,
    l.zh`代理公司聲明，代理公司、上述代理及其有聯繫人士，除本協議的佣金外，對該物業並無任何權益。如出現此等權益（例如代理的親屬有意買賣或租用該物業），代理公司會在繼續行事前以書面通知${C.zh}。`,
  );

  const subListing =
    terms.subListing === true
      ? pair(
          html`The ${C.en} allows the Agency to pass the Property to other licensed estate agencies (sub-listing). The Agency remains
          answerable to the ${C.en} for them, and the ${C.en} pays no more commission because of them.`,
          l.zh`${C.zh}准許代理公司將該物業轉交其他持牌地產代理公司放盤（分銷）。代理公司須就該等代理向${C.zh}負責，${C.zh}亦不會因此支付額外佣金。`,
        )
      : pair(
          html`The ${C.en} does not allow the Agency to pass the Property to other estate agencies (sub-listing) without the ${C.en}'s
          further written consent.`,
          l.zh`未經${C.zh}另行書面同意，代理公司不得將該物業轉交其他地產代理公司放盤（分銷）。`,
        );

  const extent = [
    pair(
      html`The Agency's service is the duties in section 5. It does not give legal, tax or mortgage advice, and does not act as anyone's
      solicitor. Stamp duty, legal costs and Land Registry fees are not part of the commission.`,
      l.zh`代理公司的服務以第5節所列責任為限，並不提供法律、稅務或按揭意見，亦不擔任任何一方的律師。印花稅、律師費及土地註冊處費用不包括在佣金內。`,
    ),
    pair(
      html`This agreement is signed electronically. A ${contract.en} for the Property is not signed on the portal: it is signed on paper,
      because it must be stamped and may be registered at the Land Registry.`,
      l.zh`本協議以電子方式簽署。該物業的${contract.zh}不會在本網站簽署，而須以紙本簽署，因為該等文件須加蓋印花，並可能須在土地註冊處登記。`,
    ),
  ];

  const general = [
    pair(
      html`The English and Chinese texts together form this agreement. If they differ, the ${l.language === "en" ? "English" : "Chinese"}
      text prevails, as the language this document was issued in. Hong Kong law governs this agreement.`,
      l.zh`本協議由英文及中文文本組成。如兩者有歧異，以本文件發出時所用的${l.language === "en" ? l.zh`英文` : l.zh`中文`}文本為準。本協議受香港法律管轄。`,
    ),
    pair(
      html`The ${C.en}'s personal data is used for this agency only, as the portal's privacy policy describes.`,
      l.zh`${C.zh}的個人資料只用於本代理事務，詳情見本網站的私隱政策。`,
    ),
  ];

  const acknowledgement = pair(
    html`By signing, the ${C.en} confirms having read this agreement and received a copy of
    it${seller ? ", and the property information form" : ""}; the agent countersigns for the Agency.`,
    l.zh`${C.zh}簽署即確認已細閱本協議並收到其副本${seller ? l.zh`及物業資料表格` : ""}；代理代表代理公司加簽。`,
  );

  // Sub-listing is the owner's choice: only the vendor's and landlord's agreements have it.
  const subListingPart: [Pair, ...SafeHtml[]][] = seller ? [[pair(html`Sub-listing`, l.zh`分銷`), l.paragraph(subListing)]] : [];
  const parts: [Pair, ...SafeHtml[]][] = [
    [pair(html`Parties`, l.zh`雙方`), partiesFacts(l, data, pair(html`${C.en}`, html`${C.zh}`))],
    [pair(html`The Property`, l.zh`物業（「該物業」）`), propertyFacts(l, data)],
    [pair(html`Appointment and agency period`, l.zh`委任及代理期`), l.paragraph(appointment)],
    [pair(html`Commission`, l.zh`佣金`), ...commissionTerms.map(l.paragraph)],
    [pair(html`The Agency's duties`, l.zh`代理公司的責任`), l.list(duties)],
    [pair(html`Property information and undertakings`, l.zh`物業資料及承諾`), ...undertakings.map(l.paragraph)],
    [pair(html`Acting for both sides`, l.zh`雙方代理`), l.paragraph(disclosure)],
    [pair(html`Conflict of interest`, l.zh`利益衝突`), l.paragraph(conflict)],
    ...subListingPart,
    [pair(html`Extent of the Agency's service`, l.zh`代理公司的服務範圍`), ...extent.map(l.paragraph)],
    [pair(html`General`, l.zh`一般條款`), ...general.map(l.paragraph)],
    [
      pair(html`Signatures`, l.zh`簽署`),
      l.paragraph(acknowledgement),
      signatureBlocks(l, data, [
        { role: "client", title: pair(html`${C.en}`, html`${C.zh}`) },
        { role: "agent", title: pair(html`Agent, for the Agency`, l.zh`代理（代表代理公司）`) },
      ]),
    ],
  ];
  const sections = parts.map(([heading, ...content], i) => section(i + 1, heading, ...content));

  const title = pair(html`${kind.title.en}`, l.zh`${l.chinese(kind.title.zh)}`);
  const caption = propertyCaption(data);
  return {
    title: kind.title.en,
    titleChi: kind.title.zh,
    caption: caption.en,
    captionChi: caption.zh,
    html: html`${documentHeading(l, data, title, kind.form)}${sections}`.value,
    signerRoles: ["client", "agent"],
  };
}
