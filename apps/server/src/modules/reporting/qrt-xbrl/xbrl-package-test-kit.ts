import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { expect } from 'vitest';
import { labelOf, qrtTaxonomy, templateOfTable } from '@prisme/engine';
import type { TestApp } from '../../../test/test-app';
import { QRT_FIRST_DATA_ROW } from '../qrt/qrt-workbook';

/**
 * Tests only: reads an xBRL-CSV report package back: its folder, its JSON documents, parameters, filing indicators and,
 * per table CSV, the facts as rows of cell texts keyed by column code (an empty cell is
 * no fact and is left out).
 */
export interface ReadPackage {
  name: string;
  paths: string[];
  reportPackage: unknown;
  report: unknown;
  parameters: Record<string, string>;
  filingIndicators: Record<string, boolean>;
  tables: Map<string, Record<string, string>[]>;
  /** The failed checks' CSV, when the package has one. */
  findings: string | undefined;
}

export function readXbrlCsvPackage(zip: Uint8Array): ReadPackage {
  const entries = unzipSync(zip);
  const paths = Object.keys(entries);
  const folders = new Set(paths.map((path) => path.split('/')[0]!));
  if (folders.size !== 1) throw new Error(`un seul dossier attendu à la racine : ${[...folders]}`);
  const [name] = folders as Set<string>;
  const text = (path: string) => {
    const entry = entries[`${name}/${path}`];
    return entry === undefined ? undefined : strFromU8(entry);
  };
  const csv = (path: string): Record<string, string>[] =>
    parse(text(path) ?? '', { columns: true, skip_empty_lines: true, bom: true });

  const tables = new Map<string, Record<string, string>[]>();
  for (const path of paths) {
    const match = new RegExp(`^${name}/reports/((?:S|SE)\\.[\\d.]+)\\.csv$`).exec(path);
    if (!match) continue;
    tables.set(
      match[1]!,
      csv(`reports/${match[1]}.csv`).map((row) =>
        Object.fromEntries(Object.entries(row).filter(([, value]) => value !== '')),
      ),
    );
  }
  return {
    name: name!,
    paths,
    reportPackage: JSON.parse(text('META-INF/reportPackage.json') ?? 'null'),
    report: JSON.parse(text('reports/report.json') ?? 'null'),
    parameters: Object.fromEntries(csv('reports/report_params.csv').map((r) => [r.name, r.value])),
    filingIndicators: Object.fromEntries(
      csv('reports/FilingIndicators.csv').map((r) => [r.templateID, r.reported === 'true']),
    ),
    tables,
    findings: text('Controles.csv'),
  };
}

/** A valid LEI (data-standards §4.2), the test undertaking's. */
export const TEST_LEI = '969500UP76J52A9OXU27';

/** Sets the client's undertaking as an administrator would (issue 36 §5). */
export async function setTestUndertaking(t: TestApp, client = 'Client.DEMO1'): Promise<void> {
  const response = await t.call('admin', 'PUT', `/api/admin/clients/${client}/undertaking`, {
    lei: TEST_LEI,
    name: 'Mutuelle Démo SA',
    reportingCurrency: 'EUR',
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A QRT workbook's tables as writeQrtWorkbook lays them out: codes in row 1, data from 3. */
export function readQrtWorkbookTables(
  workbook: ExcelJS.Workbook,
): Map<string, Record<string, unknown>[]> {
  const tables = new Map<string, Record<string, unknown>[]>();
  for (const sheet of workbook.worksheets) {
    if (!/^(S|SE)\.[\d.]+$/.test(sheet.name)) continue;
    const codes = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, n) => {
      if (n < QRT_FIRST_DATA_ROW) return;
      rows.push(Object.fromEntries(codes.map((code, i) => [code, row.getCell(i + 1).value])));
    });
    tables.set(sheet.name, rows);
  }
  return tables;
}

/**
 * The package's facts are the workbook's: the same tables with rows (an empty sheet is a
 * template declared not reported), the same rows in order, in each the same cells: text
 * as written (`##` read back as `#`), dates as ISO dates, numbers within the rounding to
 * cents of the package (the finest kinds are rounded finer still).
 */
export function expectPackageMatchesWorkbook(
  read: ReadPackage,
  workbook: Map<string, Record<string, unknown>[]>,
): void {
  const withRows = [...workbook].filter(([, rows]) => rows.length > 0).map(([code]) => code);
  expect([...read.tables.keys()].sort()).toEqual(withRows.sort());
  for (const [code, rows] of workbook) {
    const template = templateOfTable(code);
    const meta = qrtTaxonomy().table(code);
    expect(read.filingIndicators[template], template).toBeDefined();
    if (rows.length === 0) continue;
    const facts = read.tables.get(code)!;
    expect(facts, code).toHaveLength(rows.length);
    rows.forEach((row, i) => {
      for (const [column, value] of Object.entries(row)) {
        const where = `${code} ligne ${i + 1} ${column}`;
        const text = facts[i]![column];
        if (value === null || value === undefined || value === '') {
          expect(text, where).toBeUndefined();
        } else if (value instanceof Date) {
          expect(text, where).toBe(value.toISOString().slice(0, 10));
        } else if (typeof value === 'number') {
          const tolerance = 0.005 + 1e-9 * Math.max(1, Math.abs(value));
          expect(Math.abs(Number(text) - value), where).toBeLessThanOrEqual(tolerance);
        } else {
          // An enumerated fact is a member QName in the package, its label in the workbook.
          const columnMeta = meta?.columns.get(column);
          const shown =
            columnMeta?.members && text !== undefined ? labelOf(columnMeta, text) : text;
          expect(shown?.replace(/^##/, '#'), where).toBe(String(value));
        }
      }
      // No fact in the package that the workbook does not show.
      for (const column of Object.keys(facts[i]!)) expect(row, code).toHaveProperty(column);
    });
  }
}
