/**
 * Prices of a fixed-rate bullet bond with annual coupons, per 1 of nominal. Coupons fall on
 * the anniversaries of the maturity date. Good enough for demo prices that move with the
 * curve and durations that match coupon and maturity.
 */
export interface BondValue {
  /** Dirty price per 1 of nominal. */
  dirty: number;
  /** Accrued coupon per 1 of nominal. */
  accrued: number;
  modifiedDuration: number;
}

/**
 * @param couponPercent annual coupon in percent (TPT 33 convention)
 * @param years time to maturity in years (> 0)
 * @param yieldRate annual yield, 0.03 = 3 %
 */
export function valueBond(couponPercent: number, years: number, yieldRate: number): BondValue {
  const c = couponPercent / 100;
  const y = Math.max(yieldRate, -0.009);
  // Time to the next coupon: the fractional part of the time to maturity.
  let first = years - Math.floor(years);
  if (first < 1e-9) first = 1;
  if (first > years) first = years;
  let dirty = 0;
  let weighted = 0;
  for (let t = first; t <= years + 1e-9; t += 1) {
    const cash = c + (t > years - 1e-9 ? 1 : 0);
    const pv = cash * Math.pow(1 + y, -t);
    dirty += pv;
    weighted += t * pv;
  }
  const accrued = years < 1 && c === 0 ? 0 : c * (1 - first);
  const macaulay = dirty > 0 ? weighted / dirty : 0;
  return { dirty, accrued: Math.max(0, accrued), modifiedDuration: macaulay / (1 + y) };
}
