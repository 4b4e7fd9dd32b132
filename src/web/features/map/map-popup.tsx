import { useEffect, useRef, useState } from "react";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { formatPrice } from "../../../domain/money/price.ts";
import { LANGUAGES } from "../../../domain/i18n/languages.ts";
import type { ResultItem } from "../../../server/services/search/result-item.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";
import { ResultCard } from "../../ui/result-card.tsx";
import type { CardPurpose } from "../../lib/card-format.ts";
import { failureMessage, postJson } from "../../lib/post-json.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import type { ShownPin } from "./cluster-pins.ts";

type Props = { pin: ShownPin; purpose: CardPurpose; currencyId: CurrencyId; onClose: () => void; onZoom: (pin: ShownPin) => void };

/** The popup card of a building or listing pin; focus moves into it and Escape closes it. */
export function MapPopup({ pin, purpose, currencyId, onClose, onZoom }: Props) {
  const { t, language } = useI18n();
  const [item, setItem] = useState<ResultItem | null>(null);
  const store = useLayoutStore();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    box.current?.focus();
    if (pin.kind !== "property") return;
    const controller = new AbortController();
    setItem(null);
    postJson<{ data: { properties: ResultItem[] } }>(
      "/api/property/getpropertiesbyids",
      { CurrencyType: currencyId, LanguageId: LANGUAGES[language].id, PropertyListingIds: [pin.id] },
      controller.signal,
    )
      .then((r) => setItem(r.data.properties[0] ?? null))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) store.showMessage(failureMessage(error));
      });
    return () => controller.abort();
  }, [pin, currencyId, language, store]);

  const price = pin.value === null ? null : formatPrice(pin.value, { currencyId, language });
  return (
    <div
      className="map-popup"
      role="dialog"
      aria-label={pin.kind === "property" ? t("search.map.listing") : pin.name}
      tabIndex={-1}
      ref={box}
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
    >
      <button type="button" className="icon-button map-popup-close" aria-label={t("search.close")} onClick={onClose}>
        <Icon name="close" />
      </button>
      {pin.kind === "property" ? (
        item ? (
          <ResultCard item={item} searched={purpose} currencyId={currencyId} layout="list" headingLevel={3} />
        ) : (
          <div className="map-popup-loading">{t("search.loading")}</div>
        )
      ) : (
        <div className="map-popup-place">
          <h3>{pin.name}</h3>
          <p>
            {t("search.map.listings", { count: pin.count })}
            {price ? ` · ${t("search.map.from", { price })}` : ""}
          </p>
          <button type="button" className="button button-primary" onClick={() => onZoom(pin)}>
            {t("search.map.zoomIn")}
          </button>
        </div>
      )}
    </div>
  );
}
