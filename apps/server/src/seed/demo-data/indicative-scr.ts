import { round } from './random';
import type { Instrument } from './model';

/**
 * Rough SCR contributions a manager might send (TPT 97-105b, fractions of NAV, '+' adds
 * capital). Indicative only: the engine computes its own; these let the UI show them.
 */

const SPREAD_FACTOR = [0.009, 0.011, 0.014, 0.025, 0.045, 0.075, 0.075];
const UNRATED = 0.03;

export function indicativeScr(
  instrument: Instrument,
  weight: number,
  duration: number | null,
  symmetricAdjustment: number,
  fundCurrency: string,
): Record<string, number> | null {
  const { security } = instrument;
  const category = security.cic[2]!;
  const out: Record<string, number> = {};
  const put = (field: string, value: number) => {
    if (value !== 0) out[field] = round(value, 8);
  };
  if (duration !== null) {
    put('97', weight * duration * 0.01);
    put('98', -weight * duration * 0.008);
  }
  if (category === '3') {
    const type1 = security.equityType === 'type1';
    const shock = security.infrastructure ? 0.3 : (type1 ? 0.39 : 0.49) + symmetricAdjustment;
    put(type1 ? '99' : '100', weight * shock);
  }
  if (category === '9') put('101', weight * 0.25);
  const cqs = security.creditQualityStep ?? 9;
  const factor = cqs <= 6 ? SPREAD_FACTOR[cqs]! : UNRATED;
  const exempt = security.isGovernment && security.listedEeaOecd && security.currency === 'EUR';
  if ((category === '1' || category === '2' || category === '8') && duration !== null && !exempt) {
    put('102', weight * factor * duration);
  }
  if ((category === '5' || category === '6') && duration !== null)
    put('103', weight * factor * duration * 1.5);
  if (category === 'F') {
    put('104', weight * 0.5);
    put('105', -weight * 0.3);
  }
  if (security.currency !== fundCurrency) {
    put('105a', weight * 0.25);
    put('105b', weight * 0.25);
  }
  return Object.keys(out).length ? out : null;
}
