// Listing purpose, as the server numbers it.

export const LISTING_PURPOSE = { Sale: 1, Rent: 2, Both: 3, All: 4 } as const;
export type ListingPurpose = (typeof LISTING_PURPOSE)[keyof typeof LISTING_PURPOSE];

export function isListingPurpose(value: number): value is ListingPurpose {
  return value === 1 || value === 2 || value === 3 || value === 4;
}
