// Filter panel state: what the filter bar and dialog hold before it becomes a
// search query. The filter holds
// prices in dollars of the chosen currency; -1 means no upper limit.
import type { CurrencyId } from "../money/currency.ts";
import { DEFAULT_CURRENCY_ID } from "../money/currency.ts";
import type { SizeType } from "../money/size.ts";
import { DEFAULT_SIZE_TYPE } from "../money/size.ts";
import type { LayoutId } from "../listing/layouts.ts";
import type { AmenityId, ShowOnlyId } from "../listing/amenities.ts";
import type { BedOption } from "../money/presets.ts";
import { DEFAULT_SORT_OPTION_KEY } from "./sort-options.ts";

// Sort is not a panel: it has one control, the select beside the results' heading (decision 0043).
export const FILTER_PANELS = ["listingType", "district", "price", "size", "beds", "propertyType", "amenities", "keyword"] as const;
export type FilterPanel = (typeof FILTER_PANELS)[number];
export type ResultView = "grid" | "list" | "map";

export type FilterState = {
  mode: "sale" | "rent";
  keyword: string;
  currencyId: CurrencyId;
  view: ResultView;
  districtIds: number[];
  regionIds: number[];
  layouts: LayoutId[];
  layoutSectionOpen: boolean;
  priceMin: number;
  priceMax: number;
  sizeType: SizeType;
  sizeMin: number;
  sizeMax: number;
  bed: BedOption | null;
  amenities: AmenityId[];
  showOnly: ShowOnlyId[];
  sortKey: string;
  openPanel: FilterPanel | null;
};

/** Defaults of the filter panel: type Rent, HKD, grid, saleable, best match. */
export const FILTER_PANEL_DEFAULTS: Readonly<FilterState> = {
  mode: "rent",
  keyword: "",
  currencyId: DEFAULT_CURRENCY_ID,
  view: "grid",
  districtIds: [],
  regionIds: [],
  layouts: [],
  layoutSectionOpen: false,
  priceMin: 0,
  priceMax: -1,
  sizeType: DEFAULT_SIZE_TYPE,
  sizeMin: 0,
  sizeMax: -1,
  bed: null,
  amenities: [],
  showOnly: [],
  sortKey: DEFAULT_SORT_OPTION_KEY,
  openPanel: null,
};

/** Filter changes re-run the search after this debounce (a new change restarts it). */
export const SEARCH_DEBOUNCE_MS = 200;

export function togglePanel(state: FilterState, panel: FilterPanel): FilterState {
  return { ...state, openPanel: state.openPanel === panel ? null : panel };
}

export function closeAllPanels(state: FilterState): FilterState {
  return { ...state, openPanel: null };
}

/** Selecting a bed preset toggles it and clears the others. */
export function selectBed(state: FilterState, option: BedOption): FilterState {
  return { ...state, bed: state.bed === option ? null : option };
}

export function toggleId<T extends number>(list: readonly T[], id: T): T[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id].sort((a, b) => a - b);
}

export function toggleLayout(state: FilterState, id: LayoutId): FilterState {
  return { ...state, layouts: toggleId(state.layouts, id) };
}

export function toggleAmenity(state: FilterState, id: AmenityId): FilterState {
  return { ...state, amenities: toggleId(state.amenities, id) };
}

export function toggleShowOnly(state: FilterState, id: ShowOnlyId): FilterState {
  return { ...state, showOnly: toggleId(state.showOnly, id) };
}

export function clearPrice(state: FilterState): FilterState {
  return { ...state, priceMin: 0, priceMax: -1 };
}

export function clearSize(state: FilterState): FilterState {
  return { ...state, sizeMin: 0, sizeMax: -1 };
}
