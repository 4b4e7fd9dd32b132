import { useState } from "react";
import { Link } from "react-router";
import type { RecommendedListing } from "../../../server/services/content/content-service.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { listingPriceText } from "../../../domain/money/price.ts";
import { listingPath } from "../../../domain/listing/listing-path.ts";
import { useStaticMapUrl } from "../../lib/root-data.ts";
import { formatDate } from "../../../domain/dates/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { sqft } from "../../lib/card-format.ts";
import {
  columnsFor,
  DEFAULT_SORT,
  nextSort,
  RECOMMENDED_INITIAL,
  sortForPurpose,
  tableRows,
  type ShownColumn,
  type TablePurpose,
} from "./agent-rules.ts";

/** Recommended properties: sale/rent toggle, 5 then all, sortable columns (by default the listings' quality score, highest first, which is not shown). */
export function RecommendedTable({ listings, currencyId }: { listings: RecommendedListing[]; currencyId: CurrencyId }) {
  const { t, language } = useI18n();
  // The configured static map service, or the offline map.
  const staticMapUrl = useStaticMapUrl();
  const hasSale = listings.some((l) => l.salePrice !== null);
  const [purpose, setPurpose] = useState<TablePurpose>(hasSale ? "sale" : "rent");
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [showAll, setShowAll] = useState(false);
  const rows = tableRows(listings, purpose, sort);
  const shown = showAll ? rows : rows.slice(0, RECOMMENDED_INITIAL);
  const cell = (row: RecommendedListing, column: ShownColumn) => {
    switch (column) {
      case "name":
        return (
          <Link to={listingPath(language, purpose, row.building, row.referenceId)} className="recommended-name">
            <img src={row.image ?? staticMapUrl(row.lat, row.lng, "table")} alt="" width={64} height={48} loading="lazy" />
            <span>{row.building}</span>
          </Link>
        );
      case "salePrice":
      case "leasePrice":
        return listingPriceText(row, purpose, currencyId, language) ?? "–";
      case "netSize":
        return sqft(row.sizeSaleable) ?? "–";
      case "grossSize":
        return sqft(row.sizeGross) ?? "–";
      case "bed":
        return row.bedrooms === 0 ? t("search.card.studio") : row.bedrooms;
      case "bath":
        return row.bathrooms;
      case "update":
        return formatDate(new Date(row.lastUpdated));
    }
  };
  return (
    <div>
      <div className="view-switch" role="group" aria-label={t("agents.recommended.purpose")}>
        {(["sale", "rent"] as const).map((p) => (
          <button
            key={p}
            type="button"
            className="view-button"
            aria-pressed={purpose === p}
            onClick={() => {
              setPurpose(p);
              setSort((s) => sortForPurpose(s, p));
            }}
          >
            {t(p === "sale" ? "agents.recommended.sale" : "agents.recommended.rent")}
          </button>
        ))}
      </div>
      <div className="table-scroll" tabIndex={0}>
        <table className="recommended-table agent-table stacked-table">
          <caption className="visually-hidden">{t("agents.nav.propertyRecommandations")}</caption>
          <thead>
            <tr>
              {columnsFor(purpose).map((column) => (
                <th
                  key={column}
                  scope="col"
                  aria-sort={sort.column === column ? (sort.descending ? "descending" : "ascending") : undefined}
                >
                  <button type="button" className="sort-button" onClick={() => setSort((s) => nextSort(s, column))}>
                    {t(`agents.column.${column}`)}
                    <span aria-hidden="true">{sort.column === column ? (sort.descending ? " ▼" : " ▲") : ""}</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.id} data-listing={row.id}>
                {columnsFor(purpose).map((column) => (
                  <td key={column} data-column={column} data-label={t(`agents.column.${column}`)}>
                    {cell(row, column)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p className="muted">{t("agents.recommended.none")}</p> : null}
      {rows.length > RECOMMENDED_INITIAL ? (
        <button type="button" className="button button-secondary" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
          {showAll ? t("agents.recommended.fewer") : t("agents.recommended.all", { count: rows.length })}
        </button>
      ) : null}
    </div>
  );
}
