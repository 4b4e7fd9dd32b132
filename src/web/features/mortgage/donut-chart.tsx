import { useState } from "react";

export interface DonutSegment {
  key: string;
  label: string;
  value: number;
  valueText: string;
  colour: string;
}

const SIZE = 180;
const RADIUS = 70;
const STROKE = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A hand-written SVG donut (no chart library). Hovering a ring segment or a
 * legend row, or focusing a legend row, shows that segment in the centre; the
 * legend carries the same figures as text for screen readers.
 */
export function DonutChart(props: { segments: DonutSegment[]; centreLabel: string; centreValue: string; title: string }) {
  const [active, setActive] = useState<string | null>(null);
  const total = props.segments.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  const shown = props.segments.find((s) => s.key === active);
  let offset = 0;
  return (
    <figure className="donut">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} role="img" aria-label={props.title} className="donut-svg">
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" stroke="var(--color-surface-alt)" strokeWidth={STROKE} />
        {total > 0
          ? props.segments.map((segment) => {
              const length = (Math.max(0, segment.value) / total) * CIRCUMFERENCE;
              const dash = `${length} ${CIRCUMFERENCE - length}`;
              const circle = (
                <circle
                  key={segment.key}
                  cx={SIZE / 2}
                  cy={SIZE / 2}
                  r={RADIUS}
                  fill="none"
                  stroke={segment.colour}
                  strokeWidth={active === segment.key ? STROKE + 6 : STROKE}
                  strokeDasharray={dash}
                  strokeDashoffset={-offset}
                  transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
                  data-segment={segment.key}
                  onMouseEnter={() => setActive(segment.key)}
                  onMouseLeave={() => setActive(null)}
                />
              );
              offset += length;
              return circle;
            })
          : null}
        <text x="50%" y="46%" textAnchor="middle" className="donut-centre-label">
          {shown ? shown.label : props.centreLabel}
        </text>
        <text x="50%" y="60%" textAnchor="middle" className="donut-centre-value">
          {shown ? shown.valueText : props.centreValue}
        </text>
      </svg>
      <figcaption>
        <ul className="donut-legend">
          {props.segments.map((segment) => (
            <li
              key={segment.key}
              tabIndex={0}
              className={active === segment.key ? "is-active" : undefined}
              onMouseEnter={() => setActive(segment.key)}
              onMouseLeave={() => setActive(null)}
              onFocus={() => setActive(segment.key)}
              onBlur={() => setActive(null)}
            >
              <span className="donut-swatch" style={{ background: segment.colour }} aria-hidden="true" />
              <span className="donut-legend-label">{segment.label}</span>
              <span className="donut-legend-value">{segment.valueText}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
