import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { groupThousands } from "./number-text.ts";

/** The rule without the short cut. */
function grouped(value: number): string {
  const [intPart = "0", fraction] = String(value).split(".");
  const g = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? g : `${g}.${fraction}`;
}

describe("groupThousands", () => {
  it("groups the integer part in thousands", () => {
    expect(groupThousands(1234567.5)).toBe("1,234,567.5");
    expect(groupThousands(-1234)).toBe("-1,234");
    expect(groupThousands(999.99)).toBe("999.99");
    expect(groupThousands(1000)).toBe("1,000");
    expect(groupThousands(0)).toBe("0");
  });
  it("writes every number as the full rule does", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.integer({ min: -5000, max: 5000 }), fc.double({ min: -2000, max: 2000 })),
        (n) => groupThousands(n) === grouped(n),
      ),
    );
  });
});
