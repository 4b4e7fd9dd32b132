// Interface language → which of the three stored name columns to read.
// Names are stored in all three languages (see db/schema/columns.ts), so a
// request never translates; language 0 means none and reads as English. The
// mappings themselves live in src/domain/i18n/languages.ts.
import { languageOfId, type NameColumnSuffix, type NamesKey } from "../../../domain/i18n/languages.ts";

export function nameSuffix(languageId: number): NameColumnSuffix {
  return languageOfId(languageId).nameColumn;
}

/** Key of a camel-cased trilingual object ({ en, zhHk, zhCn }). */
export function languageKey(languageId: number): NamesKey {
  return languageOfId(languageId).key;
}
