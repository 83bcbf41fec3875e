import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../apps/server/src/db/client';
import { rows } from './harness';

/**
 * What the crash tests read of the database while the server is down: a TPT file's funds
 * and what an import left of them, every computed perimeter with its lines counted, the
 * rows no perimeter owns.
 */

/** Rows of each fund code in a TPT file (field 1, the first cell). */
export async function fundsOfTptFile(file: string): Promise<Map<string, number>> {
  const funds = new Map<string, number>();
  const lines = (await readFile(file, 'utf8')).split('\n').slice(1);
  for (const line of lines) {
    if (!line) continue;
    const code = line.slice(0, line.indexOf(';')).replace(/^"|"$/g, '');
    funds.set(code, (funds.get(code) ?? 0) + 1);
  }
  return funds;
}

/**
 * What an import of a TPT file left: the lines of each of its funds present, the file's
 * latest state in the integration log, and the imports audited against those integrated.
 */
export async function importState(db: Database, fundCodes: string[], title: string) {
  const present = await rows<{ fund_code: string; lines: number }>(
    db,
    sql`select c.fund_code, count(l.line_no)::int as lines
          from fund_compositions c left join fund_composition_lines l on l.composition_id = c.id
         where c.fund_code in ${fundCodes} group by c.fund_code`,
  );
  const [entry] = await rows<{ state: string }>(
    db,
    sql`select state from integration_log where title = ${title} order by id desc limit 1`,
  );
  const [audit] = await rows<{ imports: number; integrated: number }>(
    db,
    sql`select (select count(*)::int from parameter_audit where group_name = 'imports') as imports,
               (select count(*)::int from integration_log where state = 'Intégré') as integrated`,
  );
  return { present, entry: entry?.state, audit: audit! };
}

export interface PerimeterRow {
  id: string;
  line_count: number;
  lines: number;
  scr: boolean;
  scr_lines: number;
  esg: boolean;
  archived: boolean;
  own: boolean;
}

/**
 * Every computed perimeter with its stored line count beside the rows it really has: a
 * perimeter row exists only with all its lines (and all its SCR lines when it has an SCR).
 */
export async function perimeters(db: Database): Promise<PerimeterRow[]> {
  const found = await rows<PerimeterRow>(
    db,
    sql`select p.id::text as id, p.line_count,
          (select count(*)::int from lookthrough_lines l
            where l.role_code = p.role_code and l.perimeter_id = p.id) as lines,
          exists (select 1 from scr_results s
            where s.role_code = p.role_code and s.perimeter_id = p.id) as scr,
          (select count(*)::int from scr_line_results s
            where s.role_code = p.role_code and s.perimeter_id = p.id) as scr_lines,
          exists (select 1 from esg_results e
            where e.role_code = p.role_code and e.perimeter_id = p.id) as esg,
          exists (select 1 from archives a
            where a.role_code = p.role_code and a.perimeter_id = p.id) as archived,
          (p.simulation_id is null) as own
        from computed_perimeters p order by p.created_at`,
  );
  for (const p of found) {
    expect(p.lines, `lignes du périmètre ${p.id}`).toBe(p.line_count);
    if (p.scr) expect(p.scr_lines, `lignes SCR du périmètre ${p.id}`).toBe(p.line_count);
  }
  return found;
}

/** The rows of perimeter tables that no perimeter owns (left for the purge). */
export async function orphanRows(db: Database): Promise<number> {
  let total = 0;
  for (const table of [
    'lookthrough_lines',
    'lookthrough_instruments',
    'lookthrough_roots',
    'lookthrough_paths',
    'scr_line_results',
    'esg_security_results',
    'liquidity_holdings',
  ]) {
    const [row] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)} t
           where not exists (select 1 from computed_perimeters p
                              where p.role_code = t.role_code and p.id = t.perimeter_id)`,
    );
    total += row!.n;
  }
  return total;
}
