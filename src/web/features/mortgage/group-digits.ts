// Thousands separators in a number box while it is typed in: the text keeps
// what the person typed (digits and one decimal point; a Chinese keyboard's
// full-width digits count as digits), commas are put in the whole part, and
// the caret stays after the same digit it was after.

export function groupDigits(typed: string, caret = typed.length): { text: string; caret: number } {
  const text = typed.normalize("NFKC");
  let kept = "";
  let keptBeforeCaret = 0;
  let point = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const isPoint = c === "." && !point;
    if (!/[0-9]/.test(c) && !isPoint) continue;
    if (isPoint) point = true;
    kept += isPoint ? "." : c;
    if (i < caret) keptBeforeCaret++;
  }
  const dot = kept.indexOf(".");
  const whole = dot === -1 ? kept : kept.slice(0, dot);
  const rest = dot === -1 ? "" : kept.slice(dot);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + rest;
  // Walk the result until as many digits and points as stood before the caret are behind it.
  let position = 0;
  for (let seen = 0; position < grouped.length && seen < keptBeforeCaret; position++) if (grouped[position] !== ",") seen++;
  return { text: grouped, caret: position };
}
