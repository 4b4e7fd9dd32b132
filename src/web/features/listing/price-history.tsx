import type { CurrencyId } from "../../../domain/money/currency.ts";
import { formatDate } from "../../../domain/dates/format.ts";
import { formatPrice } from "../../../domain/money/price.ts";
import { useI18n } from "../../i18n/i18n.tsx";

type Change = { purpose: "sale" | "rent"; date: string; oldPrice: number; newPrice: number };

/** Asking-price changes, newest first. */
export function PriceHistory(props: { history: Change[]; currencyId: CurrencyId }) {
  const { t, language } = useI18n();
  if (props.history.length === 0) return null;
  const money = (amount: number, purpose: "sale" | "rent") => formatPrice(amount, { currencyId: props.currencyId, language, purpose });
  return (
    <section className="detail-section" aria-labelledby="history-heading">
      <h2 id="history-heading">{t("listing.priceHistory")}</h2>
      <ul className="price-history">
        {[...props.history].reverse().map((change) => (
          <li key={`${change.date}-${change.purpose}-${change.newPrice}`}>
            <span>{formatDate(new Date(`${change.date}T12:00:00+08:00`))}</span>
            <span>
              {money(change.oldPrice, change.purpose)} → <strong>{money(change.newPrice, change.purpose)}</strong>
            </span>
            <span className={change.newPrice < change.oldPrice ? "price-down" : "price-up"}>
              {t(change.newPrice < change.oldPrice ? "listing.priceDown" : "listing.priceUp")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
