import type { QrtCellValue, QrtColumn, QrtColumnKind, QrtRow, QrtTable } from './report-model';
import { qrtTaxonomy, type QrtColumnMeta, type QrtTaxonomy } from './metadata';

/**
 * Attaches the taxonomy's metadata to the tables the builders made (issue 36 §2): each
 * column's kind and label come from its table JSON, and the open tables' line
 * identification keys (S.06.02.01.01 C0001, S.06.03 C0100, S.08.01.01.01 C0440, S.09.01
 * C0001: "every line needs its key value, unique within its table", data-standards §3.7)
 * are numbered 1, 2, 3… in the rows' order. A column the table JSON does not know stays as
 * the builder made it; the structure check reports it.
 */

const KINDS: Readonly<Record<string, QrtColumnKind>> = {
  Monetary: 'monetary',
  Decimal: 'decimal',
  Percent: 'percentage',
  Integer: 'integer',
  Date: 'date',
  Enumeration: 'code',
};

function kindOf(meta: QrtColumnMeta, builder: QrtColumn | undefined): QrtColumnKind {
  if (meta.key !== null) return 'code';
  return KINDS[meta.datatype] ?? (builder?.kind === 'code' ? 'code' : 'text');
}

const isLineIdentification = (meta: QrtColumnMeta) =>
  meta.key !== null && meta.label === 'Line identification';

export function withTaxonomy(table: QrtTable, taxonomy: QrtTaxonomy = qrtTaxonomy()): QrtTable {
  const tableMeta = taxonomy.table(table.code);
  if (!tableMeta) return table;
  const present = new Set(table.columns.map((c) => c.code));
  const lineIds = [...tableMeta.columns.values()].filter(
    (meta) => isLineIdentification(meta) && !present.has(meta.code),
  );
  const columns: QrtColumn[] = [
    ...lineIds.map((meta) => ({
      code: meta.code,
      label: meta.label,
      kind: kindOf(meta, undefined),
      key: true,
      meta,
    })),
    ...table.columns.map((column): QrtColumn => {
      const meta = tableMeta.columns.get(column.code);
      if (!meta) return column;
      return {
        ...column,
        label: meta.label,
        kind: kindOf(meta, column),
        key: meta.key !== null,
        meta,
      };
    }),
  ];
  const rows: readonly QrtRow[] =
    lineIds.length === 0
      ? table.rows
      : table.rows.map((row, index) => {
          // Copied key by key: spreading an object made of computed keys was V8's slow
          // path (3 s for S.06.03's 300,000 rows; 0.3 s so).
          const copy: Record<string, QrtCellValue> = {};
          for (const meta of lineIds) copy[meta.code] = String(index + 1);
          for (const key in row) copy[key] = row[key]!;
          return copy;
        });
  return { ...table, columns, rows };
}
