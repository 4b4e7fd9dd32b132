const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML element content and quoted attribute values: a value always prints as itself, never as markup. */
export const escapeHtml = (value: string | number): string => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
