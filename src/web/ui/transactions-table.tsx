import { labelled } from "../../domain/i18n/labelled.ts";
import { useLocation } from "react-router";
import type { CurrencyId } from "../../domain/money/currency.ts";
import { groupThousands } from "../../domain/money/number-text.ts";
import { formatPrice } from "../../domain/money/price.ts";
import { formatDate } from "../../domain/dates/format.ts";
import { floorLabel } from "../../domain/listing/floor-label.ts";
import type { TransactionPage } from "../../server/services/transactions/transaction-presenter.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { exactMoney } from "../lib/exact-money.ts";
import { TRANSACTIONS_PAGE_PARAM } from "../lib/page-param.ts";
import { pageHref, Pager } from "./pager.tsx";

/**
 * A page of registered transactions with a pager of real links (?txpage=n),
 * so paging works without JavaScript and keeps the reader's place. A second
 * table on the same page passes its own `anchor` and `pageParam`.
 */
export function TransactionsTable(props: {
  page: TransactionPage;
  currencyId: CurrencyId;
  heading: string;
  showBuilding?: boolean;
  anchor?: string;
  pageParam?: string;
}) {
  const { t, language } = useI18n();
  const { pathname, search } = useLocation();
  const { currentPage, totalPages, totalItems } = props.page.pager;
  const anchor = props.anchor ?? "transactions";
  const pageParam = props.pageParam ?? TRANSACTIONS_PAGE_PARAM;
  return (
    <section id={anchor} className="detail-section" aria-labelledby={`${anchor}-heading`}>
      <h2 id={`${anchor}-heading`}>{props.heading}</h2>
      {totalItems === 0 ? (
        <p className="muted">{t("place.noTransactions")}</p>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table tx-table stacked-table">
              <thead>
                <tr>
                  <th scope="col">{t("place.txDate")}</th>
                  {props.showBuilding ? <th scope="col">{t("place.txBuilding")}</th> : null}
                  <th scope="col">{t("place.txKind")}</th>
                  <th scope="col">{t("place.txFloor")}</th>
                  <th scope="col">{t("place.txSaleable")}</th>
                  <th scope="col">{t("place.txPrice")}</th>
                  <th scope="col">{t("place.txPerSqft")}</th>
                </tr>
              </thead>
              <tbody data-testid={`${anchor}-body`}>
                {props.page.items.map((tx) => (
                  <tr key={tx.id}>
                    {/* data-label names the column where a phone stacks the row (ui/mortgage.css). */}
                    <td data-label={t("place.txDate")}>{formatDate(new Date(`${tx.date}T12:00:00+08:00`))}</td>
                    {props.showBuilding ? <td data-label={t("place.txBuilding")}>{tx.building}</td> : null}
                    <td data-label={t("place.txKind")}>{t(tx.kind === "sale" ? "place.txSale" : "place.txLease")}</td>
                    <td data-label={t("place.txFloor")}>
                      {floorLabel(`${tx.floorLevel}/F`, language)} {tx.flat}
                    </td>
                    <td data-label={t("place.txSaleable")}>{t("listing.sqft", { size: groupThousands(tx.saleableSize) })}</td>
                    <td data-label={t("place.txPrice")} className="tx-price">
                      {formatPrice(tx.price, { currencyId: props.currencyId, language, purpose: tx.kind === "sale" ? "sale" : "rent" })}
                    </td>
                    <td data-label={t("place.txPerSqft")}>{exactMoney(tx.pricePerSqftSaleable, props.currencyId)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={currentPage}
            totalPages={Math.max(1, totalPages)}
            hrefFor={(n) => pageHref(pathname, search, pageParam, n, `#${anchor}`)}
            preventScrollReset
            label={props.anchor ? labelled(language, t("place.txPager"), props.heading) : t("place.txPager")}
            statusTestId={`${anchor}-page`}
          />
        </>
      )}
    </section>
  );
}
