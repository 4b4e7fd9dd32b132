import { Form } from "react-router";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { REGIONS } from "../../../domain/places/regions.ts";
import type { TransactionPage } from "../../../server/services/transactions/transaction-presenter.ts";
import type { DistrictOption } from "../../../server/services/pages/pages-service.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { nameIn } from "../../lib/localized-name.ts";
import type { TransactionQuery } from "./transaction-filter.ts";
import { TransactionsTable } from "../../ui/transactions-table.tsx";

/**
 * Property transactions: recent registered sales and leases with a
 * plain GET form for district, building name and kind, so filtering and
 * paging work before (and without) JavaScript.
 */
export function PropertyTransactionsPage(props: {
  page: TransactionPage;
  query: TransactionQuery;
  districts: DistrictOption[];
  currencyId: CurrencyId;
  capped: boolean;
}) {
  const { t, language } = useI18n();
  const { query } = props;
  const district = props.districts.find((d) => d.id === query.districtId);
  const title = t("place.txPageTitle");
  return (
    <div className="container page-wide">
      <PageMeta
        title={`${district ? `${nameIn(district.names, language)} ` : ""}${title} | ${t("site.name")}`}
        description={t("place.txPageDescription")}
      />
      <Breadcrumbs items={[{ label: title }]} />
      <h1>{title}</h1>
      <p className="lead">{t("place.txPageLead")}</p>
      <Form method="get" className="tx-filters" aria-label={t("place.txFilters")} preventScrollReset>
        <div className="field">
          <label htmlFor="tx-district">{t("place.district")}</label>
          <select id="tx-district" name="district" defaultValue={query.districtId ?? ""} className="field-select">
            <option value="">{t("place.txAllDistricts")}</option>
            {REGIONS.map((region) => (
              <optgroup key={region.regionId} label={t(`region.${region.regionId}`)}>
                {props.districts
                  .filter((d) => d.regionId === region.regionId)
                  .map((d) => (
                    <option key={d.id} value={d.id}>
                      {nameIn(d.names, language)}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="tx-building">{t("place.txBuildingName")}</label>
          <input
            id="tx-building"
            name="building"
            type="search"
            defaultValue={query.building}
            maxLength={60}
            className="field-select"
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label htmlFor="tx-kind">{t("place.txKind")}</label>
          <select id="tx-kind" name="kind" defaultValue={query.kind ?? ""} className="field-select">
            <option value="">{t("place.txAllKinds")}</option>
            <option value="sale">{t("place.txSale")}</option>
            <option value="lease">{t("place.txLease")}</option>
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {t("place.txApply")}
        </button>
      </Form>
      <TransactionsTable
        page={props.page}
        currencyId={props.currencyId}
        showBuilding
        heading={district ? t("place.txResultsIn", { name: nameIn(district.names, language) }) : t("place.txResults")}
      />
      {props.capped ? <p className="muted">{t("place.txCapped", { count: props.page.pager.totalItems })}</p> : null}
    </div>
  );
}
