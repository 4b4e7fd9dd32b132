// Column groups shared by several tables. Every place name is stored in the
// three interface languages so pages and suggestions never translate at
// request time; Simplified Chinese is derived from Traditional by OpenCC
// when the market is seeded.
import { doublePrecision, text } from "drizzle-orm/pg-core";

const requiredText = (column: string) => text(column).notNull();
type TrilingualColumns<P extends string> = Record<`${P}En` | `${P}ZhHk` | `${P}ZhCn`, ReturnType<typeof requiredText>>;

/** A text in the three languages: properties `{p}En`, `{p}ZhHk`, `{p}ZhCn` over columns `{c}_en`, `{c}_zh_hk`, `{c}_zh_cn`. */
export function trilingualText<P extends string>(property: P, column: string): TrilingualColumns<P> {
  return {
    [`${property}En`]: requiredText(`${column}_en`),
    [`${property}ZhHk`]: requiredText(`${column}_zh_hk`),
    [`${property}ZhCn`]: requiredText(`${column}_zh_cn`),
  } as TrilingualColumns<P>;
}

export function trilingualNames() {
  return trilingualText("name", "name");
}

export function geoPoint() {
  return {
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
  };
}
