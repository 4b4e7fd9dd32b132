import { describe, expect, it } from "vitest";
import { fromJsonText, toJsonText, type JsonText } from "./json-text.ts";

describe("JSON texts as loader data", () => {
  it("give back the value they were written from, without parsing it again", () => {
    const value = { id: 7, names: ["a", "b"], price: null };
    expect(fromJsonText(toJsonText(value))).toBe(value);
  });

  it("parse a text this process did not write (the browser's case)", () => {
    const text = JSON.stringify({ id: 8, ok: true }) as JsonText<{ id: number; ok: boolean }>;
    expect(fromJsonText(text)).toEqual({ id: 8, ok: true });
  });

  it("keep only the latest few values", () => {
    const value = { n: -1 };
    const first = toJsonText(value);
    for (let n = 0; n < 20; n++) toJsonText({ n });
    expect(fromJsonText(first)).toEqual(value);
    expect(fromJsonText(first)).not.toBe(value);
  });
});
