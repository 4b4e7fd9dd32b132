import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { firstInOrder } from "./listing-order.ts";

describe("firstInOrder", () => {
  it("gives the first k of a full sort, whatever k and the order's ties", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 800, size: "max" }),
        fc.oneof(fc.nat({ max: 40 }), fc.nat({ max: 900 })),
        (keys, k) => {
          const slots = Int32Array.from(keys.keys());
          // Many equal keys, broken by slot: a total order, as the search's id tie-break makes it.
          const order = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
          const expected = Array.from(slots).sort(order).slice(0, k);
          expect(Array.from(firstInOrder(slots, k, order))).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
