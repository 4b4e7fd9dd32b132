// `#tab={name}` in a page's address: the name, lower case and without
// hyphens ("Floor-Plans" and "floorplans" are one name), or null when the
// hash names no tab. Listing pages open the named tab of their photo or
// media popup; place pages scroll to the named section (decision 0044).
export function tabOfHash(hash: string): string | null {
  const m = /^#?tab=([\w-]+)$/i.exec(hash);
  return m ? m[1]!.toLowerCase().replace(/-/g, "") : null;
}
