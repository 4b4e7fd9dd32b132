import type { LanguageCode } from "../i18n/languages.ts";

// Listings store the floor as agents publish it in English ("High Floor",
// "G/F", "23/F"); Chinese pages must not show English, so the words are
// mapped here. Anything unknown is shown as stored rather than guessed.
const WORDS: Record<string, { "zh-hk": string; "zh-cn": string }> = {
  "high floor": { "zh-hk": "高層", "zh-cn": "高层" },
  "middle floor": { "zh-hk": "中層", "zh-cn": "中层" },
  "low floor": { "zh-hk": "低層", "zh-cn": "低层" },
  "g/f": { "zh-hk": "地下", "zh-cn": "地下" },
  "whole house": { "zh-hk": "全幢", "zh-cn": "全幢" },
  penthouse: { "zh-hk": "頂層特色戶", "zh-cn": "顶层特色户" },
};

/** The floor as a reader of `language` expects it: "High Floor" → 高層, "23/F" → 23樓 (23楼). */
export function floorLabel(floor: string, language: LanguageCode): string {
  const text = floor.trim();
  if (language === "en" || text === "") return text;
  const word = WORDS[text.toLowerCase()];
  if (word) return word[language];
  const numbered = /^(\d{1,3})\s*\/\s*F$/i.exec(text);
  if (numbered) return `${numbered[1]}${language === "zh-hk" ? "樓" : "楼"}`;
  return text;
}
