// Bilingual names for generated buildings and estates, in the style Hong Kong
// developers use: an auspicious or scenic word pair plus a building word
// ("Grand Jade Court" / 帝翠閣). Village houses and walk-up tenements are
// named by their address instead, as they are in real life.
import type { Random } from "./random.ts";

const FIRST: readonly (readonly [string, string])[] = [
  ["Grand", "帝"],
  ["Royal", "御"],
  ["Ocean", "海"],
  ["Park", "柏"],
  ["Harbour", "港"],
  ["Golden", "金"],
  ["Silver", "銀"],
  ["Jade", "翠"],
  ["Pearl", "珠"],
  ["Sky", "天"],
  ["Sunny", "朗"],
  ["Fortune", "福"],
  ["Peace", "安"],
  ["Bright", "明"],
  ["Splendid", "華"],
  ["Noble", "貴"],
  ["Crystal", "晶"],
  ["Cloud", "雲"],
  ["Maple", "楓"],
  ["Bamboo", "竹"],
  ["Orchid", "蘭"],
  ["Lotus", "蓮"],
  ["Phoenix", "鳳"],
  ["Dragon", "龍"],
  ["Elegant", "雅"],
  ["Serene", "靜"],
];
const SECOND: readonly (readonly [string, string])[] = [
  ["View", "景"],
  ["Hill", "山"],
  ["Bay", "灣"],
  ["Garden", "園"],
  ["Vista", "峰"],
  ["Lake", "湖"],
  ["Spring", "泉"],
  ["Pine", "松"],
  ["Crest", "嶺"],
  ["Wave", "濤"],
  ["Star", "星"],
  ["Moon", "月"],
  ["Rich", "豐"],
  ["Light", "輝"],
  ["Green", "綠"],
  ["Coast", "岸"],
  ["Horizon", "匯"],
  ["Palace", "宮"],
];
const TOWER_WORDS: readonly (readonly [string, string])[] = [
  ["Court", "閣"],
  ["Mansion", "大廈"],
  ["Building", "大樓"],
  ["Tower", "中心"],
  ["Heights", "苑"],
  ["Terrace", "台"],
  ["House", "居"],
  ["Residence", "寓"],
  ["Place", "軒"],
  ["Centre", "廣場"],
  ["Plaza", "坊"],
];
const ESTATE_WORDS: readonly (readonly [string, string])[] = [
  ["Garden", "花園"],
  ["Villas", "山莊"],
  ["Estate", "新邨"],
  ["Park", "豪庭"],
  ["Gardens", "名苑"],
  ["Court", "雅苑"],
];
const HOUSE_WORDS: readonly (readonly [string, string])[] = [
  ["Villa", "別墅"],
  ["Lodge", "小築"],
  ["Manor", "莊園"],
  ["Villas", "別墅群"],
];

function pair(random: Random, words: readonly (readonly [string, string])[]): [string, string] {
  const [a, za] = random.pick(FIRST);
  const [b, zb] = random.pick(SECOND);
  const [c, zc] = random.pick(words);
  return [`${a} ${b} ${c}`, `${za}${zb}${zc}`];
}

export type NameKind = "tower" | "estate" | "house";

/** A name not yet in `taken` (keys are English names, compared case-insensitively). */
export function uniqueName(random: Random, kind: NameKind, taken: Set<string>): [string, string] {
  const words = kind === "estate" ? ESTATE_WORDS : kind === "house" ? HOUSE_WORDS : TOWER_WORDS;
  for (let attempt = 0; attempt < 50; attempt++) {
    const name = pair(random, words);
    if (!taken.has(name[0].toLowerCase())) {
      taken.add(name[0].toLowerCase());
      return name;
    }
  }
  // Dense districts can run out of pairs; a numeral keeps the name unique and still plausible.
  for (let n = 2; ; n++) {
    const [en, zh] = pair(random, words);
    const candidate: [string, string] = [`${en} ${toRoman(n)}`, `${zh}${n}期`];
    if (!taken.has(candidate[0].toLowerCase())) {
      taken.add(candidate[0].toLowerCase());
      return candidate;
    }
  }
}

function toRoman(n: number): string {
  const table: [number, string][] = [
    [10, "X"],
    [9, "IX"],
    [5, "V"],
    [4, "IV"],
    [1, "I"],
  ];
  let out = "";
  for (const [value, symbol] of table) while (n >= value) [n, out] = [n - value, out + symbol];
  return out;
}

/** Block label within an estate: style decides "Tower 3" / "Block 3" / "Block C". */
export function blockName(style: string, n: number): [string, string] {
  if (style === "letter") {
    const letter = String.fromCharCode(64 + n);
    return [`Block ${letter}`, `${letter}座`];
  }
  return style === "tower" ? [`Tower ${n}`, `第${n}座`] : [`Block ${n}`, `第${n}座`];
}

/** Real village names per rural locality, for village houses. */
export const VILLAGES: Readonly<Record<number, readonly (readonly [string, string])[]>> = {
  85: [
    ["Tai Mong Tsai", "大網仔"],
    ["Ho Chung", "蠔涌"],
    ["Pak Kong", "北港"],
    ["Nam Wai", "南圍"],
  ],
  86: [
    ["Tai Po Tsai", "大埔仔"],
    ["Pik Uk", "壁屋"],
    ["Sheung Sze Wan", "相思灣"],
  ],
  97: [
    ["Kat Hing Wai", "吉慶圍"],
    ["Shui Tau Tsuen", "水頭村"],
    ["Ko Po Tsuen", "高埔村"],
  ],
  95: [
    ["Nam Pin Wai", "南邊圍"],
    ["Shap Pat Heung", "十八鄉"],
  ],
  98: [
    ["Tsz Tong Tsuen", "祠堂村"],
    ["Tin Sam Tsuen", "天岡村"],
  ],
  99: [
    ["Lung Yeuk Tau", "龍躍頭"],
    ["Wa Shan Tsuen", "華山村"],
  ],
  84: [
    ["Lam Tsuen", "林村"],
    ["Tai Hang Tsuen", "泰亨村"],
  ],
  102: [["Tai Wo", "太和"]],
  103: [["So Kwun Wat Tsuen", "掃管笏村"]],
  93: [["Sham Tseng San Tsuen", "深井新村"]],
  94: [["Tai Lam Chung Tsuen", "大欖涌村"]],
  112: [
    ["Tai Tei Tong", "大地塘"],
    ["Luk Tei Tong", "鹿地塘"],
  ],
  113: [
    ["Cheung Sha", "長沙"],
    ["Pui O", "貝澳"],
    ["Tong Fuk", "塘福"],
  ],
  114: [
    ["Yung Shue Wan", "榕樹灣"],
    ["Tai Wan San Tsuen", "大灣新村"],
  ],
  115: [
    ["Pak She", "北社"],
    ["Sai Wan", "西灣"],
  ],
  116: [
    ["Nam Wan", "南灣"],
    ["Peng Chau Tai Lung", "坪洲大龍"],
  ],
};
