import { useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { SUGGESTION_RESULT_TYPE } from "../../../domain/listing/enums.ts";
import type { Purpose } from "../../lib/keyword-path.ts";
import { suggestionPath } from "../../lib/suggestion-path.ts";

type Step = "districts" | "buildings";

const TITLES: Record<Purpose, Record<Step, string>> = {
  sale: { districts: "menu.popularDistrictsSale", buildings: "menu.popularBuildingsSale" },
  rent: { districts: "menu.popularDistrictsRent", buildings: "menu.popularBuildingsRent" },
};

/**
 * What the search screen offers before anything is typed: the busiest
 * districts and buildings for the chosen Buy or Rent, one step down each,
 * with a Back step up. A place searches by its id, so the count shown beside
 * it is the count the results page finds.
 */
export function PopularPlaces({ purpose, onGo }: { purpose: Purpose; onGo: (path: string) => void }) {
  const { t, language } = useI18n();
  const { menu } = useRootData();
  const [step, setStep] = useState<Step | null>(null);
  const places = purpose === "sale" ? menu.sale : menu.rent;

  if (step === null)
    return (
      <nav className="overlay-popular" aria-label={t("menu.popularPlaces")}>
        <ul className="overlay-steps">
          {(["districts", "buildings"] as const).map((s) => (
            <li key={s}>
              <button type="button" className="overlay-step" onClick={() => setStep(s)}>
                <span>{t(TITLES[purpose][s])}</span>
                <span aria-hidden="true">›</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
    );

  const type = step === "districts" ? SUGGESTION_RESULT_TYPE.district : SUGGESTION_RESULT_TYPE.building;
  const list = step === "districts" ? places.districts : places.buildings;
  return (
    <nav className="overlay-popular" aria-labelledby="overlay-popular-title">
      <div className="overlay-step-head">
        <button type="button" className="button button-ghost overlay-back" onClick={() => setStep(null)}>
          ‹ {t("menu.back")}
        </button>
        <h3 id="overlay-popular-title">{t(TITLES[purpose][step])}</h3>
      </div>
      <ul className="overlay-places">
        {list.map((p) => {
          const path = suggestionPath({ type, resultId: p.id, result: p.name }, language, purpose);
          return (
            <li key={p.id}>
              <a
                href={path}
                className="overlay-option"
                onClick={(e) => {
                  e.preventDefault();
                  onGo(path);
                }}
              >
                <span>{p.name}</span>
                <span className="overlay-count">{t("search.map.listings", { count: p.count })}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
