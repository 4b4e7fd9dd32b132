// What each header button says: the current choice, or the panel's name.
import type { FilterPanel, FilterState } from "../../../domain/search/filter-state.ts";
import { formatPrice } from "../../../domain/money/price.ts";
import { formatSize } from "../../../domain/money/size.ts";
import { layoutKey } from "../../../domain/listing/layouts.ts";
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import type { Translate } from "../../i18n/i18n.tsx";
import { placeLabels, type PlaceTree } from "./place-tree.ts";

export type BarLabel = { text: string; active: boolean };

function range(min: number, max: number, t: Translate, format: (n: number) => string): string | null {
  if (min <= 0 && max < 0) return null;
  if (max < 0) return t("search.range.above", { min: format(min) });
  if (min <= 0) return t("search.range.below", { max: format(max) });
  return t("search.range.between", { min: format(min), max: format(max) });
}

export function filterBarLabels(f: FilterState, places: PlaceTree, t: Translate, language: LanguageCode): Record<FilterPanel, BarLabel> {
  const label = (panel: FilterPanel, chosen: string | null): BarLabel => ({
    text: chosen ?? t(`search.panel.${panel}`),
    active: chosen !== null,
  });
  const placesChosen = placeLabels(places, f.districtIds);
  const price = range(f.priceMin, f.priceMax, t, (n) => formatPrice(n, { currencyId: f.currencyId, language }));
  const size = range(f.sizeMin, f.sizeMax, t, (n) => t("search.card.sqft", { size: formatSize(n) }));
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
