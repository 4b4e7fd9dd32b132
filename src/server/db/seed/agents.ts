// The agency: offices with their contact channels, agents with licences,
// languages, biographies and testimonials. Each locality is served by the
// office nearest to it.
import { distanceKm } from "./geo.ts";
import { names, type Names, type Reference } from "./reference.ts";
import { streamFor } from "./random.ts";
import { toSimplified } from "../../text/simplified-chinese.ts";

export type Office = Names & {
  id: number;
  slug: string;
  districtId: number;
  addressEn: string;
  addressZhHk: string;
  addressZhCn: string;
  phone: string;
  whatsapp: string;
  wechatId: string | null;
  email: string;
  openingHours: string;
  lat: number;
  lng: number;
};
export type Agent = Names & {
  id: number;
  officeId: number;
  licenceNo: string;
  titleEn: string;
  titleZhHk: string;
  titleZhCn: string;
  phone: string;
  whatsapp: string;
  email: string;
  languages: string[];
  districtIds: number[];
  photoKey: string;
  bioEn: string;
  bioZhHk: string;
  bioZhCn: string;
  linkedinUrl: string | null;
  joinedOn: string;
};
export type Testimonial = {
  id: number;
  agentId: number;
  authorName: string;
  languageId: number;
  rating: number;
  body: string;
  writtenOn: string;
};
export type Agency = { offices: Office[]; agents: Agent[]; testimonials: Testimonial[]; agentsByDistrict: Map<number, number[]> };

// [district id, street no, street en, street zh]
const OFFICES: readonly (readonly [number, string, string, string])[] = [
  [119, "68", "Queen's Road Central", "皇后大道中"],
  [4, "500", "Hennessy Road", "軒尼詩道"],
  [24, "18", "Taikoo Shing Road", "太古城道"],
  [16, "109", "Repulse Bay Road", "淺水灣道"],
  [40, "132", "Nathan Road", "彌敦道"],
  [47, "200", "Waterloo Road", "窩打老道"],
  [80, "2", "Sha Tin Centre Street", "沙田正街"],
  [85, "12", "Po Tung Road", "普通道"],
  [89, "300", "Castle Peak Road", "青山公路"],
  [110, "92", "Discovery Bay Road", "愉景灣道"],
];
const SURNAMES = [
  ["Chan", "陳"],
  ["Wong", "黃"],
  ["Lee", "李"],
  ["Cheung", "張"],
  ["Lau", "劉"],
  ["Ng", "吳"],
  ["Ho", "何"],
  ["Leung", "梁"],
  ["Lam", "林"],
  ["Tang", "鄧"],
  ["Yip", "葉"],
  ["Chow", "周"],
  ["Tsang", "曾"],
  ["Kwok", "郭"],
  ["Mak", "麥"],
  ["Fung", "馮"],
] as const;
const GIVEN_EN = [
  "Karen",
  "Kelvin",
  "Eric",
  "Winnie",
  "Jason",
  "Cathy",
  "Alan",
  "Vivian",
  "Raymond",
  "Connie",
  "Michael",
  "Joyce",
  "Tommy",
  "Grace",
  "Dennis",
  "Fiona",
  "Patrick",
  "Ivy",
  "Samuel",
  "Jacky",
] as const;
const GIVEN_ZH = [
  "嘉欣",
  "家明",
  "志偉",
  "詠詩",
  "俊傑",
  "凱琪",
  "子軒",
  "美玲",
  "偉強",
  "雅婷",
  "浩然",
  "欣怡",
  "國華",
  "嘉儀",
  "永康",
  "曉琳",
] as const;
const TITLES = [
  ["Sales Manager", "營業經理"],
  ["Senior Sales Manager", "高級營業經理"],
  ["Account Manager", "客戶經理"],
  ["Senior Account Manager", "高級客戶經理"],
] as const;
const PRAISE = [
  [1, "Very patient and knew every building in the area. We found our flat within two weeks."],
  [1, "Honest advice on price and a smooth handover. Highly recommended."],
  [2, "非常有耐性，熟悉區內每一個屋苑，兩星期內便找到心儀單位。"],
  [2, "價錢分析中肯，交收過程順利，值得推薦。"],
  [3, "服务周到，回复很快，帮我们顺利租到了合适的房子。"],
] as const;
export const AGENTS_PER_OFFICE = 14;

const phone = (n: number): string => `+852 ${String(n).slice(0, 4)} ${String(n).slice(4, 8)}`;

export function buildAgency(reference: Reference, seed: number, startDate: Date): Agency {
  const districtById = new Map(reference.districts.map((d) => [d.id, d]));
  const offices: Office[] = OFFICES.map(([districtId, no, streetEn, streetZh], i) => {
    const d = districtById.get(districtId)!;
    const random = streamFor(seed, "office", i);
    const addressZhHk = `${d.nameZhHk}${streetZh}${no}號地舖`;
    return {
      id: i + 1,
      slug: `${d.slug}-branch`,
      ...names(`${d.nameEn} Branch`, `${d.nameZhHk}分行`),
      districtId,
      addressEn: `Shop G${random.int(1, 12)}, G/F, ${no} ${streetEn}, ${d.nameEn}`,
      addressZhHk,
      addressZhCn: toSimplified(addressZhHk),
      phone: phone(random.int(2100_0000, 3999_9999)),
      whatsapp: phone(random.int(5100_0000, 9899_9999)),
      wechatId: random.chance(0.7) ? `hkhomes_${d.slug.replace(/-/g, "")}` : null,
      email: `${d.slug}@hkhomes.example`,
      openingHours: "Mon-Sat 09:30-19:30; Sun 11:00-18:00",
      lat: d.lat,
      lng: d.lng,
    };
  });
  // Each locality is served by its nearest office.
  const officeOf = new Map(
    reference.districts.map((d) => [
      d.id,
      offices.reduce((a, b) => (distanceKm(d.lat, d.lng, a.lat, a.lng) <= distanceKm(d.lat, d.lng, b.lat, b.lng) ? a : b)),
    ]),
  );
  const agents: Agent[] = [];
  const testimonials: Testimonial[] = [];
  const agentsByDistrict = new Map<number, number[]>();
  for (const office of offices) {
    const covered = reference.districts.filter((d) => officeOf.get(d.id) === office);
    for (let k = 0; k < AGENTS_PER_OFFICE; k++) {
      const id = agents.length + 1;
      const random = streamFor(seed, "agent", id);
      const [surEn, surZh] = random.pick(SURNAMES);
      const nameEn = `${random.pick(GIVEN_EN)} ${surEn}`;
      const nameZhHk = `${surZh}${random.pick(GIVEN_ZH)}`;
      const manager = k === 0 || random.chance(0.2);
      const [titleEn, titleZhHk] = k === 0 ? ["Branch Manager", "分行經理"] : random.pick(TITLES);
      const languages = [
        "yue",
        "en",
        ...(random.chance(0.6) ? ["cmn"] : []),
        ...(random.chance(0.06) ? [random.pick(["ja", "fr", "ko"])] : []),
      ];
      const districtIds = covered.filter(() => random.chance(0.7)).map((d) => d.id);
      if (districtIds.length === 0) districtIds.push(office.districtId);
      const since = random.int(2003, 2022);
      const areaEn = districtIds
        .slice(0, 3)
        .map((d) => districtById.get(d)!.nameEn)
        .join(", ");
      const areaZh = districtIds
        .slice(0, 3)
        .map((d) => districtById.get(d)!.nameZhHk)
        .join("、");
      const bioEnFirst = `${nameEn} has helped buyers, owners and tenants in ${areaEn} since ${since}, and knows the estates and recent transactions of the area block by block. Speaks ${languages.map(languageName).join(", ")}.`;
      const bioZhHkFirst = `${nameZhHk}自${since}年起服務${areaZh}一帶的買家、業主及租客，熟悉區內屋苑及成交走勢，重視誠信與細心跟進。`;
      // Branch managers have a longer biography (the profile clamps it behind "view more") and a LinkedIn profile.
      const bioEn =
        k === 0
          ? [
              bioEnFirst,
              `Before joining Harbour Homes, ${nameEn} spent years in property valuation, and still reads a building's transaction record before every viewing. Clients value the honest word on a flat's weak points: the noise at the junction, the west sun in summer, the management fee that is about to rise.`,
              `As branch manager, ${nameEn} leads a team of ${AGENTS_PER_OFFICE - 1} agents and trains each new colleague on the Estate Agents Authority's practice circulars, so that every buyer and tenant gets the same careful service, whoever answers the phone.`,
            ].join("\n\n")
          : bioEnFirst;
      const bioZhHk =
        k === 0
          ? [
              bioZhHkFirst,
              `加入本公司前，${nameZhHk}曾從事物業估價多年，至今每次陪同客戶參觀單位前，仍會細閱該大廈的成交紀錄。客戶最欣賞的，是其坦白指出單位的不足：路口的噪音、夏天的西斜，以及即將上調的管理費。`,
              `作為分行經理，${nameZhHk}帶領${AGENTS_PER_OFFICE - 1}位同事，並按監管機構的最新執業通告培訓每位新同事，讓每位買家和租客無論由誰接聽電話，都得到同樣細心的服務。`,
            ].join("\n\n")
          : bioZhHkFirst;
      agents.push({
        id,
        officeId: office.id,
        licenceNo: `${manager ? "E" : "S"}-${String(((id * 7919 + 104729) % 900000) + 100000)}`,
        ...names(nameEn, nameZhHk),
        titleEn,
        titleZhHk,
        titleZhCn: toSimplified(titleZhHk),
        phone: phone(random.int(5100_0000, 9899_9999)),
        whatsapp: phone(random.int(5100_0000, 9899_9999)),
        email: `${nameEn.toLowerCase().replace(/[^a-z]+/g, ".")}.${id}@hkhomes.example`,
        languages,
        districtIds,
        photoKey: `a${id}`,
        bioEn,
        bioZhHk,
        bioZhCn: toSimplified(bioZhHk),
        linkedinUrl: k === 0 ? `https://www.linkedin.com/in/${nameEn.toLowerCase().replace(/[^a-z]+/g, "-")}-hkhomes-${String(id)}` : null,
        joinedOn: `${since}-${String(random.int(1, 12)).padStart(2, "0")}-01`,
      });
      for (const d of districtIds) agentsByDistrict.set(d, [...(agentsByDistrict.get(d) ?? []), id]);
      for (let t = random.int(0, 5); t > 0; t--) {
        const [languageId, body] = random.pick(PRAISE);
        const written = new Date(startDate.getTime() - random.int(5, 900) * 86_400_000);
        testimonials.push({
          id: testimonials.length + 1,
          agentId: id,
          authorName:
            languageId === 1
              ? `${random.pick(GIVEN_EN)} ${random.pick(SURNAMES)[0][0]}.`
              : `${random.pick(SURNAMES)[1]}${random.pick(["先生", "小姐", "太太"])}`,
          languageId,
          rating: random.weighted([
            [5, 70],
            [4, 25],
            [3, 5],
          ]),
          body,
          writtenOn: written.toISOString().slice(0, 10),
        });
      }
    }
  }
  // Localities no agent picked fall back to their office's agents.
  for (const d of reference.districts) {
    if (!agentsByDistrict.has(d.id))
      agentsByDistrict.set(
        d.id,
        agents.filter((a) => a.officeId === officeOf.get(d.id)!.id).map((a) => a.id),
      );
  }
  return { offices, agents, testimonials, agentsByDistrict };
}

function languageName(code: string): string {
  return (
    ({ yue: "Cantonese", en: "English", cmn: "Mandarin", ja: "Japanese", fr: "French", ko: "Korean" } as Record<string, string>)[code] ??
    code
  );
}
