const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');
const HEAD_END = Buffer.from("</head>");

/**
 * Marks the head's module preloads low priority, as React does for its own bootstrap modules: the
 * page is whole in its HTML, so its stylesheet and first photo are fetched before the code that makes
 * it interactive. React Router's <Scripts> gives no way to set it.
 */
export function lowPriorityModulePreloads(html: Buffer): Buffer {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) return html;
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(MODULE_PRELOAD); at >= 0 && at < headEnd; at = html.indexOf(MODULE_PRELOAD, from)) {
    const end = at + MODULE_PRELOAD.length;
    parts.push(html.subarray(from, end), LOW_PRIORITY);
    from = end;
  }
  if (parts.length === 0) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
