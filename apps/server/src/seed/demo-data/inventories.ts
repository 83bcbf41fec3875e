import type { positions } from '../../db/schema';
import { addDays, monthEnds } from './calendar';
import { HoldingPicker, slotsOf, type Pick } from './client-holdings';
import type { Market } from './market';
import { MONTHS } from './market';
import type { Instrument, InstrumentKind } from './model';
import { CLIENT_PROFILES, LINE_SIZE, portfolioPlans } from './portfolios';
import { clamp, round, type Random } from './random';
import type { InstrumentPools, SeriesIndex } from './securities';
import { quantityFor, roundQuantity, valueOf } from './sizing';

/**
 * Client inventories: each client's lines are drawn once, then live month by month —
 * the same holdings mostly, prices drifting, a few sales replaced by purchases, some
 * size changes, derivatives rolling to the next contract. Every CIC category is held.
 */

export type PositionRow = typeof positions.$inferInsert;

interface Holding extends Pick {
  kind: InstrumentKind;
  quantity: number;
  acquisitionDate: string;
  bookValueRc: number | null;
  /** Lines that keep a CIC category covered are never sold. */
  pinned: boolean;
}

/** Kinds every client holds at least once (every CIC category, every cash currency). */
const REQUIRED: readonly (readonly [InstrumentKind, string?])[] = [
  ...(
    [
      'govEea',
      'govNonEea',
      'supranational',
      'regional',
      'treasuryBill',
      'corporate',
      'covered',
      'subordinated',
      'hybrid',
      'convertible',
      'moneyMarket',
      'infraBond',
      'structured',
      'securitisation',
      'equity',
      'realEstateEquity',
      'equityUnlisted',
      'infraEquity',
      'strategic',
      'deposit',
      'loan',
      'property',
      'other',
      'future',
      'callOption',
      'putOption',
      'swap',
      'forward',
      'creditDerivative',
    ] as const
  ).map((k) => [k] as const),
  ...['EUR', 'USD', 'GBP', 'CHF', 'JPY'].map((c) => ['cash', c] as const),
];

const DERIVATIVES: ReadonlySet<string> = new Set([
  'future',
  'callOption',
  'putOption',
  'swap',
  'forward',
  'creditDerivative',
]);
const DATES = monthEnds(MONTHS);

export interface InventoryInput {
  rng: Random;
  market: Market;
  pools: InstrumentPools;
  series: SeriesIndex;
  /** Funds every client holds, so the remarkable cases show up in its look-through. */
  notableFunds: Instrument[];
  linesPerClientDate: number;
  firstMonth: number;
}

export function buildPositions(input: InventoryInput): PositionRow[] {
  const rows: PositionRow[] = [];
  for (const profile of CLIENT_PROFILES) {
    const rng = input.rng.fork(profile.role);
    const picker = new HoldingPicker(
      rng,
      profile.role,
      input.pools,
      input.series,
      slotsOf(portfolioPlans(profile.role)),
    );
    const picks: (Pick & { kind: InstrumentKind; pinned: boolean })[] = [];
    for (const [kind, currency] of REQUIRED) {
      const pick = picker.pick(kind, 0, currency);
      if (pick) picks.push({ ...pick, kind, pinned: true });
    }
    for (const fund of input.notableFunds) {
      const pick = picker.place(fund, 'fund');
      if (pick) picks.push({ ...pick, kind: 'fund', pinned: true });
    }
    while (picks.length < input.linesPerClientDate) {
      const kind = rng.weighted(profile.mix) as InstrumentKind;
      const pick = picker.pick(kind, 0);
      if (pick) picks.push({ ...pick, kind, pinned: false });
    }
    const sizes = picks.map((p) =>
      DERIVATIVES.has(p.kind) ? 0 : (LINE_SIZE[p.kind] ?? 1) * rng.logNormal(1, 0.9),
    );
    const scale = profile.totalEur / sizes.reduce((a, b) => a + b, 0);
    const holdings: Holding[] = picks.map((pick, i) => {
      const target = DERIVATIVES.has(pick.kind)
        ? rng.logNormal(3e7, 0.7) * Math.sqrt(profile.totalEur / 2e10)
        : sizes[i]! * scale;
      const quantity = quantityFor(
        pick.instrument,
        target * input.market.fx[pick.instrument.security.currency]![0]!,
        0,
      );
      const acquisitionDate = addDays('2008-01-01', rng.int(0, 5478));
      return {
        ...pick,
        quantity,
        acquisitionDate,
        bookValueRc: bookValue(input.market, pick.instrument, quantity, 0, rng.float(0.85, 1.12)),
      };
    });
    for (let m = 0; m < MONTHS; m++) {
      if (m > 0) evolve(rng, input.market, picker, holdings, m);
      if (m < input.firstMonth) continue;
      for (const h of holdings) rows.push(positionRow(input.market, profile.role, h, m));
    }
  }
  return rows;
}

function bookValue(
  market: Market,
  instrument: Instrument,
  quantity: number,
  m: number,
  factor: number,
): number | null {
  if (instrument.notionalPerUnit) return null;
  const { marketValue, accrued } = valueOf(instrument, quantity, m);
  return round(
    ((marketValue - accrued) * factor) / market.fx[instrument.security.currency]![m]!,
    2,
  );
}

function evolve(
  rng: Random,
  market: Market,
  picker: HoldingPicker,
  holdings: Holding[],
  m: number,
): void {
  for (let i = 0; i < holdings.length; i++) {
    const h = holdings[i]!;
    const { instrument } = h;
    if (instrument.series && m > instrument.liveTo) {
      h.acquisitionDate = instrument.security.maturityDate ?? DATES[m]!;
      h.instrument = picker.rollOf(instrument, m);
      continue;
    }
    if (instrument.pricing.type === 'cash') {
      h.quantity = roundQuantity(instrument, h.quantity * clamp(1 + 0.06 * rng.normal(), 0.7, 1.3));
      h.bookValueRc = bookValue(market, instrument, h.quantity, m, 1);
    } else if (!h.pinned && h.pool && rng.chance(0.01)) {
      const fx = market.fx[instrument.security.currency]![m]!;
      const proceedsEur = valueOf(instrument, h.quantity, m).marketValue / fx;
      picker.release(h.slot, instrument);
      const next = picker.pick(h.kind, m);
      if (!next) continue;
      const quantity = quantityFor(
        next.instrument,
        proceedsEur * market.fx[next.instrument.security.currency]![m]!,
        m,
      );
      holdings[i] = {
        ...next,
        kind: h.kind,
        pinned: false,
        quantity,
        acquisitionDate: DATES[m]!,
        bookValueRc: bookValue(market, next.instrument, quantity, m, 1),
      };
    } else if (!instrument.notionalPerUnit && h.pool && rng.chance(0.03)) {
      const quantity = roundQuantity(instrument, h.quantity * rng.float(0.7, 1.3));
      const bought = bookValue(market, instrument, Math.max(0, quantity - h.quantity), m, 1) ?? 0;
      const kept =
        h.bookValueRc === null ? null : h.bookValueRc * Math.min(1, quantity / h.quantity);
      h.bookValueRc = kept === null ? null : round(kept + bought, 2);
      h.quantity = quantity;
    }
  }
}

function positionRow(market: Market, roleCode: string, h: Holding, m: number): PositionRow {
  const { security } = h.instrument;
  const fx = market.fx[security.currency]![m]!;
  const { marketValue, accrued } = valueOf(h.instrument, h.quantity, m);
  return {
    roleCode,
    portfolioCode: h.slot.portfolio,
    compartmentCode: h.slot.compartment,
    valuationDate: DATES[m]!,
    securityCode: security.code,
    quantity: h.quantity,
    quotationCurrency: security.currency,
    marketValueQc: marketValue,
    accruedInterestQc: accrued,
    // Reference currency EUR: the amount divided by the month's units per euro.
    marketValueRc: round(marketValue / fx, 2),
    accruedInterestRc: round(accrued / fx, 2),
    bookValueRc: h.bookValueRc,
    acquisitionDate: h.acquisitionDate,
    importId: null,
  };
}
