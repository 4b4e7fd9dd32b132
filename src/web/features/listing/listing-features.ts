import type { ResultItem } from "../../../server/services/search/result-item.ts";
import type { Translate } from "../../i18n/i18n.tsx";

/** Tags for the feature block: amenities beyond beds and baths, building extras and media. */
export function listingFeatures(item: ResultItem, building: { has_clubhouse: boolean; floors: number }, t: Translate): string[] {
  const tags = item.amenities.filter((a) => a.key !== "bed" && a.key !== "bath").map((a) => a.displayKey);
  if (building.has_clubhouse) tags.push(t("listing.clubhouse"));
  if (item.isVirtual) tags.push(t("listing.virtualTour"));
  if (item.isVideo) tags.push(t("listing.video"));
  if (item.isExclusive) tags.push(t("listing.exclusive"));
  tags.push(t("listing.storeys", { count: building.floors }));
  return tags;
}
