import { useI18n } from "../../i18n/i18n.tsx";
import { regionState, toggleRegion, type PlaceTree } from "./place-tree.ts";
import { toggleId } from "../../../domain/search/filter-state.ts";
import type { SectionProps } from "./filter-section-types.ts";

/** Region → district tree: a region opens to its districts; its "all" box selects every one of them. */
export function DistrictSection({ filter, onChange, places }: SectionProps & { places: PlaceTree }) {
  const { t } = useI18n();
  return (
    <fieldset className="filter-section">
      <legend>{t("search.filter.district")}</legend>
      <div className="district-tree">
        {places.map((region) => {
          const state = regionState(region, filter.districtIds);
          const chosen = region.districts.filter((d) => filter.districtIds.includes(d.id)).length;
          return (
            <details key={region.id} className="district-region" open={state === "some" || undefined}>
              <summary>
                <span className="district-region-name">{region.name}</span>
                <span className="district-count">
                  {chosen > 0
                    ? t("search.countChosen", { count: chosen })
                    : t("search.filter.districtCount", { count: region.districts.length })}
                </span>
              </summary>
              <div className="district-list">
                <label className="option district-all">
                  <input
                    type="checkbox"
                    checked={state === "all"}
                    ref={(node) => {
                      if (node) node.indeterminate = state === "some";
                    }}
                    onChange={() => onChange((s) => ({ ...s, districtIds: toggleRegion(places, s.districtIds, region.id) }))}
                  />
                  <span>{t("search.filter.allOf", { region: region.name })}</span>
                </label>
                {region.districts.map((d) => (
                  <label key={d.id} className="option">
                    <input
                      type="checkbox"
                      checked={filter.districtIds.includes(d.id)}
                      onChange={() => onChange((s) => ({ ...s, districtIds: toggleId(s.districtIds, d.id) }))}
                    />
                    <span>{d.name}</span>
                  </label>
                ))}
              </div>
            </details>
          );
        })}
      </div>
    </fieldset>
  );
}
