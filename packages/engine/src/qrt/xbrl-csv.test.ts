import { describe, expect, it } from 'vitest';
import type { QrtReport } from './report-model';
import { buildQrtReport } from './report';
import { INPUT } from './test-portfolio';
import {
  buildXbrlCsvPackage,
  findingsCsv,
  templateOfTable,
  xbrlCsvCell,
  xbrlEntityId,
  xbrlNumber,
} from './xbrl-csv';

/** A hand-built report: two tables of S.06.02 (one with an ECB column), an empty S.08.01. */
function report(ecbColumns: boolean): QrtReport {
  return {
    entityId: '969500UP76J52A9OXU27',
    referenceDate: '2026-09-30',
    baseCurrency: 'EUR',
    ecbColumns,
    periodStart: '2026-09-29',
    findings: [],
    tables: [
      {
        code: ecbColumns ? 'SE.06.02.16.01' : 'S.06.02.01.01',
        title: 'List of assets — Information on positions held',
        columns: [
          { code: 'C0040', label: 'Asset ID Code and Type of code', kind: 'code', key: true },
          { code: 'C0060', label: 'Portfolio', kind: 'code', key: true },
          { code: 'C0130', label: 'Quantity', kind: 'decimal' },
          { code: 'C0170', label: 'Total Solvency II amount', kind: 'monetary' },
          { code: 'EC0141', label: 'Write-offs/write-downs', kind: 'monetary', ecb: true },
        ],
        rows: [
          {
            C0040: 'ISIN/FR0000120271',
            C0060: 'General',
            C0130: 10,
            C0170: 1000.004,
            EC0141: 0,
          },
          { C0040: 'CAU/ACCOUNT,1', C0060: 'General', C0130: null, C0170: 250.5, EC0141: null },
        ],
      },
      {
        code: ecbColumns ? 'SE.06.02.16.02' : 'S.06.02.01.02',
        title: 'List of assets — Information on assets',
        columns: [
          { code: 'C0040', label: 'Asset ID Code and Type of code', kind: 'code', key: true },
          { code: 'C0190', label: 'Item Title', kind: 'text' },
          { code: 'C0380', label: 'Unit percentage of par amount', kind: 'percentage' },
          { code: 'C0390', label: 'Maturity date', kind: 'date' },
        ],
        rows: [
          { C0040: 'ISIN/FR0000120271', C0190: 'Total "SE"\nordinaire', C0380: null, C0390: null },
          { C0040: 'CAU/ACCOUNT,1', C0190: '#compte', C0380: 0.98765, C0390: '2030-01-15' },
        ],
      },
      {
        code: 'S.08.01.01.01',
        title: 'Open derivatives — Information on positions held',
        columns: [{ code: 'C0040', label: 'Derivative ID Code', kind: 'code', key: true }],
        rows: [],
      },
    ],
  };
}

const file = (pkg: ReturnType<typeof buildXbrlCsvPackage>, name: string) =>
  pkg.files.find((f) => f.path === `${pkg.name}/${name}`)?.content;

describe('xBRL-CSV report package', () => {
  it('lays the files out under one folder as data-standards §3.7 shows', () => {
    const pkg = buildXbrlCsvPackage(report(false));
    expect(pkg.name).toBe('969500UP76J52A9OXU27_QRS_20260930');
    expect(pkg.files.map((f) => f.path)).toEqual([
      `${pkg.name}/META-INF/reportPackage.json`,
      `${pkg.name}/reports/report.json`,
      `${pkg.name}/reports/parameters.csv`,
      `${pkg.name}/reports/FilingIndicators.csv`,
      `${pkg.name}/reports/S.06.02.01.01.csv`,
      `${pkg.name}/reports/S.06.02.01.02.csv`,
    ]);
    expect(JSON.parse(file(pkg, 'META-INF/reportPackage.json')!)).toEqual({
      documentInfo: { documentType: 'https://xbrl.org/report-package/2023' },
    });
  });

  it('extends the qrs entry point, or qes with the ECB add-ons', () => {
    const plain = JSON.parse(file(buildXbrlCsvPackage(report(false)), 'reports/report.json')!);
    expect(plain).toEqual({
      documentInfo: {
        documentType: 'https://xbrl.org/2021/xbrl-csv',
        extends: [
          'http://eiopa.europa.eu/eu/xbrl/s2md/fws/solvency/solvency2/2026-06-30/mod/qrs.json',
        ],
      },
    });
    const ecb = buildXbrlCsvPackage(report(true));
    expect(ecb.module).toBe('qes');
    expect(ecb.name).toBe('969500UP76J52A9OXU27_QES_20260930');
    expect(JSON.parse(file(ecb, 'reports/report.json')!).documentInfo.extends[0]).toMatch(
      /\/mod\/qes\.json$/,
    );
  });

  it('writes the parameters and the filing indicators, an empty template not reported', () => {
    const pkg = buildXbrlCsvPackage(report(false));
    expect(file(pkg, 'reports/parameters.csv')).toBe(
      [
        'name,value',
        'entityID,lei:969500UP76J52A9OXU27',
        'refPeriod,2026-09-30',
        'baseCurrency,iso4217:EUR',
        'decimalsInteger,0',
        'decimalsMonetary,2',
        'decimalsPercentage,4',
        'decimalsDecimal,6',
        '',
      ].join('\r\n'),
    );
    expect(file(pkg, 'reports/FilingIndicators.csv')).toBe(
      'templateID,reported\r\nS.06.02.01,true\r\nS.08.01.01,false\r\n',
    );
    expect(file(pkg, 'reports/S.08.01.01.01.csv')).toBeUndefined();
  });

  it('writes one CSV per table, the column codes as header, quoted where needed', () => {
    const pkg = buildXbrlCsvPackage(report(false));
    expect(file(pkg, 'reports/S.06.02.01.01.csv')).toBe(
      'C0040,C0060,C0130,C0170\r\nISIN/FR0000120271,General,10,1000\r\n"CAU/ACCOUNT,1",General,,250.5\r\n',
    );
    expect(file(pkg, 'reports/S.06.02.01.02.csv')).toBe(
      'C0040,C0190,C0380,C0390\r\n' +
        'ISIN/FR0000120271,"Total ""SE""\nordinaire",,\r\n' +
        '"CAU/ACCOUNT,1",##compte,0.9877,2030-01-15\r\n',
    );
  });

  it('writes the ECB add-on columns only in the ECB variant', () => {
    const pkg = buildXbrlCsvPackage(report(true));
    expect(file(pkg, 'reports/SE.06.02.16.01.csv')!.split('\r\n')[0]).toBe(
      'C0040,C0060,C0130,C0170,EC0141',
    );
    expect(file(pkg, 'reports/FilingIndicators.csv')).toContain('SE.06.02.16,true');
  });

  it('writes numbers in plain notation at their kind’s decimals', () => {
    expect(xbrlNumber(1e-7, 6)).toBe('0');
    expect(xbrlNumber(1.5e21, 2)).toBe('1500000000000000000000');
    expect(xbrlNumber(-0.001, 2)).toBe('0');
    expect(xbrlNumber(-12.345678, 2)).toBe('-12.35');
    expect(() => xbrlNumber(Number.NaN, 2)).toThrow();
    expect(xbrlCsvCell(3.7, 'integer')).toBe('4');
    expect(xbrlCsvCell(0.1234567, 'decimal')).toBe('0.123457');
    expect(xbrlCsvCell(2, 'code')).toBe('2');
    expect(xbrlCsvCell(null, 'monetary')).toBe('');
    expect(xbrlCsvCell('#nil', 'text')).toBe('##nil');
  });

  it('names the entity by its LEI when it is one, else by a specific code', () => {
    expect(xbrlEntityId('969500UP76J52A9OXU27')).toBe('lei:969500UP76J52A9OXU27');
    expect(xbrlEntityId('CLIENT_A')).toBe('sc:CLIENT_A');
    expect(templateOfTable('SE.06.02.16.02')).toBe('SE.06.02.16');
  });

  it('carries the failed checks beside the report, never silently', () => {
    const failing: QrtReport = {
      ...report(false),
      findings: [
        {
          check: 'ISIN_CHECK_DIGIT',
          table: 'S.06.02.01.01',
          rowIndex: 0,
          column: 'C0040',
          value: 'ISIN/FR0000120272',
          message: 'Chiffre de contrôle faux ; à corriger',
        },
        {
          check: 'TOTAL_ASSETS',
          table: 'S.06.02.01.01',
          rowIndex: null,
          column: 'C0170',
          value: null,
          message: 'Écart de 10,00',
        },
      ],
    };
    const pkg = buildXbrlCsvPackage(failing);
    expect(file(pkg, 'Controles.csv')).toBe(findingsCsv(failing.findings));
    expect(findingsCsv(failing.findings)).toBe(
      '\ufeffContrôle;Tableau;Ligne;Colonne;Valeur;Message\r\n' +
        'Chiffre de contrôle des ISIN;S.06.02.01.01;1;C0040;ISIN/FR0000120272;"Chiffre de contrôle faux ; à corriger"\r\n' +
        'Somme de S.06.02 C0170 égale au total des actifs du périmètre;S.06.02.01.01;;C0170;;Écart de 10,00\r\n',
    );
    expect(file(buildXbrlCsvPackage(report(false)), 'Controles.csv')).toBeUndefined();
  });

  it('packs every table of a built report under its reported columns', () => {
    for (const ecbColumns of [false, true]) {
      const built = buildQrtReport({ ...INPUT, ecbColumns });
      const pkg = buildXbrlCsvPackage(built);
      for (const table of built.tables) {
        const content = file(pkg, `reports/${table.code}.csv`);
        if (table.rows.length === 0) {
          expect(content).toBeUndefined();
          continue;
        }
        const header = content!.split('\r\n')[0]!.split(',');
        expect(header).toEqual(
          table.columns.filter((c) => ecbColumns || !c.ecb).map((c) => c.code),
        );
        for (const key of table.columns.filter((c) => c.key)) expect(header).toContain(key.code);
      }
    }
  });
});
