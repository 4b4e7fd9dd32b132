import type { FilterState } from "../../../domain/search/filter-state.ts";

export type FilterUpdate = (update: (state: FilterState) => FilterState) => void;
/** Header panels use the header presets; the full panel its own. */
export type SectionProps = { filter: FilterState; onChange: FilterUpdate; variant: "header" | "panel"; idPrefix: string };
