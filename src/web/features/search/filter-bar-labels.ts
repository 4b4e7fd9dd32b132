// What each header button says: the current choice, or the panel's name.
import type { FilterPanel, FilterState } from "../../../domain/search/filter-state.ts";
import { SCALE_TOP } from "../../../domain/money/presets.ts";
import { layoutKey } from "../../../domain/listing/layouts.ts";
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import type { Translate } from "../../i18n/i18n.tsx";
import { placeLabels, type PlaceTree } from "./place-tree.ts";
import { priceAmount, rangeText, sizeAmount, type RangeAmount } from "./range-text.ts";

export type BarLabel = { text: string; active: boolean };

/** The chosen range as its chip says it, null when nothing is chosen. */
function range(min: number, max: number, top: number, t: Translate, format: RangeAmount): string | null {
  if (min <= 0 && max < 0) return null;
  return rangeText({ min, max }, top, t, format);
}

export function filterBarLabels(f: FilterState, places: PlaceTree, t: Translate, language: LanguageCode): Record<FilterPanel, BarLabel> {
  const label = (panel: FilterPanel, chosen: string | null): BarLabel => ({
    text: chosen ?? t(`search.panel.${panel}`),
    active: chosen !== null,
  });
  const placesChosen = placeLabels(places, f.districtIds);
  const price = range(f.priceMin, f.priceMax, SCALE_TOP[f.mode], t, priceAmount(f.currencyId, language));
  const size = range(f.sizeMin, f.sizeMax, SCALE_TOP.size, t, sizeAmount(t));
  const layout =
    f.layouts.length === 1 && f.layouts[0] !== undefined
      ? t(`search.layout.${layoutKey(f.layouts[0])}`)
      : f.layouts.length > 1
        ? t("search.countChosen", { count: f.layouts.length })
        : null;
  const amenities = f.amenities.length + f.showOnly.length;
  return {
    listingType: { text: t(f.mode === "sale" ? "search.buy" : "search.rent"), active: true },
    district: label(
      "district",
      placesChosen.length === 0
        ? null
        : placesChosen.length === 1
          ? (placesChosen[0] ?? null)
          : t("search.countChosen", { count: placesChosen.length }),
    ),
    price: label("price", price),
    size: label("size", size),
    beds: label("beds", f.bed === null ? null : f.bed === "studio" ? t("search.beds.studio") : t("search.beds.atLeast", { count: f.bed })),
    propertyType: label("propertyType", layout),
    amenities: label("amenities", amenities > 0 ? t("search.countChosen", { count: amenities }) : null),
    keyword: label("keyword", f.keyword ? f.keyword : null),
  };
}
