// Common abbreviations and other names of Hong Kong places (TKO, TST, HKU,
// 港大 …), read from data/place-aliases.json. A keyword that is an alias (in
// the keyword-key form: case, spaces, hyphens and full-width ignored) also
// stands for the English names it lists.
import aliasesJson from "../../../../data/place-aliases.json" with { type: "json" };
import { keywordKey } from "../../../domain/search/keyword-key.ts";
import { toSimplified } from "../../text/simplified-chinese.ts";

// Chinese aliases are also keyed in Simplified: Simplified input is compared
// Simplified to Simplified (Simplified → Traditional is one-to-many: 涌 → 湧).
const byKey = new Map<string, readonly string[]>(
  aliasesJson.aliases.flatMap((a) => [[keywordKey(toSimplified(a.alias)), a.names] as const, [keywordKey(a.alias), a.names] as const]),
);

/** The English place names a keyword is an alias of (none when it is not one). */
export function aliasTargets(keyword: string): readonly string[] {
  return byKey.get(keywordKey(keyword)) ?? [];
}
