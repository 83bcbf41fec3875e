import type { Instrument } from './model';

/**
 * The quantity to hold for a value in the instrument's currency at month m: nominal in
 * round thousands, whole shares, fund units to 3 decimals, cash to the cent, derivatives
 * in contracts or notional (their market value is only a small part of it).
 */
export function quantityFor(instrument: Instrument, value: number, m: number): number {
  const unit = instrument.notionalPerUnit ?? instrument.dirty[m]!;
  return roundQuantity(instrument, value / unit);
}

/** Rounds a quantity the way it is traded. */
export function roundQuantity(instrument: Instrument, quantity: number): number {
  if (instrument.pricing.type === 'cash') return Math.round(quantity * 100) / 100;
  if (instrument.kind === 'fund') return Math.max(0.001, Math.round(quantity * 1000) / 1000);
  if (instrument.quoting === 'units') return Math.max(1, Math.round(quantity));
  return Math.max(1000, Math.round(quantity / 1000) * 1000);
}

/** Market value (dirty) and accrued interest of a quantity at month m, in its currency. */
export function valueOf(instrument: Instrument, quantity: number, m: number) {
  const marketValue = Math.round(quantity * instrument.dirty[m]! * 100) / 100;
  const accrued = Math.round(quantity * instrument.accrued[m]! * 100) / 100;
  return { marketValue, accrued };
}
