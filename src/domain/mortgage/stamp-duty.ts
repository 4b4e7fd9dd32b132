// Ad valorem stamp duty on buying a home in Hong Kong. Since 28 February 2024
// (the end of the demand-side measures: no BSD, NRSD or SSD) every buyer pays
// Scale 2 and nothing else; the 2025-26 Budget raised the HK$100 threshold to
// HK$4,000,000 and the rate above HK$100,000,000 to 6.5 %. Each band past the
// first adds marginal relief (10 % or 20 % of the excess over the band's start)
// so the duty never jumps at a boundary. One place, so a Budget is a one-file edit.

export type StampDutyBand = {
  /** Property value in HKD up to and including which this band applies; null = no upper bound. */
  upToHkd: number | null;
  /** Flat rate of the whole value, or a fixed amount plus a share of the excess over `fromHkd`. */
  duty: { rate: number } | { fixed: number; fromHkd: number; marginalRate: number };
};

export const STAMP_DUTY_SCALE: {
  source: string;
  url: string;
  effectiveFrom: string;
  lastVerified: string;
  bands: readonly StampDutyBand[];
} = {
  source: "Inland Revenue Department: ad valorem stamp duty, Scale 2, instruments executed on or after 26 February 2025",
  url: "https://www.ird.gov.hk/eng/faq/stamp_duty.htm",
  effectiveFrom: "2025-02-26",
  lastVerified: "2025-06",
  bands: [
    { upToHkd: 4_000_000, duty: { fixed: 100, fromHkd: 0, marginalRate: 0 } },
    { upToHkd: 4_323_780, duty: { fixed: 100, fromHkd: 4_000_000, marginalRate: 0.2 } },
    { upToHkd: 4_500_000, duty: { rate: 0.015 } },
    { upToHkd: 4_935_480, duty: { fixed: 67_500, fromHkd: 4_500_000, marginalRate: 0.1 } },
    { upToHkd: 6_000_000, duty: { rate: 0.0225 } },
    { upToHkd: 6_642_860, duty: { fixed: 135_000, fromHkd: 6_000_000, marginalRate: 0.1 } },
    { upToHkd: 9_000_000, duty: { rate: 0.03 } },
    { upToHkd: 10_080_000, duty: { fixed: 270_000, fromHkd: 9_000_000, marginalRate: 0.1 } },
    { upToHkd: 20_000_000, duty: { rate: 0.0375 } },
    { upToHkd: 21_739_120, duty: { fixed: 750_000, fromHkd: 20_000_000, marginalRate: 0.1 } },
    { upToHkd: 100_000_000, duty: { rate: 0.0425 } },
    { upToHkd: 164_285_714, duty: { fixed: 4_250_000, fromHkd: 100_000_000, marginalRate: 0.1 } },
    { upToHkd: null, duty: { rate: 0.065 } },
  ],
};

/** The ad valorem stamp duty in HKD on a home bought for `valueHkd` (rounded up to the dollar, as the IRD charges it). */
export function stampDuty(valueHkd: number): number {
  if (!Number.isFinite(valueHkd) || valueHkd <= 0) return 0;
  const value = Math.ceil(valueHkd);
  const band = STAMP_DUTY_SCALE.bands.find((b) => b.upToHkd === null || value <= b.upToHkd)!;
  const duty = "rate" in band.duty ? value * band.duty.rate : band.duty.fixed + (value - band.duty.fromHkd) * band.duty.marginalRate;
  return Math.ceil(duty - 1e-6);
}
