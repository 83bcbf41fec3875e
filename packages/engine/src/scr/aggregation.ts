import { MARKET_SUBMODULES } from '@prisme/domain';
import type { MarketSubmodule, ScrRegulatoryTables } from '@prisme/domain';

export type SubmoduleScr = Record<MarketSubmodule, number>;

export interface MarketAggregation {
  scr: number;
  /** The A of Art. 164 used: aUp when the up interest scenario binds (Art. 165(a)), else aDown. */
  a: number;
  /** The B of Art. 164 (interest/spread) used: bUp or bDown the same way. */
  b: number;
  undiversified: number;
  /** Undiversified sum minus the market SCR (≥ 0). */
  diversification: number;
  /** ∂SCR_market/∂SCR_i = (C·s)_i / SCR_market, in the order of MARKET_SUBMODULES. */
  marginal: Float64Array;
}

/** The Art. 164 matrix with A and B filled in for the binding interest scenario. */
export function correlationMatrix(tables: ScrRegulatoryTables, upBinds: boolean): number[][] {
  const a = upBinds ? tables.aUp : tables.aDown;
  const b = upBinds ? tables.bUp : tables.bDown;
  return tables.marketCorrelation.map((row) => row.map((v) => (v === 'A' ? a : v === 'B' ? b : v)));
}

/** Art. 164: SCR_market = sqrt(Σ_ij Corr_ij · SCR_i · SCR_j). */
export function aggregateMarket(
  submodules: SubmoduleScr,
  upBinds: boolean,
  tables: ScrRegulatoryTables,
): MarketAggregation {
  const corr = correlationMatrix(tables, upBinds);
  const s = MARKET_SUBMODULES.map((m) => submodules[m]);
  const cs = corr.map((row) => row.reduce((acc, c, j) => acc + c * s[j]!, 0));
  const variance = cs.reduce((acc, v, i) => acc + v * s[i]!, 0);
  const scr = Math.sqrt(Math.max(0, variance));
  const undiversified = s.reduce((acc, v) => acc + v, 0);
  return {
    scr,
    a: upBinds ? tables.aUp : tables.aDown,
    b: upBinds ? tables.bUp : tables.bDown,
    undiversified,
    diversification: undiversified - scr,
    marginal: Float64Array.from(cs, (v) => (scr > 0 ? v / scr : 0)),
  };
}
