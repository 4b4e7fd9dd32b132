// Stored JSON (enquiry form, save-search set) that does not parse yields
// null, as does a value that fails the optional check.

export function safeJsonParse(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function safeJsonParseAs<T>(text: string | null | undefined, check: (value: unknown) => value is T): T | null {
  const value = safeJsonParse(text);
  return value !== null && check(value) ? value : null;
}
