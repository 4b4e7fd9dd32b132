// A listing's public reference ("HK01234567"), what its page's address and a
// keyword search name it by. The id is multiplied by a number coprime to
// 10^8, so every id below 10^8 has a reference of its own (the seeded
// market's listings and the owners' alike) and neighbouring ids' references
// do not look alike.
export function referenceIdFor(id: number): string {
  return `HK${String((id * 48271 + 20240917) % 100_000_000).padStart(8, "0")}`;
}
