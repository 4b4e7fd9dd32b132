import { useState } from "react";
import { PathLink } from "../../ui/path-link.tsx";
import { createSearchQuery } from "../../../domain/search/query.ts";
import { buildSearchPath } from "../../../domain/search/url.ts";
import { SUGGESTION_RESULT_TYPE } from "../../../domain/listing/enums.ts";
import { languageIdFromCode } from "../../../domain/i18n/languages.ts";
import { useI18n } from "../../i18n/i18n.tsx";

import type { Popular as Lists, PopularPlace } from "../../../server/services/places/popular-places.ts";

/** Popular districts and buildings, for buy and for rent (a tab switch; both lists are in the HTML). */
export function PopularPlaces({ sale, rent }: { sale: Lists; rent: Lists }) {
  const { t, language } = useI18n();
  const [purpose, setPurpose] = useState<"sale" | "rent">("sale");
  const lists = purpose === "sale" ? sale : rent;
  const base = { languageId: languageIdFromCode(language), listingTypeId: purpose === "sale" ? 1 : 2 } as const;
  const districtPath = (p: PopularPlace) => buildSearchPath(createSearchQuery({ ...base, district: [p.id] }));
  const buildingPath = (p: PopularPlace) =>
    buildSearchPath(createSearchQuery({ ...base, keyword: p.name, searchResultType: SUGGESTION_RESULT_TYPE.building }));
  return (
    <section className="container section popular" aria-labelledby="popular-heading">
      <div className="popular-head">
        <h2 id="popular-heading">{t("search.home.popularHeading")}</h2>
        <div className="view-switch" role="group" aria-label={t("search.filter.type")}>
          {(["sale", "rent"] as const).map((p) => (
            <button key={p} type="button" className="view-button" aria-pressed={purpose === p} onClick={() => setPurpose(p)}>
              {t(p === "sale" ? "search.buy" : "search.rent")}
            </button>
          ))}
        </div>
      </div>
      <div className="popular-grid">
        <PlaceList
          heading={t(purpose === "sale" ? "search.home.popularDistrictsBuy" : "search.home.popularDistrictsRent")}
          places={lists.districts}
          pathOf={districtPath}
        />
        <PlaceList
          heading={t(purpose === "sale" ? "search.home.popularBuildingsBuy" : "search.home.popularBuildingsRent")}
          places={lists.buildings}
          pathOf={buildingPath}
        />
      </div>
    </section>
  );
}

/** One list of popular places, each a link to its search with its listing count. */
function PlaceList({ heading, places, pathOf }: { heading: string; places: PopularPlace[]; pathOf: (place: PopularPlace) => string }) {
  const { t } = useI18n();
  return (
    <div>
      <h3>{heading}</h3>
      <ul className="popular-list">
        {places.map((p) => (
          <li key={p.id}>
            <PathLink to={pathOf(p)}>
              <span>{p.name}</span>
              <span className="popular-count">{t("search.map.listings", { count: p.count })}</span>
            </PathLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
