import type { LiquidityClass, LiquidityScenario, LiquidityScope } from '@prisme/domain';
import { allocateHoldings, setHolding, type HoldingDealing } from './holdings';

/** A scenario detail selling `bondRatio` a day (20 % of the volume for shares), tests. */
export const rule = (
  liquidityClass: LiquidityClass,
  scopeCode: LiquidityScope | '*',
  bondRatio: number,
  spreadBidAskRatio = 0,
): LiquidityScenario['details'][number] => ({
  liquidityClass,
  scopeCode,
  bondRatio,
  equityDailyTreshold: 0.2,
  spreadBidAskRatio,
});

export const scenarioOf = (details: LiquidityScenario['details']): LiquidityScenario => ({
  code: 'TEST',
  name: 'Test',
  comment: null,
  details,
});

/** Assessed long holdings (code, class, scope, value, volume share, dealing), tests. */
export function holdingsOf(
  rows: [string, LiquidityClass, LiquidityScope, number, number?, HoldingDealing?][],
) {
  const holdings = allocateHoldings(rows.length);
  rows.forEach(([code, liquidityClass, scope, value, volumeShare, dealing], i) =>
    setHolding(
      holdings,
      i,
      { code, name: code, value, volumeShare: volumeShare ?? Number.NaN, dealing },
      { status: value < 0 ? 'short' : 'assessed', reason: 'other', liquidityClass, scope },
    ),
  );
  return holdings;
}
