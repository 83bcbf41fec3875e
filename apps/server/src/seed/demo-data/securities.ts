import { addCorporateBonds } from './corporate-bonds';
import { addDerivatives } from './derivatives';
import { addEquities } from './equity-securities';
import { addGovernmentBonds } from './government-bonds';
import type { BuildContext } from './instrument-factory';
import type { Instrument, InstrumentKind } from './model';
import { addOwnedAssets } from './owned-assets';
import { addSecuritisations, addStructuredNotes } from './structured-securities';

/**
 * The securities referential (funds are added by funds.ts). Corporate bonds fill what
 * the other kinds leave of the target, so the referential holds about `target` lines.
 */
export function addSecurities(ctx: BuildContext, target: number, fundCount: number): void {
  addGovernmentBonds(ctx);
  addEquities(ctx);
  addStructuredNotes(ctx, 300);
  addSecuritisations(ctx, 300);
  addOwnedAssets(ctx);
  addDerivatives(ctx);
  addCorporateBonds(ctx, Math.max(1000, target - ctx.instruments.length - fundCount));
}

/** Instruments grouped by a selection key, e.g. 'corporate' or 'property:FDLCCP'. */
export class InstrumentPools {
  private readonly pools = new Map<string, Instrument[]>();

  constructor(instruments: readonly Instrument[]) {
    for (const instrument of instruments) {
      // Rolled contracts are picked by series, not one by one.
      if (instrument.series) continue;
      const key = poolKey(instrument.kind, instrument.owner);
      const pool = this.pools.get(key) ?? [];
      pool.push(instrument);
      this.pools.set(key, pool);
    }
  }

  get(kind: InstrumentKind, owner: string | null = null): readonly Instrument[] {
    return this.pools.get(poolKey(kind, owner)) ?? [];
  }
}

const poolKey = (kind: InstrumentKind, owner: string | null) => (owner ? `${kind}:${owner}` : kind);

/** Rolled contracts by series: the contract that is live at a month. */
export class SeriesIndex {
  private readonly series = new Map<string, Instrument[]>();

  constructor(instruments: readonly Instrument[]) {
    for (const instrument of instruments) {
      if (!instrument.series) continue;
      const list = this.series.get(instrument.series) ?? [];
      list.push(instrument);
      this.series.set(instrument.series, list);
    }
  }

  contractAt(series: string, m: number): Instrument {
    const contract = this.series.get(series)?.find((i) => i.liveFrom <= m && m <= i.liveTo);
    if (!contract) throw new Error(`no contract of ${series} at month ${m}`);
    return contract;
  }
}
