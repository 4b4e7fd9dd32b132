import { amortisationByYear } from "../../../domain/mortgage/repayment.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { formatHkd } from "./money-text.ts";

/** Year-by-year split of the instalments, folded away until asked for. */
export function AmortisationTable(props: { principal: number; ratePct: number; years: number }) {
  const { t } = useI18n();
  const rows = amortisationByYear(props.principal, props.ratePct, props.years);
  if (rows.length === 0) return null;
  return (
    <details className="amortisation">
      <summary>{t("mortgage.scheduleToggle")}</summary>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t("mortgage.scheduleToggle")}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t("mortgage.scheduleYear")}</th>
              <th scope="col">{t("mortgage.schedulePrincipal")}</th>
              <th scope="col">{t("mortgage.scheduleInterest")}</th>
              <th scope="col">{t("mortgage.scheduleBalance")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year}>
                <th scope="row">{row.year}</th>
                <td>{formatHkd(row.principalPaid)}</td>
                <td>{formatHkd(row.interestPaid)}</td>
                <td>{formatHkd(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
