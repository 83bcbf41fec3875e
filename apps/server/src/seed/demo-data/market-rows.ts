import type { fxRates, scrReferences, yieldCurvePoints } from '../../db/schema';
import { CURRENCIES } from './countries';
import { CURVE_DATE, EUR_CURVE_ID, USD_CURVE_ID, eurCurve20241231 } from './eur-curve';
import type { Market } from './market';

/** Market data as table rows, for the valuation dates of the demo. */

export type FxRateRow = typeof fxRates.$inferInsert;
export type CurvePointRow = typeof yieldCurvePoints.$inferInsert;
export type ScrReferenceRow = typeof scrReferences.$inferInsert;

export const SYNTHETIC_SOURCE = 'synthétique (démo)';

/** `months` are indexes into the 24-month grid, with their dates. */
export function marketRows(market: Market, months: readonly number[], dates: readonly string[]) {
  const fx: FxRateRow[] = [];
  const curves: CurvePointRow[] = [];
  const scr: ScrReferenceRow[] = [];
  const published = eurCurve20241231();
  months.forEach((m, i) => {
    const date = dates[i]!;
    for (const currency of CURRENCIES) {
      fx.push({ rateDate: date, currency, unitsPerEur: market.fx[currency]![m]! });
    }
    market.eur[m]!.forEach((rate, t) => {
      // Only the 31/12/2024 curve is published; there, interpolated maturities are flagged.
      const synthetic = date === CURVE_DATE ? published[t]!.synthetic : true;
      curves.push({
        curveId: EUR_CURVE_ID,
        currency: 'EUR',
        curveDate: date,
        maturity: t + 1,
        rate,
        synthetic,
      });
    });
    market.usd[m]!.forEach((rate, t) => {
      curves.push({
        curveId: USD_CURVE_ID,
        currency: 'USD',
        curveDate: date,
        maturity: t + 1,
        rate,
        synthetic: true,
      });
    });
    const sa = market.symmetricAdjustment[m]!;
    scr.push({
      referenceDate: date,
      symmetricAdjustment: sa,
      type1Stress: Math.round((0.39 + sa) * 1e6) / 1e6,
      type2Stress: Math.round((0.49 + sa) * 1e6) / 1e6,
      yieldCurveId: EUR_CURVE_ID,
      // No published SA value was confirmed (solvency2-market-risk §3.4): all are made up.
      synthetic: true,
      source: SYNTHETIC_SOURCE,
    });
  });
  return { fx, curves, scr };
}
