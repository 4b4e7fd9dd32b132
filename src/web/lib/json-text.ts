// Loader data sent as one JSON text instead of through React Router's
// turbo-stream encoder, which walks every value on every request (decision
// 0010): a text costs it one string copy. The server's own render gets the
// very same text back from the loader data, so a codec remembers the values
// it wrote and gives them back instead of parsing; the browser decodes each
// text once, however often the page renders.
declare const jsonText: unique symbol;
/** A JSON text of a T. */
export type JsonText<T> = string & { readonly [jsonText]: T };

export interface JsonTextCodec<T> {
  /** The value as a JSON text; this process remembers the value for `read`. */
  write(value: T): JsonText<T>;
  /** The value of a text: the one written here, else decoded once and kept. */
  read(text: JsonText<T>): T;
}

/**
 * A codec of one kind of loader data. `toWire`/`fromWire` give it a compact
 * shape on the wire (tuples instead of objects); `kept` bounds how many
 * texts it remembers (a page's loader data lives for one render, a catalog
 * or the district tree for the life of the process).
 */
export function jsonTextCodec<T, Wire = T>(
  options: { toWire?: (value: T) => Wire; fromWire?: (wire: Wire) => T; kept?: number } = {},
): JsonTextCodec<T> {
  const { toWire, fromWire } = options;
  const kept = options.kept ?? 8;
  const values = new Map<string, T>();
  const remember = (text: string, value: T) => {
    if (values.size >= kept) values.delete(values.keys().next().value!);
    values.set(text, value);
  };
  return {
    write(value) {
      const text = JSON.stringify(toWire ? toWire(value) : value) as JsonText<T>;
      remember(text, value);
      return text;
    },
    read(text) {
      let value = values.get(text);
      if (value === undefined) {
        const wire = JSON.parse(text) as Wire;
        value = fromWire ? fromWire(wire) : (wire as unknown as T);
        remember(text, value);
      }
      return value;
    },
  };
}
