import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { stampDuty, STAMP_DUTY_SCALE } from "./stamp-duty.ts";

describe("ad valorem stamp duty, Scale 2 (from 26 Feb 2025)", () => {
  it.each([
    [0, 0],
    [2_000_000, 100],
    [4_000_000, 100],
    [4_200_000, 40_100],
    [4_323_780, 64_856],
    [4_400_000, 66_000],
    [4_500_000, 67_500],
    [4_800_000, 97_500],
    [5_000_000, 112_500],
    [6_500_000, 185_000],
    [8_000_000, 240_000],
    [10_000_000, 370_000],
    [15_000_000, 562_500],
    [21_000_000, 850_000],
    [30_000_000, 1_275_000],
    [100_000_000, 4_250_000],
    [120_000_000, 6_250_000],
    [200_000_000, 13_000_000],
  ])("HK$%i → HK$%i", (value, duty) => {
    expect(stampDuty(value)).toBe(duty);
  });

  it("never falls as the price rises and never jumps more than 20 % of the step (marginal relief)", () => {
    const top = STAMP_DUTY_SCALE.bands.at(-2)!.upToHkd! * 1.2;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Math.round(top) }), fc.integer({ min: 1, max: 100_000 }), (value, step) => {
        const a = stampDuty(value);
        const b = stampDuty(value + step);
        expect(b).toBeGreaterThanOrEqual(a);
        expect(b - a).toBeLessThanOrEqual(step * 0.2 + 1);
      }),
    );
  });
});
