import { sql } from 'drizzle-orm';
import { type PaiLinePayload } from '@prisme/domain';
import { naceSection, paiFigureLines, paiKindOf, type PaiSecurity } from '@prisme/engine';
import { queryRows, type Executor } from '../../db/client';
import type { ComputedPerimeter } from '../lookthrough/perimeter-repository';
import { loadPaiSettings } from './pai-data-repository';

/** The drill-down's rows at most: the largest contributions first, then those left out. */
const MAX_ROWS = 10_000;

interface HeldInstrument {
  instrument_no: number;
  security_code: string;
  security_name: string | null;
  issuer_code: string | null;
  issuer_name: string | null;
  cic: string | null;
  nace_code: string | null;
  country: string | null;
  is_government: boolean;
  is_supranational: boolean;
  long_value: number;
  long_lines: number;
  short_value: number;
  short_lines: number;
}

/**
 * A figure's securities on a stored perimeter: its look-through lines summed by security
 * (long and short apart, in one grouped query), the PAI data and climate data of the
 * valuation date, and the engine's share of each in the figure (paiFigureLines). With a
 * quarterly statement the rows are those of the valuation date's quarter.
 */
export async function paiLinesOf(
  db: Executor,
  perimeter: Pick<ComputedPerimeter, 'roleCode' | 'id' | 'valuationDate'>,
  figure: string,
): Promise<PaiLinePayload[]> {
  const held = await queryRows<HeldInstrument>(
    db,
    sql`select i.instrument_no, i.security_code, i.security_name, i.issuer_code, i.issuer_name,
          i.cic, i.nace_code, i.country, i.is_government, i.is_supranational,
          coalesce(sum(l.market_value_rc) filter (where l.market_value_rc >= 0), 0) as long_value,
          (count(*) filter (where l.market_value_rc >= 0))::int as long_lines,
          coalesce(sum(l.market_value_rc) filter (where l.market_value_rc < 0), 0) as short_value,
          (count(*) filter (where l.market_value_rc < 0))::int as short_lines
        from lookthrough_lines l
        join lookthrough_instruments i
          on i.role_code = l.role_code and i.perimeter_id = l.perimeter_id
         and i.instrument_no = l.instrument_no
        where l.role_code = ${perimeter.roleCode} and l.perimeter_id = ${perimeter.id}
        group by i.instrument_no, i.security_code, i.security_name, i.issuer_code, i.issuer_name,
          i.cic, i.nace_code, i.country, i.is_government, i.is_supranational
        order by i.instrument_no`,
  );
  const securities: PaiSecurity[] = held.map((h) => ({
    code: h.security_code,
    kind: paiKindOf(h.cic, h.is_government, h.is_supranational),
    issuerKey: h.issuer_code,
    naceSection: naceSection(h.nace_code) ?? null,
    country: h.country,
  }));
  const security: number[] = [];
  const value: number[] = [];
  held.forEach((h, s) => {
    if (h.long_lines) {
      security.push(s);
      value.push(Number(h.long_value));
    }
    if (h.short_lines) {
      security.push(s);
      value.push(Number(h.short_value));
    }
  });
  const instruments = held.map((h) => ({
    code: h.security_code,
    cic: h.cic,
    issuerCode: h.issuer_code,
    country: h.country,
    isGovernment: h.is_government,
    isSupranational: h.is_supranational,
  }));
  const settings = await loadPaiSettings(db, { instruments }, perimeter.valuationDate);
  const { lines } = paiFigureLines(
    {
      securities,
      lines: { security: Int32Array.from(security), marketValue: Float64Array.from(value) },
      ...settings,
    },
    figure,
  );
  // A security held directly and through funds is one instrument per source: one row by code.
  const byCode = new Map<string, PaiLinePayload>();
  for (const line of lines) {
    const h = held[line.security]!;
    const row = byCode.get(h.security_code);
    if (row) {
      row.value += line.value;
      row.lines += h.long_lines;
      row.contribution += line.contribution;
      row.estimated ||= line.estimated;
      if (row.status !== 'covered' && line.status === 'covered') {
        row.status = 'covered';
        row.factor = line.factor;
      }
      continue;
    }
    byCode.set(h.security_code, {
      code: h.security_code,
      name: h.security_name,
      issuerName: h.issuer_name,
      value: line.value,
      lines: h.long_lines,
      factor: line.factor,
      contribution: line.contribution,
      estimated: line.estimated,
      status: line.status,
    });
  }
  return [...byCode.values()]
    .sort(
      (a, b) =>
        Number(b.status === 'covered') - Number(a.status === 'covered') ||
        Math.abs(b.contribution) - Math.abs(a.contribution) ||
        b.value - a.value,
    )
    .slice(0, MAX_ROWS);
}
