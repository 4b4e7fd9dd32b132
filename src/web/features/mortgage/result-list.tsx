/** Calculator results as a description list; the first row is the headline figure. */
export function ResultList(props: { rows: { label: string; value: string; testId?: string }[] }) {
  return (
    <dl className="result-list" aria-live="polite">
      {props.rows.map((row, index) => (
        <div key={row.label} className={index === 0 ? "result-row result-headline" : "result-row"}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
