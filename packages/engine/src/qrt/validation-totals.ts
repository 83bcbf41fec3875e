import { categoryOf } from './codes';
import type { QrtFinding, QrtTable } from './report-model';
import { amountText, finding, rowLabel, tableOf, textOf } from './validation-tables';

/** Amounts agree to the cent (issue 19 §2): a difference of at most one cent, once rounded. */
export const withinCent = (a: number, b: number) => Math.abs(Math.round((a - b) * 100)) <= 1;

const sumOf = (table: QrtTable, column: string) =>
  table.rows.reduce((sum, row) => sum + (typeof row[column] === 'number' ? row[column] : 0), 0);

/**
 * Check TOTAL_ASSETS: the sum of S.06.02 C0170 equals the perimeter's total assets (the
 * look-through's value of its direct positions other than derivatives), to the cent.
 */
export function checkTotalAssets(
  tables: readonly QrtTable[],
  expectedTotalAssets: number,
): QrtFinding[] {
  const positions = tableOf(tables, 'S.06.02.01');
  if (!positions) return [];
  const total = sumOf(positions, 'C0170');
  if (withinCent(total, expectedTotalAssets)) return [];
  return [
    finding(
      'TOTAL_ASSETS',
      positions,
      null,
      'C0170',
      total,
      `${positions.code} : la somme de C0170 (${amountText(total)}) diffère du total des actifs du périmètre transparisé (${amountText(expectedTotalAssets)}) de ${amountText(total - expectedTotalAssets)}.`,
    ),
  ];
}

/** Check DUPLICATE_KEY: no two rows of a table share its key columns' values. */
export function checkDuplicateKeys(tables: readonly QrtTable[]): QrtFinding[] {
  const findings: QrtFinding[] = [];
  for (const table of tables) {
    const keys = table.columns.filter((c) => c.key).map((c) => c.code);
    if (keys.length === 0) continue;
    const first = new Map<string, number>();
    table.rows.forEach((row, rowIndex) => {
      // As `keys.map(…).join('\u0000')`, without a closure per row (tsx names each one).
      let key = textOf(row, keys[0]!) ?? '';
      for (let k = 1; k < keys.length; k++) key += `\u0000${textOf(row, keys[k]!) ?? ''}`;
      const seen = first.get(key);
      if (seen === undefined) {
        first.set(key, rowIndex);
        return;
      }
      findings.push(
        finding(
          'DUPLICATE_KEY',
          table,
          rowIndex,
          keys[0]!,
          textOf(row, keys[0]!),
          `${table.code}, ${rowLabel(rowIndex)} : même clé (${keys.map((k) => `${k} = ${textOf(row, k) ?? '∅'}`).join(', ')}) que la ${rowLabel(seen)}.`,
        ),
      );
    });
  }
  return findings;
}

/**
 * Check FUND_LOOK_THROUGH: for each CIU of S.06.02 (CIC category 4), the sum of S.06.03
 * C0060 over its rows equals its S.06.02 C0170 summed over its positions, to the cent
 * (§3.3 cross-check); a CIU of S.06.03 must be in S.06.02 and the other way round.
 */
export function checkFundLookThrough(tables: readonly QrtTable[]): QrtFinding[] {
  const positions = tableOf(tables, 'S.06.02.01');
  const assets = tableOf(tables, 'S.06.02.02');
  const lookThrough = tableOf(tables, 'S.06.03.01');
  if (!positions || !assets || !lookThrough) return [];
  const funds = new Set(
    assets.rows
      .filter((row) => categoryOf(textOf(row, 'C0290')) === '4')
      .map((row) => textOf(row, 'C0040')!),
  );
  const held = new Map<string, number>();
  for (const row of positions.rows) {
    const id = textOf(row, 'C0040');
    if (id !== null && funds.has(id))
      held.set(id, (held.get(id) ?? 0) + (typeof row.C0170 === 'number' ? row.C0170 : 0));
  }
  const lookedThrough = new Map<string, { total: number; firstRow: number }>();
  lookThrough.rows.forEach((row, rowIndex) => {
    const id = textOf(row, 'C0010');
    if (id === null) return;
    const found = lookedThrough.get(id) ?? { total: 0, firstRow: rowIndex };
    found.total += typeof row.C0060 === 'number' ? row.C0060 : 0;
    lookedThrough.set(id, found);
  });
  const findings: QrtFinding[] = [];
  for (const [id, value] of held) {
    const seen = lookedThrough.get(id);
    if (!seen) {
      findings.push(
        finding(
          'FUND_LOOK_THROUGH',
          lookThrough,
          null,
          'C0010',
          id,
          `${lookThrough.code} : l’OPC ${id} (${amountText(value)} dans ${positions.code}) n’a aucune ligne de transparisation.`,
        ),
      );
    } else if (!withinCent(seen.total, value)) {
      findings.push(
        finding(
          'FUND_LOOK_THROUGH',
          lookThrough,
          seen.firstRow,
          'C0060',
          seen.total,
          `${lookThrough.code} : la somme de C0060 de l’OPC ${id} (${amountText(seen.total)}) diffère de sa valeur C0170 dans ${positions.code} (${amountText(value)}) de ${amountText(seen.total - value)}.`,
        ),
      );
    }
  }
  for (const [id, seen] of lookedThrough) {
    if (held.has(id)) continue;
    findings.push(
      finding(
        'FUND_LOOK_THROUGH',
        lookThrough,
        seen.firstRow,
        'C0010',
        id,
        `${lookThrough.code}, ${rowLabel(seen.firstRow)} : l’OPC ${id} n’est pas un OPC (CIC de catégorie 4) de ${positions.code}.`,
      ),
    );
  }
  return findings;
}
