import type { CicCategoryCode } from '@prisme/domain';
import { categoryOf } from './codes';
import { isOverTheCounter } from './s0801';
import type { QrtFinding, QrtRow, QrtTable } from './report-model';
import {
  finding,
  isEmpty,
  kindOf,
  rowLabel,
  tableOf,
  textOf,
  type QrtTableKind,
} from './validation-tables';

/**
 * Mandatory cells per CIC category: our reading of the ITS instructions (Annex II of
 * 2023/894) for the columns Prisme produces; the reference gives no matrix, so this one
 * is a decision of ours (README.md). `categories` undefined: every row; `except` and
 * `only` narrow by CIC positions 3-4 (cash 71 holds no par amount); `when` by the row
 * itself or the full CIC (a loan with an issuer, an OTC derivative).
 */
interface Rule {
  column: string;
  categories?: string;
  except?: readonly string[];
  only?: readonly string[];
  when?: (row: QrtRow, cic: string | null) => boolean;
}

/** Loans (8) name their issuer only when they are not made to natural persons. */
const loanWithIssuer = (row: QrtRow, cic: string | null) =>
  categoryOf(cic) !== '8' || !isEmpty(row.C0200);

const RULES: Readonly<Record<QrtTableKind, readonly Rule[]>> = {
  'S.06.02.01': [
    { column: 'C0040' },
    { column: 'C0060' },
    { column: 'C0090' },
    { column: 'C0100' },
    { column: 'C0150' },
    { column: 'C0170' },
    { column: 'C0130', categories: '340' },
    { column: 'C0140', categories: '125678', except: ['71'] },
    { column: 'C0160', categories: '1234569' },
    { column: 'C0180', categories: '1256' },
  ],
  'S.06.02.02': [
    { column: 'C0040' },
    { column: 'C0190' },
    // Not for deposits to cedants nor plant and equipment (BV237-1).
    { column: 'C0280', except: ['75', '95'] },
    { column: 'C0290' },
    // Loans to natural persons (no issuer) name none; cash (71) has none.
    { column: 'C0200', categories: '12345678', except: ['71'], when: loanWithIssuer },
    { column: 'C0210', categories: '12345678', except: ['71'], when: loanWithIssuer },
    // Issuer country (BV6-1): not for 71, 75, 95 nor loans to natural persons; property by
    // its address.
    { column: 'C0270', categories: '123456789', except: ['71', '75', '95'], when: loanWithIssuer },
    { column: 'C0230', categories: '123456' },
    { column: 'C0340', categories: '1256' },
    { column: 'C0360', categories: '1256' },
    { column: 'C0370', categories: '34' },
    { column: 'C0380', categories: '1256' },
    { column: 'C0390', categories: '12568' },
    { column: 'C0390', categories: '7', only: ['73', '74'] },
  ],
  'S.06.03.01': [
    { column: 'C0010' },
    { column: 'C0030' },
    { column: 'C0040' },
    { column: 'C0050' },
    { column: 'C0060' },
  ],
  'S.08.01.01': [
    { column: 'C0040' },
    { column: 'C0060' },
    { column: 'C0080' },
    { column: 'C0240' },
    { column: 'C0110' },
    // Exchange-traded: a number of contracts; OTC: a notional (isOverTheCounter).
    { column: 'C0170', when: (_row, cic) => cic !== null && !isOverTheCounter(cic) },
    { column: 'C0131', when: (_row, cic) => isOverTheCounter(cic) },
  ],
  'S.08.01.02': [
    { column: 'C0040' },
    { column: 'C0260' },
    { column: 'C0270' },
    { column: 'C0370' },
    { column: 'C0380' },
    { column: 'C0430' },
  ],
  'S.09.01.01': [{ column: 'C0040' }, { column: 'C0050' }, { column: 'C0060' }],
};

/** A row's CIC: its own column, or through C0040 the asset's (.01 tables). */
function cicResolver(
  tables: readonly QrtTable[],
  kind: QrtTableKind,
): (row: QrtRow) => string | null {
  if (kind === 'S.06.02.02') return (row) => textOf(row, 'C0290');
  if (kind === 'S.08.01.02') return (row) => textOf(row, 'C0380');
  const source =
    kind === 'S.06.02.01'
      ? { table: tableOf(tables, 'S.06.02.02'), column: 'C0290' }
      : kind === 'S.08.01.01'
        ? { table: tableOf(tables, 'S.08.01.02'), column: 'C0380' }
        : undefined;
  if (!source?.table) return () => null;
  const byId = new Map(
    source.table.rows.map((r) => [textOf(r, 'C0040'), textOf(r, source.column)]),
  );
  return (row) => byId.get(textOf(row, 'C0040')) ?? null;
}

function applies(
  rule: Rule,
  row: QrtRow,
  category: CicCategoryCode | null,
  cic: string | null,
): boolean {
  if (rule.when && !rule.when(row, cic)) return false;
  const sub = cic?.toUpperCase().slice(2, 4) ?? '';
  if (rule.except?.includes(sub)) return false;
  if (rule.categories === undefined) return true;
  if (category === null || !rule.categories.includes(category)) return false;
  return rule.only === undefined || rule.only.includes(sub);
}

/** Check MANDATORY_CELL: every cell a row's CIC category requires is filled. */
export function checkMandatoryCells(tables: readonly QrtTable[]): QrtFinding[] {
  const findings: QrtFinding[] = [];
  for (const table of tables) {
    const kind = kindOf(table.code);
    if (!kind) continue;
    const present = new Set(table.columns.map((c) => c.code));
    const labels = new Map(table.columns.map((c) => [c.code, c.label]));
    const cicOf = cicResolver(tables, kind);
    table.rows.forEach((row, rowIndex) => {
      const cic = cicOf(row);
      const category = categoryOf(cic);
      for (const rule of RULES[kind]) {
        if (!present.has(rule.column) || !applies(rule, row, category, cic)) continue;
        if (!isEmpty(row[rule.column])) continue;
        const which =
          rule.categories === undefined && !rule.when && !rule.except
            ? ''
            : ` pour un actif de CIC ${cic}`;
        findings.push(
          finding(
            'MANDATORY_CELL',
            table,
            rowIndex,
            rule.column,
            null,
            `${table.code}, ${rowLabel(rowIndex)} : la cellule ${rule.column} (${labels.get(rule.column)}) est obligatoire${which} et n’est pas renseignée.`,
          ),
        );
      }
    });
  }
  return findings;
}
