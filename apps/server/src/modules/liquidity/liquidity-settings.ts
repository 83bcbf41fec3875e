import { sql } from 'drizzle-orm';
import type { DealingFrequency, DealingTerms } from '@prisme/domain';
import type { LiquiditySettings, SecurityLiquidityData } from '@prisme/engine';
import { queryRows, type Executor } from '../../db/client';
import { findScenarios } from './repository';

/** The latest value given of a column of liquidity_data, on or before the date. */
const latest = (column: string, as: string) =>
  sql.raw(
    `(array_agg(l.${column} order by l.as_of desc) filter (where l.${column} is not null))[1] as "${as}"`,
  );

/**
 * What a liquidity computation reads besides the look-through: the scenarios as they are
 * now (the result keeps them), and each security's liquidity data on or before the
 * valuation date (table liquidity_data, one pass along its key): each measure the latest
 * given, so that a file of prices does not erase the volumes imported before, nor a file
 * of volumes a fund's dealing terms (issue 39). The terms are those of the latest row that
 * gives a frequency or a suspension, whole.
 */
export async function loadLiquiditySettings(
  db: Executor,
  securityCodes: readonly string[],
  valuationDate: string,
): Promise<LiquiditySettings> {
  const [scenarios, rows] = await Promise.all([
    findScenarios(db),
    securityCodes.length
      ? queryRows<LiquidityRow>(
          db,
          sql`select l.security_code as code, ${latest('average_daily_volume', 'adv')},
              ${latest('issue_size', 'issue')}, ${latest('price', 'price')},
              (array_agg(json_build_object(
                'frequency', l.dealing_frequency, 'frequencyDays', l.dealing_frequency_days,
                'noticeDays', l.notice_days, 'settlementDays', l.settlement_days,
                'gate', l.gate, 'suspended', l.suspended) order by l.as_of desc)
                filter (where l.dealing_frequency is not null or l.suspended is not null))[1]
                as terms
            from liquidity_data l
            where l.security_code = any(${sql.param([...securityCodes])}::text[])
              and l.as_of <= ${valuationDate}
            group by l.security_code`,
        )
      : Promise.resolve([]),
  ]);
  const marketData = new Map<string, SecurityLiquidityData>(
    rows.map((r) => [
      r.code,
      {
        averageDailyVolume: r.adv,
        issueSize: r.issue,
        price: r.price,
        dealing: r.terms ? dealingOf(r.terms) : null,
      },
    ]),
  );
  return { scenarios, marketData };
}

interface TermsRow {
  frequency: string | null;
  frequencyDays: number | null;
  noticeDays: number | null;
  settlementDays: number | null;
  gate: number | null;
  suspended: boolean | null;
}

interface LiquidityRow {
  code: string;
  adv: number | null;
  issue: number | null;
  price: number | null;
  terms: TermsRow | null;
}

/** A row's dealing terms: a frequency or a suspension makes them; none otherwise. */
function dealingOf(r: TermsRow): DealingTerms | null {
  if (!r.frequency && !r.suspended) return null;
  return {
    frequency: (r.frequency ?? 'daily') as DealingFrequency,
    frequencyDays: r.frequencyDays,
    noticeDays: r.noticeDays ?? 0,
    settlementDays: r.settlementDays ?? 0,
    gate: r.gate,
    suspended: r.suspended ?? false,
  };
}
