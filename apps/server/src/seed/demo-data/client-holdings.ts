import type { Instrument, InstrumentKind } from './model';
import type { PortfolioPlan } from './portfolios';
import { affinity } from './portfolios';
import type { Random } from './random';
import type { InstrumentPools, SeriesIndex } from './securities';

/**
 * Picks what a client holds: an instrument of a kind and the compartment it sits in.
 * Kinds a single holder owns (buildings, loans, accounts…) come from the client's own
 * pool; derivatives that roll come by series.
 */

export interface Slot {
  portfolio: string;
  compartment: string;
  weight: number;
}

export interface Pick {
  instrument: Instrument;
  pool: { kind: InstrumentKind; owner: string | null } | null;
  slot: Slot;
}

const OWNED: ReadonlySet<string> = new Set([
  'cash',
  'deposit',
  'loan',
  'property',
  'other',
  'strategic',
  'swap',
  'creditDerivative',
]);
/** Unique assets: one holder, one line (reused only when the client's pool runs out). */
const UNIQUE: ReadonlySet<string> = new Set(['deposit', 'loan', 'property', 'other', 'strategic']);
const LISTED_SERIES: Record<string, string[]> = {
  future: ['FUT-ACTIONS', 'FUT-BUND', 'FUT-SCHATZ', 'FUT-EURUSD', 'FUT-OR'],
  callOption: ['CALL-ACTIONS'],
  putOption: ['PUT-ACTIONS'],
};

export function slotsOf(plans: readonly PortfolioPlan[]): Slot[] {
  return plans.flatMap((p) =>
    p.compartments.map((c, i) => ({
      portfolio: p.row.code,
      compartment: c,
      // The first compartment of a portfolio is its main one.
      weight: p.share * (i === 0 ? 0.6 : 0.4 / (p.compartments.length - 1)),
    })),
  );
}

export class HoldingPicker {
  private readonly used = new Set<Instrument>();
  private readonly taken = new Set<string>();

  constructor(
    private readonly rng: Random,
    private readonly role: string,
    private readonly pools: InstrumentPools,
    private readonly series: SeriesIndex,
    private readonly slots: readonly Slot[],
  ) {}

  /** An instrument of `kind` in a compartment it does not sit in yet; null if none fits. */
  pick(kind: InstrumentKind, m: number, currency?: string): Pick | null {
    for (let tries = 0; tries < 30; tries++) {
      const found = this.candidate(kind, m, currency);
      if (!found) return null;
      const slot = this.rng.weighted(
        this.slots.map((s) => [s, s.weight * affinity(kind, s.compartment)] as const),
      );
      const key = `${slot.portfolio}|${slot.compartment}|${found.instrument.series ?? found.instrument.security.code}`;
      const exhausted = tries > 20;
      if (
        this.taken.has(key) ||
        (UNIQUE.has(kind) && this.used.has(found.instrument) && !exhausted)
      )
        continue;
      this.taken.add(key);
      this.used.add(found.instrument);
      return { ...found, slot };
    }
    return null;
  }

  /** A given instrument (one of the remarkable funds) in some compartment. */
  place(instrument: Instrument, kind: InstrumentKind): Pick | null {
    for (let tries = 0; tries < 30; tries++) {
      const slot = this.rng.weighted(
        this.slots.map((s) => [s, s.weight * affinity(kind, s.compartment)] as const),
      );
      const key = `${slot.portfolio}|${slot.compartment}|${instrument.security.code}`;
      if (this.taken.has(key)) continue;
      this.taken.add(key);
      return { instrument, pool: null, slot };
    }
    return null;
  }

  /** The next contract of a rolled series; the compartment place stays (keyed by series). */
  rollOf(instrument: Instrument, m: number): Instrument {
    return this.series.contractAt(instrument.series!, m);
  }

  /** Frees a (compartment, instrument) place when a line is sold. */
  release(slot: Slot, instrument: Instrument): void {
    this.taken.delete(
      `${slot.portfolio}|${slot.compartment}|${instrument.series ?? instrument.security.code}`,
    );
  }

  private candidate(kind: InstrumentKind, m: number, currency?: string): Omit<Pick, 'slot'> | null {
    const listed = LISTED_SERIES[kind];
    if (kind === 'forward' || (listed && (kind === 'future' || this.rng.chance(0.5)))) {
      const name =
        kind === 'forward'
          ? `FWD-${this.rng.pick(['USD', 'GBP'])}-${this.role}`
          : this.rng.pick(listed!);
      return { instrument: this.series.contractAt(name, m), pool: null };
    }
    const owner =
      OWNED.has(kind) || kind === 'callOption' || kind === 'putOption' ? this.role : null;
    let candidates = this.pools.get(kind, owner);
    if (currency) candidates = candidates.filter((c) => c.security.currency === currency);
    if (candidates.length === 0) return null;
    return { instrument: this.rng.pick(candidates), pool: { kind, owner } };
  }
}
