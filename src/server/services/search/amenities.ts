// Result-item amenities: keys bed, bath, maid, balcony, terrace,
// garden, roof. Counts always for bed and bath; the rest only when present.
import type { ListingCardRow } from "../../db/listings/listing-card-queries.ts";
import { languageKey } from "./localised.ts";

export type Amenity = { key: string; value: number; displayKey: string; displayValue: string };

const LABELS = {
  bed: { en: "Bedrooms", zhHk: "睡房", zhCn: "睡房" },
  bath: { en: "Bathrooms", zhHk: "浴室", zhCn: "浴室" },
  maid: { en: "Maid's room", zhHk: "工人房", zhCn: "工人房" },
  balcony: { en: "Balcony", zhHk: "露台", zhCn: "露台" },
  terrace: { en: "Terrace", zhHk: "平台", zhCn: "平台" },
  garden: { en: "Garden", zhHk: "花園", zhCn: "花园" },
  roof: { en: "Roof", zhHk: "天台", zhCn: "天台" },
} as const;

type Row = Pick<ListingCardRow, "bedrooms" | "bathrooms" | "maid_rooms" | "has_balcony" | "has_terrace" | "has_garden" | "has_roof">;

export function amenitiesOf(row: Row, languageId: number): Amenity[] {
  const lang = languageKey(languageId);
  const entries: [keyof typeof LABELS, number][] = [
    ["bed", row.bedrooms],
    ["bath", row.bathrooms],
  ];
  if (row.maid_rooms > 0) entries.push(["maid", row.maid_rooms]);
  if (row.has_balcony) entries.push(["balcony", 1]);
  if (row.has_terrace) entries.push(["terrace", 1]);
  if (row.has_garden) entries.push(["garden", 1]);
  if (row.has_roof) entries.push(["roof", 1]);
  return entries.map(([key, value]) => ({ key, value, displayKey: LABELS[key][lang], displayValue: String(value) }));
}
