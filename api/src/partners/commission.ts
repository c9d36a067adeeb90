// Kemet's commission on one booking (docs/product/partners.md#statement): gross × per mille ÷ 1000, rounded half up to
// the minor unit, in integers only. Rounding per booking keeps every statement line exact and the totals their sums.
export function commissionOf(grossMinor: number, perMille: number): number {
  if (!Number.isSafeInteger(grossMinor) || grossMinor < 0) throw new RangeError(`Not an amount: ${grossMinor}`);
  return Math.floor((grossMinor * perMille + 500) / 1000);
}
