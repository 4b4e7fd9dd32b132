import { useLocation } from "react-router";
import { CURRENCIES, type CurrencyId, currencyCode } from "../../../domain/money/currency.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";

/**
 * Each choice is a plain link to /preferences/currency, which stores the
 * currency cookie and redirects back: the page reloads with every price in the
 * new currency, with or without JavaScript.
 */
export function CurrencyMenu(props: { currencyId: CurrencyId }) {
  const { t } = useI18n();
  return (
    <details className="dropdown">
      <summary className="dropdown-toggle" aria-label={t("currency.current", { code: currencyCode(props.currencyId) })}>
        <span className="dropdown-value">{currencyCode(props.currencyId)}</span>
        <Icon name="chevronDown" size={16} />
      </summary>
      <CurrencyChoices currencyId={props.currencyId} className="dropdown-menu" />
    </details>
  );
}

/** The five currencies as links, the chosen one marked (the header's dropdown and the phone menu). */
export function CurrencyChoices(props: { currencyId: CurrencyId; className: string }) {
  const location = useLocation();
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <ul className={props.className}>
      {CURRENCIES.map((currency) => (
        <li key={currency.id}>
          <a
            href={`/preferences/currency?id=${currency.id}&return=${back}`}
            rel="nofollow"
            aria-current={currency.id === props.currencyId ? "true" : undefined}
          >
            {currency.code} <span className="muted">{currency.symbol}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
