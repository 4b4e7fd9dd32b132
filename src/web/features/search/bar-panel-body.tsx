import type { FilterPanel } from "../../../domain/search/filter-state.ts";
import { AmenitiesSection, BedsSection, KeywordSection, LayoutSection, PurposeSection } from "./choice-sections.tsx";
import { PriceSection, SizeSection } from "./range-sections.tsx";
import { DistrictSection } from "./district-section.tsx";
import type { PlaceTree } from "./place-tree.ts";
import type { SectionProps } from "./filter-section-types.ts";

/** The body of one header panel; loaded with the first panel opened, not with the page. */
export default function BarPanelBody({ panel, section, places }: { panel: FilterPanel; section: SectionProps; places: PlaceTree }) {
  switch (panel) {
    case "listingType":
      return <PurposeSection {...section} />;
    case "district":
      return <DistrictSection {...section} places={places} />;
    case "price":
      return <PriceSection {...section} />;
    case "size":
      return <SizeSection {...section} />;
    case "beds":
      return <BedsSection {...section} />;
    case "propertyType":
      return <LayoutSection {...section} />;
    case "amenities":
      return <AmenitiesSection {...section} />;
    case "keyword":
      return <KeywordSection {...section} />;
  }
}
