// A handful of articles and guides in three languages (zh-cn derived by
// OpenCC). Plain paragraphs separated by blank lines.
import { toSimplified } from "../../text/simplified-chinese.ts";

export type ArticleRow = {
  id: number;
  slug: string;
  kind: "article" | "guide";
  category: string;
  districtId: number | null;
  coverKey: string;
  authorAgentId: number | null;
  publishedAt: Date;
};
export type ArticleTranslationRow = { articleId: number; languageId: number; title: string; summary: string; body: string };

type Source = {
  slug: string;
  kind: "article" | "guide";
  category: string;
  districtId: number | null;
  daysAgo: number;
  en: [string, string, string];
  zh: [string, string, string];
};

const SOURCES: readonly Source[] = [
  {
    slug: "buying-a-home-in-hong-kong",
    kind: "guide",
    category: "buying",
    districtId: null,
    daysAgo: 120,
    en: [
      "Buying a home in Hong Kong, step by step",
      "From the first viewing to the keys: offers, the provisional agreement, the mortgage and completion.",
      "Most second-hand sales follow the same path. After viewings, your agent puts an offer to the owner; once agreed you sign a provisional agreement for sale and purchase and pay an initial deposit, usually 3 to 5 per cent.\n\nWithin about two weeks your solicitor prepares the formal agreement and you pay a further deposit, bringing the total to around 10 per cent. Meanwhile arrange the mortgage: ask two or three banks for a valuation of the flat before you sign.\n\nCompletion usually follows one to three months later, when the balance is paid and the keys are handed over. Check the flat again just before completion.",
    ],
    zh: [
      "香港買樓全攻略",
      "由睇樓到收樓：出價、臨時買賣合約、按揭及成交。",
      "二手買賣大多依循相同步驟。睇樓後由代理向業主出價，雙方同意後簽署臨時買賣合約並支付細訂，一般為樓價百分之三至五。\n\n約兩星期內，律師會準備正式買賣合約，買家再付大訂，訂金合共約樓價一成。同時應安排按揭，簽約前可先向兩三間銀行查詢估價。\n\n成交一般在一至三個月後，屆時支付餘款並收樓。收樓前宜再次驗樓。",
    ],
  },
  {
    slug: "renting-a-flat-guide",
    kind: "guide",
    category: "renting",
    districtId: null,
    daysAgo: 90,
    en: [
      "Renting a flat: what to expect",
      "Deposits, lease terms, commission and stamp duty for tenants.",
      "A typical residential lease runs for two years, the first fixed and the second with a break clause. Landlords usually ask for two months' rent as a deposit plus the first month in advance.\n\nAgency commission is commonly half a month's rent from the tenant and the same from the landlord. The lease must be stamped; the stamp duty is normally shared equally.\n\nCheck whether the rent includes management fees and government rates: listings show this as inclusive or exclusive.",
    ],
    zh: [
      "租樓須知",
      "按金、租約條款、佣金及印花稅一覽。",
      "住宅租約一般為兩年，首年為死約，次年為生約。業主通常收取兩個月租金作按金，另加一個月上期。\n\n代理佣金一般為半個月租金，租客及業主各付一份。租約須加蓋印花，印花稅通常由雙方平分。\n\n留意租金是否包括管理費及差餉，盤源會註明「連」或「不連」。",
    ],
  },
  {
    slug: "mortgage-basics",
    kind: "guide",
    category: "mortgage",
    districtId: null,
    daysAgo: 60,
    en: [
      "Mortgage basics for first-time buyers",
      "Loan-to-value, stress tests and mortgage insurance, explained.",
      "Banks lend a share of the lower of price and valuation. For a flat for your own use the ordinary limit is set by the HKMA; the Mortgage Insurance Programme lets first-time buyers borrow more for flats below its price caps.\n\nBanks also test whether you could keep paying if rates rose: your monthly repayment must stay within a share of your income.\n\nUse the mortgage calculator on each listing to see the repayment at today's rates.",
    ],
    zh: [
      "首置按揭入門",
      "按揭成數、壓力測試及按揭保險簡介。",
      "銀行按樓價或估價之較低者批出貸款。自住物業的一般按揭成數上限由金管局訂定；首置買家可透過按揭保險計劃，就價格上限以下的單位借取較高成數。\n\n銀行亦會進行壓力測試，確保利率上升時供款仍不超過入息的某個比例。\n\n可使用每個盤源頁面的按揭計算機，按現行利率估算每月供款。",
    ],
  },
  {
    slug: "market-update-rents-rise",
    kind: "article",
    category: "market",
    districtId: null,
    daysAgo: 14,
    en: [
      "Market update: rents firm while prices steady",
      "Home prices have levelled off after three years of decline, while rents keep edging up.",
      "After falling by about a fifth from the 2021 peak, second-hand prices have steadied. Rents, by contrast, are at or near record levels, driven by new arrivals and students.\n\nWith yields now above mortgage rates in many estates, some tenants are turning buyers. Small and medium flats in mass-market estates remain the most traded.",
    ],
    zh: [
      "市況：租金向好，樓價靠穩",
      "樓價連跌三年後回穩，租金則持續上升。",
      "二手樓價自二〇二一年高位累跌約兩成後漸見回穩。租金則處於或接近歷史高位，主要受新來港人士及學生需求帶動。\n\n不少屋苑的租金回報已高於按揭利率，部分租客轉為置業。上車及中小型單位仍是成交主流。",
    ],
  },
  {
    slug: "district-spotlight-sheung-wan",
    kind: "article",
    category: "district",
    districtId: 20,
    daysAgo: 30,
    en: [
      "District spotlight: Sheung Wan",
      "Old streets, new towers: living between Hollywood Road and the harbour.",
      "Sheung Wan mixes dried-seafood shops and galleries with modern towers such as Centrestage on Hollywood Road. The Island Line and the Central escalator put Central minutes away.\n\nStudios and one-bedroom flats dominate, popular with young professionals; larger flats are found uphill towards Mid-Levels.",
    ],
    zh: [
      "地區焦點：上環",
      "舊街新廈：在荷李活道與海旁之間生活。",
      "上環既有海味店與畫廊，亦有荷李活道聚賢居等新式大廈。港島綫及中環至半山自動扶梯令往返中環只需數分鐘。\n\n區內以開放式及一房單位為主，深受年輕專業人士歡迎；較大單位多在往半山一帶。",
    ],
  },
  {
    slug: "district-spotlight-tseung-kwan-o",
    kind: "article",
    category: "district",
    districtId: 87,
    daysAgo: 45,
    en: [
      "District spotlight: Tseung Kwan O",
      "A new town of large estates, waterfront promenades and the MTR at the door.",
      "Tseung Kwan O grew on reclaimed land from the 1990s. Estates such as Metro City, Ocean Shores and LOHAS Park sit above or beside its MTR stations.\n\nFamilies value the waterfront park and the schools; prices per square foot sit below the urban core, with newer towers commanding a premium.",
    ],
    zh: [
      "地區焦點：將軍澳",
      "大型屋苑、海濱長廊，港鐵站就在樓下。",
      "將軍澳自九十年代於填海土地上發展，新都城、維景灣畔及日出康城等屋苑均位於港鐵站上蓋或附近。\n\n海濱公園及校網深受家庭歡迎；呎價低於市區，新落成的大廈則有溢價。",
    ],
  },
];

export function buildArticles(now: Date): { articles: ArticleRow[]; translations: ArticleTranslationRow[] } {
  const articles: ArticleRow[] = [];
  const translations: ArticleTranslationRow[] = [];
  SOURCES.forEach((s, i) => {
    const id = i + 1;
    articles.push({
      id,
      slug: s.slug,
      kind: s.kind,
      category: s.category,
      districtId: s.districtId,
      coverKey: `c${id}`,
      authorAgentId: s.kind === "article" ? 1 + i : null,
      publishedAt: new Date(now.getTime() - s.daysAgo * 86_400_000),
    });
    translations.push({ articleId: id, languageId: 1, title: s.en[0], summary: s.en[1], body: s.en[2] });
    translations.push({ articleId: id, languageId: 2, title: s.zh[0], summary: s.zh[1], body: s.zh[2] });
    translations.push({
      articleId: id,
      languageId: 3,
      title: toSimplified(s.zh[0]),
      summary: toSimplified(s.zh[1]),
      body: toSimplified(s.zh[2]),
    });
  });
  return { articles, translations };
}
