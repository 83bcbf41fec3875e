import { sql } from 'drizzle-orm';
import type { LiquiditySettings, SecurityLiquidityData } from '@prisme/engine';
import { queryRows, type Executor } from '../../db/client';
import { findScenarios } from './repository';

/**
 * What a liquidity computation reads besides the look-through: the scenarios as they are
 * now (the result keeps them), and each security's latest liquidity data on or before
 * the valuation date (table liquidity_data, ranked in one pass).
 */
export async function loadLiquiditySettings(
  db: Executor,
  securityCodes: readonly string[],
  valuationDate: string,
): Promise<LiquiditySettings> {
  const [scenarios, rows] = await Promise.all([
    findScenarios(db),
    securityCodes.length
      ? queryRows<{ code: string; adv: number | null; issue: number | null }>(
          db,
          // Along the primary key (security_code, as_of): the codes' rows up to the date.
          sql`select distinct on (l.security_code)
              l.security_code as code, l.average_daily_volume as adv, l.issue_size as issue
            from liquidity_data l
            where l.security_code = any(${sql.param([...securityCodes])}::text[])
              and l.as_of <= ${valuationDate}
            order by l.security_code, l.as_of desc`,
        )
      : Promise.resolve([]),
  ]);
  const marketData = new Map<string, SecurityLiquidityData>(
    rows.map((r) => [r.code, { averageDailyVolume: r.adv, issueSize: r.issue }]),
  );
  return { scenarios, marketData };
}
