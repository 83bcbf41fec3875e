import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { decimalsOf, labelOf, withTaxonomy } from '@prisme/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeQrtWorkbook } from '../qrt/qrt-workbook';
import { writeXbrlCsvPackage, type QrtReport } from './package-zip';
import {
  expectPackageMatchesWorkbook,
  readQrtWorkbookTables,
  readXbrlCsvPackage,
} from './xbrl-package-test-kit';

type Column = QrtReport['tables'][number]['columns'][number];

/** A hand-built report: both S.06.02 tables with an ECB add-on, an empty S.08.01, findings. */
export function handBuiltReport(ecbColumns: boolean): QrtReport {
  const s0602 = ecbColumns ? 'SE.06.02.16' : 'S.06.02.01';
  const report: QrtReport = {
    entityId: '969500UP76J52A9OXU27',
    referenceDate: '2024-12-31',
    baseCurrency: 'EUR',
    ecbColumns,
    periodStart: '2024-12-30',
    tables: [
      {
        code: `${s0602}.01`,
        title: 'List of assets — Information on positions held',
        columns: [
          { code: 'C0040', label: 'Asset ID Code and Type of code', kind: 'code', key: true },
          { code: 'C0060', label: 'Portfolio', kind: 'code', key: true },
          { code: 'C0130', label: 'Quantity', kind: 'decimal' },
          { code: 'C0140', label: 'Par amount', kind: 'monetary' },
          { code: 'C0170', label: 'Total Solvency II amount', kind: 'monetary' },
          { code: 'C0180', label: 'Accrued interest', kind: 'monetary' },
        ],
        rows: [
          {
            C0040: 'ISIN/FR0013508470',
            C0060: 'Life',
            C0130: null,
            C0140: 100_000,
            C0170: 102_500.125,
            C0180: 1_500,
          },
          {
            C0040: 'ISIN/FR0000120271',
            C0060: "Shareholders' funds",
            C0130: 1_000.5,
            C0140: null,
            C0170: 60_000,
            C0180: null,
          },
          {
            C0040: 'CAU/CASH-EUR',
            C0060: 'Life',
            C0130: null,
            C0140: 5_000,
            C0170: 5_000,
            C0180: 0,
          },
        ],
      },
      {
        code: `${s0602}.02`,
        title: 'List of assets — Information on assets',
        columns: [
          { code: 'C0040', label: 'Asset ID Code and Type of code', kind: 'code', key: true },
          { code: 'C0190', label: 'Item Title', kind: 'text' },
          { code: 'C0200', label: 'Issuer Name', kind: 'text' },
          { code: 'C0290', label: 'CIC', kind: 'code' },
          { code: 'C0340', label: 'Credit quality step', kind: 'code' },
          { code: 'C0360', label: 'Duration', kind: 'decimal' },
          { code: 'C0380', label: 'Unit percentage of par amount', kind: 'percentage' },
          { code: 'C0390', label: 'Maturity date', kind: 'date' },
          { code: 'EC0231', label: 'Issuer Sector according to ESA 2010', kind: 'code', ecb: true },
        ],
        rows: [
          {
            C0040: 'ISIN/FR0013508470',
            C0190: 'Obligation 1,5 % "verte"\n2030',
            C0200: 'Émetteur, SA',
            C0290: 'FR21',
            C0340: 'Credit quality step 2',
            C0360: 4.8123456,
            C0380: 1.01,
            C0390: '2030-11-25',
            EC0231: 'S.11',
          },
          {
            C0040: 'ISIN/FR0000120271',
            C0190: '#1 TotalEnergies',
            C0200: 'TotalEnergies SE',
            C0290: 'FR31',
            C0340: null,
            C0360: null,
            C0380: null,
            C0390: null,
            EC0231: 'S.11',
          },
          {
            C0040: 'CAU/CASH-EUR',
            C0190: 'Compte courant',
            C0200: 'Banque',
            C0290: 'XT71',
            C0340: null,
            C0360: null,
            C0380: null,
            C0390: null,
            EC0231: null,
          },
        ],
      },
      {
        code: 'S.08.01.01.01',
        title: 'Open derivatives — Information on positions held',
        columns: [
          { code: 'C0040', label: 'Derivative ID Code and Type of code', kind: 'code', key: true },
          { code: 'C0060', label: 'Portfolio', kind: 'code', key: true },
        ],
        rows: [],
      },
    ],
    findings: [
      {
        check: 'TOTAL_ASSETS',
        table: `${s0602}.01`,
        rowIndex: null,
        column: 'C0170',
        value: null,
        message: 'La somme de C0170 diffère du total des actifs du périmètre.',
      },
    ],
  };
  // As the builders do (s0602.ts columnsFor): the ECB add-ons only in the ECB variant; and
  // as buildQrtReport does, the taxonomy's metadata attached (line identifications added).
  return {
    ...report,
    module: ecbColumns ? 'qes' : 'qrs',
    tables: report.tables.map((table) =>
      withTaxonomy({
        ...table,
        columns: table.columns.filter((column) => ecbColumns || !column.ecb),
      }),
    ),
  };
}

/**
 * A reported fact as its cell text reads back, against its value in the model: numbers
 * within half a unit of their kind's last decimal, texts as they are.
 */
export function expectSameFact(text: string | undefined, value: unknown, column: Column): void {
  const where = `${column.code}`;
  if (value === null || value === undefined) {
    expect(text, where).toBeUndefined();
    return;
  }
  expect(text, where).toBeDefined();
  if (typeof value === 'number') {
    const decimals = (column.meta && decimalsOf(column.meta)) ?? 12;
    // Half a unit of the last decimal, plus the binary representation's own error.
    const tolerance = 0.5 * 10 ** -decimals + 1e-9 * Math.max(1, Math.abs(value));
    expect(Math.abs(Number(text) - value), where).toBeLessThanOrEqual(tolerance);
  } else if (column.meta?.members) {
    // An enumerated fact: the package writes the member's QName (its label read back).
    expect(text, where).toMatch(/^s2c_\w+:/);
    expect(labelOf(column.meta, text!), where).toBe(labelOf(column.meta, String(value)));
  } else expect(text!.replace(/^##/, '#'), where).toBe(String(value));
}

describe('xBRL-CSV report package as a zip', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'prisme-xbrl-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  async function packed(report: QrtReport) {
    const path = join(folder, `${report.ecbColumns}.zip`);
    const { fileName } = await writeXbrlCsvPackage(report, path);
    return { fileName, read: readXbrlCsvPackage(new Uint8Array(await readFile(path))) };
  }

  it.each([false, true])(
    'parses back to the facts of the report (ECB columns: %s)',
    async (ecb) => {
      const report = handBuiltReport(ecb);
      const { fileName, read } = await packed(report);
      const module = ecb ? 'QES' : 'QRS';
      // The hand-built report states a total that S.06.02 misses: a blocking finding.
      expect(fileName).toBe(`969500UP76J52A9OXU27_${module}_20241231_NON_DEPOSABLE.zip`);
      expect(read.name).toBe(`969500UP76J52A9OXU27_${module}_20241231_NON_DEPOSABLE`);
      expect(read.reportPackage).toEqual({
        documentInfo: { documentType: 'https://xbrl.org/report-package/2023' },
      });
      expect(read.report).toMatchObject({
        documentInfo: {
          documentType: 'https://xbrl.org/2021/xbrl-csv',
          extends: [expect.stringMatching(new RegExp(`/mod/${module.toLowerCase()}\\.json$`))],
        },
      });
      expect(read.parameters).toMatchObject({
        entityID: 'lei:969500UP76J52A9OXU27',
        refPeriod: '2024-12-31',
        baseCurrency: 'iso4217:EUR',
        decimalsMonetaryOpenTable: '2',
      });
      const s0602 = ecb ? 'SE.06.02' : 'S.06.02';
      expect(read.filingIndicators).toMatchObject({ [s0602]: true, 'S.08.01': false });
      expect(read.findings).toContain('Somme de S.06.02 C0170');

      const reported = report.tables.filter((table) => table.rows.length > 0);
      expect([...read.tables.keys()]).toEqual(reported.map((table) => table.code));
      for (const table of reported) {
        const rows = read.tables.get(table.code)!;
        expect(rows).toHaveLength(table.rows.length);
        table.rows.forEach((row, i) => {
          for (const column of table.columns) {
            if ((column.ecb && !ecb) || !column.meta) expect(rows[i]![column.code]).toBeUndefined();
            else expectSameFact(rows[i]![column.code], row[column.code], column);
          }
        });
      }
    },
  );

  /** The workbook writeQrtWorkbook writes for the report, read back with ExcelJS. */
  async function workbookOf(report: QrtReport) {
    const path = join(folder, `${report.ecbColumns}.xlsx`);
    await writeQrtWorkbook(report, path);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    return readQrtWorkbookTables(workbook);
  }

  it.each([false, true])(
    'parses back to the facts of the QRT workbook of the same report (ECB columns: %s)',
    async (ecb) => {
      const report = handBuiltReport(ecb);
      const { read } = await packed(report);
      expectPackageMatchesWorkbook(read, await workbookOf(report));
    },
  );
});
