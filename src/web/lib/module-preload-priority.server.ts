const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY = ' fetchpriority="low"';

/**
 * Marks the head's module preloads low priority, as React does for its own bootstrap modules: the
 * page is whole in its HTML, so its stylesheet and first photo are fetched before the code that makes
 * it interactive. React Router's <Scripts> gives no way to set it. Takes the head only (the document
 * up to `</head>`, document-bytes.server.ts): text in the body that quotes the tag is content.
 */
export function lowPriorityModulePreloads(head: string): string {
  return head.replaceAll(MODULE_PRELOAD, MODULE_PRELOAD + LOW_PRIORITY);
}
