import type { KnownSecurity } from '@prisme/domain';
import type { ListRow } from './rows';

/**
 * A line's Dénomination and CIC from the securities referential (issue 40): asked for the
 * lines the user added or whose code they changed, where either cell is still empty; a
 * line loaded as saved is left as its author kept it.
 */
export function codesToDescribe(rows: readonly ListRow[], saved: readonly ListRow[]): string[] {
  const savedCode = new Map(saved.map((row) => [row.id, row.code]));
  const codes = new Set<string>();
  for (const row of rows) {
    const code = row.code.trim();
    if (code === '' || savedCode.get(row.id) === row.code) continue;
    if (row.denomination.trim() === '' || row.cic.trim() === '') codes.add(code.toUpperCase());
  }
  return [...codes].sort();
}

/**
 * The rows with their empty Dénomination and CIC filled from what the referential knows;
 * a cell the user typed is kept. The same array when nothing is filled.
 */
export function fillFromReferential(
  rows: ListRow[],
  saved: readonly ListRow[],
  known: readonly KnownSecurity[],
): ListRow[] {
  if (known.length === 0) return rows;
  const byCode = new Map(known.map((security) => [security.code.toUpperCase(), security]));
  const asked = new Set(codesToDescribe(rows, saved));
  let filled = false;
  const next = rows.map((row) => {
    const code = row.code.trim().toUpperCase();
    const security = asked.has(code) ? byCode.get(code) : undefined;
    if (!security) return row;
    const denomination = row.denomination.trim() === '' ? security.name : row.denomination;
    const cic = row.cic.trim() === '' ? security.cic : row.cic;
    if (denomination === row.denomination && cic === row.cic) return row;
    filled = true;
    return { ...row, denomination, cic };
  });
  return filled ? next : rows;
}
