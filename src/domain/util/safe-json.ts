// Stored JSON (enquiry form, save-search set) that does not parse yields
// null instead of throwing: a stored value may be old or edited by hand.

export function safeJsonParse(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
