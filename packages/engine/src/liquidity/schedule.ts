import type { LiquidityHoldings } from './holdings';
import type { ResolvedScenario } from './scenario';

/** Days are counted whole: 10.000000000000002 days of rounding noise are 10. */
export const EPSILON = 1e-9;

/**
 * Share of holding i received by trading day t (§3.6.2 step 3, C_i(t) / MV_i, with a
 * fund's dealing terms of §3.6.4): nothing before its first cash day D, then the
 * scenario's rate a day, C(t) = min(1, (t − D + 1) × rate) — t × rate when D = 1 — and
 * under a gate at most `gate` more each dealing day (D, D + period, …).
 */
export const soldShare = (
  holdings: LiquidityHoldings,
  resolved: ResolvedScenario,
  i: number,
  t: number,
) => shareAtRate(holdings, i, resolved.rate[i]!, t);

/** soldShare at a given daily rate (a remaining holding's, after an outflow). */
export function shareAtRate(holdings: LiquidityHoldings, i: number, rate: number, t: number) {
  const start = holdings.start[i]!;
  if (t < start) return 0;
  const share = Math.min(1, (t - start + 1) * rate);
  const gate = holdings.gate[i]!;
  if (!(gate > 0)) return share;
  const dealingDays = 1 + Math.floor((t - start) / holdings.period[i]! + EPSILON);
  return Math.min(share, gate * dealingDays);
}

/** The holding ever turns into cash: a rate above 0 and redemptions not suspended. */
export const sells = (holdings: LiquidityHoldings, resolved: ResolvedScenario, i: number) =>
  resolved.rate[i]! > 0 && Number.isFinite(holdings.start[i]!);

/**
 * The first trading day by which `share` of holding i is received; null: never (rate 0,
 * suspended). The smallest t meeting both the rate and the gate: the later of the two.
 */
export function daysToReceive(
  holdings: LiquidityHoldings,
  resolved: ResolvedScenario,
  i: number,
  share: number,
): number | null {
  if (!sells(holdings, resolved, i)) return null;
  if (share <= 0) return 0;
  const start = holdings.start[i]!;
  let days = start - 1 + Math.max(1, Math.ceil(share / resolved.rate[i]! - EPSILON));
  const gate = holdings.gate[i]!;
  if (gate > 0)
    days = Math.max(
      days,
      start + (Math.max(1, Math.ceil(share / gate - EPSILON)) - 1) * holdings.period[i]!,
    );
  return days;
}
