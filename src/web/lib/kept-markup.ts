/**
 * Markup kept between server renders (decision 0068): a part of a page whose
 * markup is wholly decided by a key (a results card: what it shows of its
 * listing, the language, the currency, the layout, the day; a mega menu's
 * popup; the footer) is rendered once, cut out
 * of the page's HTML after the render, and written as that HTML on the next
 * page that shows it, without rendering its components again.
 *
 * A render is synchronous (entry.server.tsx renders to a string in one pass),
 * so one module-level list of the parts marked in the current render is safe:
 * no other render can run inside renderKeepingParts.
 */

/** Parts kept: enough for every card of every district in three languages and a few currencies. */
const LIMIT = 20_000;
const kept = new Map<string, string>();

/** The keys marked in the render in progress, by marker number; null outside entry.server's render. */
let marking: string[] | null = null;

const startMarker = (n: number) => `<template data-kept="${String(n)}"></template>`;
const endMarker = (n: number) => `<template data-kept-end="${String(n)}"></template>`;

const identities = new WeakMap<object, string>();
let lastIdentity = 0;

/**
 * A key part naming one object for as long as it lives: for a part drawn
 * wholly from an object the server makes once and never changes (a mega
 * menu's popup, built once per language and menu places, mega-menu-items.ts).
 */
export function identityKey(value: object): string {
  let id = identities.get(value);
  if (id === undefined) identities.set(value, (id = `#${String(++lastIdentity)}`));
  return id;
}

/** The kept markup of a part, if a render has kept it. */
export function keptMarkup(key: string): string | undefined {
  return kept.get(key);
}

/** Marks a part for keeping in the render in progress: its number for the markers around it, or -1 outside one. */
export function markForKeeping(key: string): number {
  if (marking === null) return -1;
  return marking.push(key) - 1;
}

/**
 * Runs a synchronous render whose marked parts are kept: keeps the markup
 * between each part's markers and returns the page without them (the page a
 * render without keeping writes), in pieces that join into it.
 */
export function renderKeepingParts(render: () => string): string[] {
  marking = [];
  let keys: string[];
  let html: string;
  try {
    html = render();
  } finally {
    keys = marking;
    marking = null;
  }
  return keys.length === 0 ? [html] : cutOutKept(html, keys);
}

/** The markup in pieces with the marked parts' markers left out; not joined, so the pieces stay slices of one flat string. */
function cutOutKept(html: string, keys: string[]): string[] {
  const pieces: string[] = [];
  let from = 0;
  keys.forEach((key, n) => {
    const start = startMarker(n);
    const end = endMarker(n);
    const at = html.indexOf(start, from);
    const to = at < 0 ? -1 : html.indexOf(end, at);
    if (to < 0) return;
    const markup = html.slice(at + start.length, to);
    pieces.push(html.slice(from, at), markup);
    from = to + end.length;
    keep(key, markup);
  });
  pieces.push(html.slice(from));
  return pieces;
}

/** @internal Forgets everything kept, for the tests (knip: used by tests only). */
export function forgetKept(): void {
  kept.clear();
}

function keep(key: string, markup: string) {
  if (kept.has(key)) return;
  // The oldest part kept goes first: a listing that changed has a new key, and its old markup ages out.
  if (kept.size >= LIMIT) kept.delete(kept.keys().next().value as string);
  // A copy of its own, through UTF-8: the markup is a slice of its page, and V8 keeps a sliced string's whole parent
  // alive, so a kept 3 KB card held its 250 KB page; decoded afresh it is its own string, and one byte a character
  // where it can be (the page is two-byte as soon as it has a "›" or a Chinese name). In process after 1,200 results
  // pages: the heap +229 MB as slices, +157 MB as structuredClone copies, +107 MB so. Only a part kept for the first
  // time pays it (server only: the browser never keeps).
  kept.set(key, Buffer.from(markup).toString());
}
