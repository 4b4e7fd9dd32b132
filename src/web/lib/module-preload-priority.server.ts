const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY = ' fetchpriority="low"';

/**
 * Marks the head's module preloads low priority, as React does for its own bootstrap modules: the
 * page is whole in its HTML, so its stylesheet and first photo are fetched before the code that makes
 * it interactive. React Router's <Scripts> gives no way to set it.
 */
export function lowPriorityModulePreloads(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  if (!head.includes(MODULE_PRELOAD)) return html;
  return head.replaceAll(MODULE_PRELOAD, MODULE_PRELOAD + LOW_PRIORITY) + html.slice(headEnd);
}
