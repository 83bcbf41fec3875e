import {
  LIQUIDITY_CLASSES,
  LIQUIDITY_SCOPES,
  resolveScenarioDetail,
  scenarioDetailIndex,
  type LiquidityScenario,
  type LiquidityScenarioDetail,
} from '@prisme/domain';
import { ASSESSED, EQUITY_SCOPE, NONE, SHORT, type LiquidityHoldings } from './holdings';

/**
 * A scenario applied to the holdings (esg-and-liquidity §3.6.2 steps 1-2): each holding's
 * daily capacity as a share of its value, and its class's stressed spread. NaN rate: not
 * assessed under the scenario (its data, or no rule for its class and scope).
 */
export interface ResolvedScenario {
  /** Share of the holding's value sold per trading day, 0–1; NaN: not assessed. */
  rate: Float64Array;
  /** Full bid-ask spread: selling V costs V × spread / 2. */
  spread: Float64Array;
  /** Sold on its volume (EQUITY scope): its capacity does not shrink as it is sold. */
  onVolume: Uint8Array;
  /** Classes of assessed holdings the scenario has no rule for. */
  noRuleClasses: string[];
}

/**
 * Resolves each holding's detail: (class, scope), else (class, « * »), else none
 * (§3.6.1). EQUITY sells `equityDailyTreshold` of the volume a day, capped at the value;
 * every other scope `bondRatio` of the value. Shorts with a class are resolved too: they
 * are bought back on the same rules (§3.6.4), apart from the long profile.
 */
export function resolveScenario(
  holdings: LiquidityHoldings,
  scenario: LiquidityScenario,
): ResolvedScenario {
  const details = scenarioDetailIndex(scenario);
  // Each (class, scope)'s detail looked up once, then by integer index (issue 39).
  const scopes = LIQUIDITY_SCOPES.length;
  const table = new Array<LiquidityScenarioDetail | null | undefined>(
    LIQUIDITY_CLASSES.length * scopes,
  );
  const rate = new Float64Array(holdings.count).fill(Number.NaN);
  const spread = new Float64Array(holdings.count);
  const onVolume = new Uint8Array(holdings.count);
  const noRule = new Set<string>();
  for (let i = 0; i < holdings.count; i++) {
    const status = holdings.status[i]!;
    if (status !== ASSESSED && (status !== SHORT || holdings.liquidityClass[i] === NONE)) continue;
    const classIndex = holdings.liquidityClass[i]!;
    const scope = holdings.scope[i]!;
    const cell = classIndex * scopes + scope;
    let detail = table[cell];
    if (detail === undefined)
      table[cell] = detail =
        resolveScenarioDetail(details, LIQUIDITY_CLASSES[classIndex]!, LIQUIDITY_SCOPES[scope]!) ??
        null;
    if (!detail) {
      if (status === ASSESSED) noRule.add(LIQUIDITY_CLASSES[classIndex]!);
      continue;
    }
    spread[i] = detail.spreadBidAskRatio;
    if (scope === EQUITY_SCOPE) {
      onVolume[i] = 1;
      rate[i] = Math.min(1, detail.equityDailyTreshold * holdings.volumeShare[i]!);
    } else {
      rate[i] = detail.bondRatio;
    }
    if (!Number.isFinite(rate[i])) rate[i] = Number.NaN;
  }
  return { rate, spread, onVolume, noRuleClasses: [...noRule] };
}
