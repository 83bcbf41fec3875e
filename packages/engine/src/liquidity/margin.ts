import {
  DEFAULT_MARGIN_MULTIPLIER,
  DERIVATIVE_UNDERLYINGS,
  LIQUIDITY_BUCKET_ENDS,
  MARGIN_PERIOD_DAYS,
  type DerivativeUnderlying,
} from '@prisme/domain';

const DERIVATIVE_LINES_KEPT = 50;

/** The derivatives of a perimeter as the margin estimate reads them (one per security). */
export interface LiquidityDerivative {
  code: string;
  name: string | null;
  underlying: DerivativeUnderlying;
  /** Signed notional, reference currency (net of the look-through lines). */
  notional: number;
  /** Signed market value, reference currency. */
  value: number;
  /** Share of the notional the standardised schedule posts as initial margin. */
  initialMarginRate: number;
  /** A bought option: its premium is paid, it calls no margin. */
  boughtOption: boolean;
}

/**
 * The derivatives block of a scenario (issue 39, esg-and-liquidity §3.6.4: derivatives
 * are not sold, their margin needs are reported apart), an estimate [D]:
 * - exposure: gross Σ |notional|; net Σ over underlyings of |Σ signed notional|;
 * - initial margin: the standardised schedule's share of each |notional| (bought options
 *   none), stressed by the scenario's multiplier m; what it adds, IM × (m − 1), is called
 *   on day 1;
 * - variation margin by day h: the schedule's 10-day move scaled by √(h / 10) and m,
 *   against the net notional of each underlying (the adverse direction of the net book):
 *   VM(h) = Σ_u |net_u| × rate_u × m × √(h / 10), rate_u the notional-weighted schedule rate;
 * - cash needed within h = VM(h) + the added IM, set against what the long book raises by h.
 */
export function derivativesBlock(
  derivatives: readonly LiquidityDerivative[],
  multiplier: number | undefined,
  raisedBy: (horizon: number) => number,
) {
  const m = multiplier ?? DEFAULT_MARGIN_MULTIPLIER;
  const byUnderlying = DERIVATIVE_UNDERLYINGS.map((underlying) => ({
    underlying,
    count: 0,
    gross: 0,
    net: 0,
    value: 0,
    initialMargin: 0,
    /** Σ rate × |notional| of the margined lines, to weigh the schedule's move. */
    weightedMove: 0,
    margined: 0,
  }));
  let gross = 0;
  let value = 0;
  let initialMargin = 0;
  for (const d of derivatives) {
    const u = byUnderlying[DERIVATIVE_UNDERLYINGS.indexOf(d.underlying)]!;
    u.count += 1;
    u.gross += Math.abs(d.notional);
    u.value += d.value;
    gross += Math.abs(d.notional);
    value += d.value;
    if (d.boughtOption) continue;
    u.net += d.notional;
    u.margined += Math.abs(d.notional);
    u.weightedMove += d.initialMarginRate * Math.abs(d.notional);
    u.initialMargin += d.initialMarginRate * Math.abs(d.notional);
    initialMargin += d.initialMarginRate * Math.abs(d.notional);
  }
  const addedInitialMargin = Math.max(0, initialMargin * (m - 1));
  const tenDayMove = byUnderlying.reduce(
    (sum, u) => sum + (u.margined > 0 ? Math.abs(u.net) * (u.weightedMove / u.margined) : 0),
    0,
  );
  const variationMargin = (h: number) => tenDayMove * m * Math.sqrt(h / MARGIN_PERIOD_DAYS);
  return {
    count: derivatives.length,
    grossExposure: gross,
    netExposure: byUnderlying.reduce((sum, u) => sum + Math.abs(u.net), 0),
    marketValue: value,
    multiplier: m,
    initialMargin,
    stressedInitialMargin: initialMargin * m,
    horizons: LIQUIDITY_BUCKET_ENDS.map((horizon) => {
      const vm = derivatives.length ? variationMargin(horizon) : 0;
      const cashNeeded = vm + (derivatives.length ? addedInitialMargin : 0);
      const available = raisedBy(horizon);
      return {
        horizon,
        variationMargin: vm,
        cashNeeded,
        available,
        coverage: cashNeeded > 0 ? available / cashNeeded : null,
      };
    }),
    byUnderlying: byUnderlying
      .filter((u) => u.count > 0)
      .map(({ underlying, count, gross: g, net, value: v, initialMargin: im }) => ({
        underlying,
        count,
        grossExposure: g,
        netExposure: Math.abs(net),
        marketValue: v,
        initialMargin: im,
      })),
    /** The largest by notional (the rest are in the lines' OData). */
    lines: [...derivatives]
      .sort((a, b) => Math.abs(b.notional) - Math.abs(a.notional))
      .slice(0, DERIVATIVE_LINES_KEPT)
      .map((d) => ({
        code: d.code,
        name: d.name,
        underlying: d.underlying,
        notional: d.notional,
        value: d.value,
        initialMargin: d.boughtOption ? 0 : d.initialMarginRate * Math.abs(d.notional),
      })),
  };
}
