import { useEffect, useRef, useState } from "react";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { LANGUAGES } from "../../../domain/i18n/languages.ts";
import type { ResultItem } from "../../../server/services/search/result-item.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";
import { ResultCard } from "../../ui/result-card.tsx";
import type { CardPurpose } from "../../lib/card-format.ts";
import { failureMessage, postJson } from "../../lib/post-json.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";

type Props = { ids: number[]; purpose: CardPurpose; currencyId: CurrencyId; onClose: () => void };

/**
 * The listings that share one point (the units of a building): no zoom can
 * split their pins, so pressing their cluster lists them here. Focus moves in;
 * Escape closes it.
 */
export function MapUnitsPopup({ ids, purpose, currencyId, onClose }: Props) {
  const { t, language } = useI18n();
  const [items, setItems] = useState<ResultItem[] | null>(null);
  const store = useLayoutStore();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    box.current?.focus();
    const controller = new AbortController();
    setItems(null);
    postJson<{ data: { properties: ResultItem[] } }>(
      "/api/property/getpropertiesbyids",
      { CurrencyType: currencyId, LanguageId: LANGUAGES[language].id, PropertyListingIds: ids },
      controller.signal,
    )
      .then((r) => setItems(r.data.properties))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) store.showMessage(failureMessage(error));
      });
    return () => controller.abort();
  }, [ids, currencyId, language, store]);

  const building = items?.[0]?.building ?? "";
  const heading = building ? t("search.map.unitsIn", { count: ids.length, building }) : t("search.map.listings", { count: ids.length });
  return (
    <div
      className="map-popup map-units"
      role="dialog"
      aria-label={heading}
      tabIndex={-1}
      ref={box}
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
    >
      <div className="map-units-head">
        <h3>{heading}</h3>
        <button type="button" className="icon-button" aria-label={t("search.close")} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      {items ? (
        <ul className="map-units-list">
          {items.map((item) => (
            <li key={item.id}>
              <ResultCard item={item} searched={purpose} currencyId={currencyId} layout="list" headingLevel={4} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="map-popup-loading">{t("search.loading")}</div>
      )}
    </div>
  );
}
