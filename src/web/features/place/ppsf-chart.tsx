import { useI18n } from "../../i18n/i18n.tsx";
import { quarterAxis } from "./quarter-axis.ts";

export type QuarterPoint = { quarter: string; kind: "sale" | "lease"; transactions: number; saleable: number; gross: number };

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { left: 84, right: 36, top: 16, bottom: 32 };

/**
 * Average saleable price per square foot by quarter as a hand-written SVG
 * line chart on a time axis (sales; leases when a place has no sales): a
 * quarter stands where its time is, years are ticked. The same figures are in
 * a table for screen readers.
 */
export function PpsfChart(props: { points: QuarterPoint[]; money: (n: number) => string }) {
  const { t } = useI18n();
  const sales = props.points.filter((p) => p.kind === "sale");
  const series = sales.length > 0 ? sales : props.points.filter((p) => p.kind === "lease");
  if (series.length < 2) return null;
  const values = series.map((p) => p.saleable);
  const min = Math.min(...values) * 0.95;
  const max = Math.max(...values) * 1.05;
  const axis = quarterAxis(
    series.map((p) => p.quarter),
    PAD.left,
    WIDTH - PAD.right,
  );
  // A label every year when they fit (about 6), else every second or fifth.
  const yearStep = [1, 2, 5, 10].find((step) => axis.years.length / step <= 7) ?? 10;
  const y = (v: number) => PAD.top + (1 - (v - min) / (max - min || 1)) * (HEIGHT - PAD.top - PAD.bottom);
  const line = series.map((p, i) => `${i === 0 ? "M" : "L"}${axis.x(p.quarter).toFixed(1)},${y(p.saleable).toFixed(1)}`).join("");
  const ticks = [min, (min + max) / 2, max];
  const heading = t(sales.length > 0 ? "place.ppsfSaleHeading" : "place.ppsfLeaseHeading");
  return (
    <section id="price-per-sqft" className="detail-section" aria-labelledby="ppsf-heading">
      <h2 id="ppsf-heading">{heading}</h2>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="ppsf-chart" role="img" aria-label={heading}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="var(--color-border)" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="chart-label">
              {props.money(tick)}
            </text>
          </g>
        ))}
        {axis.years.map(({ year, x }) => (
          <g key={year}>
            <line x1={x} x2={x} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom + 5} stroke="var(--color-text-muted)" />
            {year % yearStep === 0 ? (
              <text x={x} y={HEIGHT - 10} textAnchor="middle" className="chart-label">
                {year}
              </text>
            ) : null}
          </g>
        ))}
        <path d={line} fill="none" stroke="var(--color-accent)" strokeWidth={2.5} />
        {series.map((p) => (
          <circle key={p.quarter} cx={axis.x(p.quarter)} cy={y(p.saleable)} r={3.5} fill="var(--color-accent)">
            <title>{`${p.quarter}: ${props.money(p.saleable)}`}</title>
          </circle>
        ))}
      </svg>
      <details>
        <summary>{t("place.chartTable")}</summary>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("place.quarter")}</th>
              <th scope="col">{t("place.txPerSqft")}</th>
              <th scope="col">{t("place.transactionsCount")}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((p) => (
              <tr key={p.quarter}>
                <td>{p.quarter}</td>
                <td>{props.money(p.saleable)}</td>
                <td>{p.transactions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
