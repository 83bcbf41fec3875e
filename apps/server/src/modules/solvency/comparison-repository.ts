import { sql } from 'drizzle-orm';
import type { ScrComparisonLine } from '@prisme/domain';
import { queryRows, type Executor } from '../../db/client';
import {
  lookthroughInstruments as i,
  lookthroughLines as l,
  scrLineResults as s,
} from '../../db/schema';

/** A perimeter of a client: role first, as every client table is keyed. */
export interface PerimeterKey {
  roleCode: string;
  perimeterId: string;
}

/** A difference below half a cent is float noise, not a change. */
const CHANGE_THRESHOLD = 0.005;

/** Each security's market value and SCR contribution in one perimeter, over its lines. */
const bySecurity = ({ roleCode, perimeterId }: PerimeterKey) => sql`
  select ${i.securityCode} as code, max(${i.securityName}) as name, max(${i.cic}) as cic,
    sum(${l.marketValueRc})::float8 as value, coalesce(sum(${s.contribution}), 0)::float8 as scr
  from ${l}
  join ${i} on ${i.roleCode} = ${l.roleCode} and ${i.perimeterId} = ${l.perimeterId}
    and ${i.instrumentNo} = ${l.instrumentNo}
  left join ${s} on ${s.roleCode} = ${l.roleCode} and ${s.perimeterId} = ${l.perimeterId}
    and ${s.lineNo} = ${l.lineNo}
  where ${l.roleCode} = ${roleCode} and ${l.perimeterId} = ${perimeterId}
  group by ${i.securityCode}`;

interface ComparedRow {
  code: string;
  name: string | null;
  cic: string | null;
  base_value: number;
  value: number;
  base_scr: number;
  scr: number;
  changed_count: number;
}

/**
 * The securities whose value differs between two perimeters (bought, sold, repriced),
 * the largest contribution differences first, `top` of them, with how many there are in
 * all. A security in one perimeter only counts 0 in the other. A line whose value did
 * not move is left out even though its Euler contribution moves a little: the
 * diversified SCR is reallocated over every line, which says nothing of that line.
 */
export async function compareScrBySecurity(
  db: Executor,
  base: PerimeterKey,
  simulated: PerimeterKey,
  top: number,
): Promise<{ changedCount: number; lines: ScrComparisonLine[] }> {
  const rows = await queryRows<ComparedRow>(
    db,
    sql`with b as (${bySecurity(base)}), m as (${bySecurity(simulated)}),
      joined as (
        select coalesce(m.code, b.code) as code, coalesce(m.name, b.name) as name,
          coalesce(m.cic, b.cic) as cic,
          coalesce(b.value, 0) as base_value, coalesce(m.value, 0) as value,
          coalesce(b.scr, 0) as base_scr, coalesce(m.scr, 0) as scr
        from b full join m on m.code = b.code)
      select *, (count(*) over ())::int as changed_count from joined
      where abs(value - base_value) >= ${CHANGE_THRESHOLD}
      order by abs(scr - base_scr) desc, abs(value - base_value) desc, code
      limit ${top}`,
  );
  return {
    changedCount: rows[0]?.changed_count ?? 0,
    lines: rows.map((row) => ({
      securityCode: row.code,
      securityName: row.name,
      cic: row.cic,
      baseMarketValue: row.base_value,
      marketValue: row.value,
      marketValueDifference: row.value - row.base_value,
      baseContribution: row.base_scr,
      contribution: row.scr,
      contributionDifference: row.scr - row.base_scr,
    })),
  };
}
