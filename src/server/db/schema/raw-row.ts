// Raw SQL answers with the database's column names (snake_case) where
// drizzle's inferred row types use the property names (camelCase). RawRow
// renames at the type level, so the row type of a raw query comes from the
// schema instead of being written again by hand.

type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;

/** Some columns of a table (by property name) as a raw query returns them (by column name). */
export type RawRow<Table extends { $inferSelect: object }, Columns extends keyof Table["$inferSelect"] & string> = {
  [K in Columns as Snake<K>]: Table["$inferSelect"][K];
};
