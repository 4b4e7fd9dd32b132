// The in-memory place index behind keyword suggestions. English names are
// matched by word prefix through a sorted array of every word-start suffix in
// keyword-key form (spaces, hyphens, case and full-width ignored, so "tai koo"
// finds "Taikoo Shing"; binary search, then a scan of the matching run); Chinese names by
// substring through per-character posting lists (the rarest character of
// the query narrows the candidates). Both avoid touching every place.
import { foldKeyword } from "../search/keyword-text.ts";
import { keywordKey } from "../../../domain/search/keyword-key.ts";
import type { PlaceEntry } from "./place-entries.ts";

export type Match = { entry: PlaceEntry; quality: number };

export type PlaceIndex = {
  entries: readonly PlaceEntry[];
  /** Matches with quality 0 exact, 1 name prefix, 2 word prefix (English) or substring (Chinese). */
  matchEnglish(query: string): Match[];
  matchChinese(traditional: string, simplified: string): Match[];
};

export function buildPlaceIndex(entries: readonly PlaceEntry[]): PlaceIndex {
  const folded = entries.map((e) => foldKeyword(e.en));
  const keys = entries.map((e) => keywordKey(e.en));
  const suffixes: { key: string; at: number; start: boolean }[] = [];
  folded.forEach((name, at) => {
    for (let i = 0; i < name.length; i++) {
      if (i === 0 || !/[\p{L}\p{N}]/u.test(name[i - 1]!)) {
        if (/[\p{L}\p{N}]/u.test(name[i]!)) suffixes.push({ key: keywordKey(name.slice(i)), at, start: i === 0 });
      }
    }
  });
  suffixes.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const postings = new Map<string, number[]>();
  entries.forEach((e, at) => {
    for (const ch of new Set([...e.zhHk, ...e.zhCn])) {
      const list = postings.get(ch);
      if (list) list.push(at);
      else postings.set(ch, [at]);
    }
  });

  function lowerBound(q: string): number {
    let lo = 0;
    let hi = suffixes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (suffixes[mid]!.key < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  return {
    entries,
    matchEnglish(query) {
      const q = keywordKey(query);
      if (q === "") return [];
      const best = new Map<number, number>();
      for (let i = lowerBound(q); i < suffixes.length && suffixes[i]!.key.startsWith(q); i++) {
        const s = suffixes[i]!;
        const quality = s.start ? (keys[s.at] === q ? 0 : 1) : 2;
        const prev = best.get(s.at);
        if (prev === undefined || quality < prev) best.set(s.at, quality);
      }
      return [...best].map(([at, quality]) => ({ entry: entries[at]!, quality }));
    },
    matchChinese(traditionalTyped, simplifiedTyped) {
      const traditional = keywordKey(traditionalTyped);
      const simplified = keywordKey(simplifiedTyped);
      const candidates = new Set([...rarestPosting(traditional), ...rarestPosting(simplified)]);
      const out: Match[] = [];
      for (const at of candidates) {
        const e = entries[at]!;
        const quality = Math.min(rank(e.zhHk, traditional), rank(e.zhCn, simplified));
        if (quality < 3) out.push({ entry: e, quality });
      }
      return out;
    },
  };

  function rarestPosting(text: string): readonly number[] {
    let rarest: readonly number[] | undefined;
    for (const ch of text) {
      const list = postings.get(ch) ?? [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest ?? [];
  }
}

function rank(name: string, q: string): number {
  if (name === q) return 0;
  if (name.startsWith(q)) return 1;
  return name.includes(q) ? 2 : 3;
}
