// Loader data sent as one JSON text instead of through React Router's
// turbo-stream encoder, which walks every value on every request. The
// server's own render gets the very same text back from the loader data: it
// finds the value it encoded here instead of parsing it again; the browser
// parses the text once.
declare const jsonText: unique symbol;
/** A JSON text of a T. */
export type JsonText<T> = string & { readonly [jsonText]: T };

/** Texts encoded by this process lately (a page's loader data lives for one render). */
const encoded = new Map<string, unknown>();
const KEPT = 8;

export function toJsonText<T>(value: T): JsonText<T> {
  const text = JSON.stringify(value) as JsonText<T>;
  if (encoded.size >= KEPT) encoded.delete(encoded.keys().next().value!);
  encoded.set(text, value);
  return text;
}

export function fromJsonText<T>(text: JsonText<T>): T {
  return (encoded.has(text) ? encoded.get(text) : JSON.parse(text)) as T;
}
