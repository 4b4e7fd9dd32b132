import { describe, expect, it } from "vitest";
import { DOT_THRESHOLD, pinStyle } from "./pin-style.ts";

describe("pin style", () => {
  it("places and clusters are bubbles", () => {
    expect(pinStyle({ kind: "district", value: 5 }, false, 3)).toBe("BUBBLE");
    expect(pinStyle({ kind: "cluster", value: 5 }, false, 3)).toBe("BUBBLE");
  });
  it("priced buildings and listings get a leg; unpriced or crowded ones are dots", () => {
    expect(pinStyle({ kind: "building", value: 5 }, false, 3)).toBe("BUBBLE_LEG");
    expect(pinStyle({ kind: "property", value: null }, false, 3)).toBe("DOT");
    expect(pinStyle({ kind: "property", value: 5 }, false, DOT_THRESHOLD + 1)).toBe("DOT");
  });
  it("the active pin is a callout", () => {
    expect(pinStyle({ kind: "property", value: 5 }, true, 999)).toBe("CALLOUT");
  });
});
