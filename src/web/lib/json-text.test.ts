import { describe, expect, it } from "vitest";
import { jsonTextCodec, type JsonText } from "./json-text.ts";

type Thing = { id: number; names: string[]; price: number | null };

describe("JSON texts as loader data", () => {
  it("give back the value they were written from, without parsing it again", () => {
    const codec = jsonTextCodec<Thing>();
    const value = { id: 7, names: ["a", "b"], price: null };
    expect(codec.read(codec.write(value))).toBe(value);
  });

  it("decode a text this process did not write (the browser's case) once, and keep it", () => {
    const codec = jsonTextCodec<Thing>();
    const text = JSON.stringify({ id: 8, names: [], price: 1 }) as JsonText<Thing>;
    expect(codec.read(text)).toEqual({ id: 8, names: [], price: 1 });
    expect(codec.read(text)).toBe(codec.read(`${text}` as JsonText<Thing>));
  });

  it("travel in their wire shape and come back through it", () => {
    const codec = jsonTextCodec<Thing, [number, string[], number | null]>({
      toWire: (t) => [t.id, t.names, t.price],
      fromWire: ([id, names, price]) => ({ id, names, price }),
    });
    const text = codec.write({ id: 9, names: ["x"], price: 5 });
    expect(JSON.parse(text)).toEqual([9, ["x"], 5]);
    const elsewhere = jsonTextCodec<Thing, [number, string[], number | null]>({ fromWire: ([id, names, price]) => ({ id, names, price }) });
    expect(elsewhere.read(text)).toEqual({ id: 9, names: ["x"], price: 5 });
  });

  it("keep only the latest few values", () => {
    const codec = jsonTextCodec<{ n: number }>({ kept: 4 });
    const value = { n: -1 };
    const first = codec.write(value);
    for (let n = 0; n < 4; n++) codec.write({ n });
    expect(codec.read(first)).toEqual(value);
    expect(codec.read(first)).not.toBe(value);
  });
});
