import { describe, expect, it } from 'vitest';
import { qrtTaxonomy } from './metadata';
import type { QrtReport } from './report-model';
import { buildQrtReport } from './report';
import { INPUT } from './test-portfolio';
import { buildXbrlCsvPackage, findingsCsv, xbrlCsvCell, xbrlNumber } from './xbrl-csv';

/** A valid LEI (data-standards §4.2 worked example), the undertaking's. */
const LEI = '969500UP76J52A9OXU27';

const built = (extra: Partial<typeof INPUT> = {}) =>
  buildQrtReport({ ...INPUT, entityId: LEI, referenceDate: '2027-03-31', ...extra });

const file = (pkg: ReturnType<typeof buildXbrlCsvPackage>, name: string) =>
  pkg.files.find((f) => f.path === `${pkg.name}/${name}`)?.content;

const rows = (content: string) =>
  content
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('xBRL-CSV report package (taxonomy 2.10.0 module JSON)', () => {
  it('names the parameters file as the module’s parameterURL, report_params.csv', () => {
    // Failed before issue 36: the package wrote reports/parameters.csv.
    const pkg = buildXbrlCsvPackage(built({ frequency: 'quarterly' }));
    expect(qrtTaxonomy().modules.qrs.parameterURL).toBe('report_params.csv');
    expect(file(pkg, 'reports/report_params.csv')).toBeDefined();
    expect(file(pkg, 'reports/parameters.csv')).toBeUndefined();
    expect(JSON.parse(file(pkg, 'reports/report.json')!)).toEqual({
      documentInfo: {
        documentType: 'https://xbrl.org/2021/xbrl-csv',
        extends: [
          'http://eiopa.europa.eu/eu/xbrl/s2md/fws/solvency/solvency2/2026-06-30/mod/qrs.json',
        ],
      },
    });
  });

  it('defines every decimals parameter the columns reference, $decimalsMonetaryOpenTable first', () => {
    // Failed before: decimalsMonetary was defined, not decimalsMonetaryOpenTable.
    const params = new Map(
      rows(file(buildXbrlCsvPackage(built()), 'reports/report_params.csv')!)
        .slice(1)
        .map(([name, value]) => [name!, value!]),
    );
    expect(params.get('entityID')).toBe(`lei:${LEI}`);
    expect(params.get('refPeriod')).toBe('2027-03-31');
    expect(params.get('baseCurrency')).toBe('iso4217:EUR');
    expect(params.get('decimalsMonetaryOpenTable')).toBe('2');
    expect(params.get('decimalsDecimal')).toBe('6');
    expect(params.get('decimalsPercentage')).toBe('4');
  });

  it('writes enumerated values as member QNames of the column’s domain', () => {
    // Failed before: General, EUR, FR, K6419 were written as labels.
    const pkg = buildXbrlCsvPackage(built());
    const positions = rows(file(pkg, 'reports/S.06.02.01.01.csv')!);
    const header = positions[0]!;
    const first = positions[1]!;
    expect(first[header.indexOf('C0001')]).toBe('1');
    expect(first[header.indexOf('C0060')]).toBe('s2c_PU:x3'); // General [no split]
    expect(first[header.indexOf('C0090')]).toBe('s2c_LB:x91'); // Neither unit-linked…
    expect(first[header.indexOf('C0100')]).toBe('s2c_CG:x15'); // Not collateral
    const assets = rows(file(pkg, 'reports/S.06.02.01.02.csv')!);
    const bond = assets.find((r) => r[0] === 'ISIN/FR0013508470')!;
    const col = (code: string) => bond[assets[0]!.indexOf(code)];
    expect(col('C0230')).toBe('s2c_NC:L.64.19'); // K6419 → Rev. 2.1
    expect(col('C0270')).toBe('s2c_GA:FR');
    expect(col('C0280')).toBe('s2c_CU:EUR');
    expect(col('C0340')).toBe('s2c_BR:x24'); // Credit quality step 2
    expect(col('C0300')).toBe('s2c_MC:x200'); // Not an infrastructure investment
  });

  it('identifies the entity by the undertaking’s LEI under the declared lei prefix, and blocks on anything else', () => {
    // Failed before: a non-LEI entity was written sc:<code>, a prefix the module does not declare.
    expect(qrtTaxonomy().modules.qrs.namespaces).toHaveProperty('lei');
    const good = buildXbrlCsvPackage(built());
    expect(good.findings.filter((f) => f.check === 'PACKAGE_ENTITY')).toEqual([]);
    const bad = buildXbrlCsvPackage(built({ entityId: 'Client.TEST' }));
    expect(file(bad, 'reports/report_params.csv')).toContain('entityID,lei:Client.TEST');
    expect(bad.findings.map((f) => f.check)).toContain('PACKAGE_ENTITY');
    expect(bad.name.endsWith('_NON_DEPOSABLE')).toBe(true);
  });

  it('ships S.09.01 only in the annual module; filing indicators true exactly for the templates shipped', () => {
    // Failed before: S.09.01 came with a true indicator in the quarterly qrs package.
    const quarterly = buildXbrlCsvPackage(built({ frequency: 'quarterly' }));
    expect(quarterly.module).toBe('qrs');
    expect(file(quarterly, 'reports/S.09.01.01.01.csv')).toBeUndefined();
    const indicators = new Map(
      rows(file(quarterly, 'reports/FilingIndicators.csv')!)
        .slice(1)
        .map(([t, r]) => [t!, r!]),
    );
    // Every template of qrs, true for S.06.02, S.06.03, S.08.01 (qrs.json's tables).
    expect([...indicators.keys()]).toEqual(qrtTaxonomy().modules.qrs.templates);
    expect([...indicators].filter(([, r]) => r === 'true').map(([t]) => t)).toEqual([
      'S.06.02',
      'S.06.03',
      'S.08.01',
    ]);
    expect(indicators.get('S.09.01')).toBeUndefined();
    expect(indicators.get('S.01.01')).toBe('false');

    const annual = buildXbrlCsvPackage(built({ frequency: 'annual' }));
    expect(annual.module).toBe('ars');
    expect(file(annual, 'reports/S.09.01.01.01.csv')).toBeDefined();
    expect(file(annual, 'reports/FilingIndicators.csv')).toContain('S.09.01,true');
  });

  it('uses the ECB modules with bceColumns: qes quarterly, aes annual, SE.06.02 instead of S.06.02', () => {
    const qes = buildXbrlCsvPackage(built({ frequency: 'quarterly', ecbColumns: true }));
    expect(qes.module).toBe('qes');
    expect(file(qes, 'reports/SE.06.02.16.02.csv')!.split('\r\n')[0]).toContain('EC0231');
    expect(file(qes, 'reports/FilingIndicators.csv')).toContain('SE.06.02,true');
    expect(file(qes, 'reports/FilingIndicators.csv')).not.toContain('S.06.02,');
    const aes = buildXbrlCsvPackage(built({ frequency: 'annual', ecbColumns: true }));
    expect(aes.module).toBe('aes');
    expect(file(aes, 'reports/S.09.01.01.01.csv')).toBeDefined();
  });

  it('passes its own structure check on the test portfolio (no blocking package finding)', () => {
    for (const frequency of ['quarterly', 'annual'] as const) {
      const pkg = buildXbrlCsvPackage(built({ frequency }));
      expect(pkg.findings.filter((f) => f.severity !== 'warning')).toEqual([]);
    }
  });

  it('writes numbers in plain notation at the decimals their parameter states', () => {
    const table = qrtTaxonomy().table('S.06.02.01.02')!;
    expect(xbrlNumber(1e-7, 6)).toBe('0');
    expect(xbrlNumber(1.5e21, 2)).toBe('1500000000000000000000');
    expect(xbrlNumber(-0.001, 2)).toBe('0');
    expect(xbrlCsvCell(1234.567, table.columns.get('C0370')!)).toBe('1234.57'); // $decimalsMonetaryOpenTable = 2
    expect(xbrlCsvCell(0.987654, table.columns.get('C0380')!)).toBe('0.9877'); // decimalsPercentage = 4
    expect(xbrlCsvCell(4.1234567, table.columns.get('C0360')!)).toBe('4.123457'); // decimalsDecimal = 6
    expect(xbrlCsvCell('#nil', table.columns.get('C0190')!)).toBe('##nil');
    expect(xbrlCsvCell(null, table.columns.get('C0170') ?? table.columns.get('C0370')!)).toBe('');
  });

  it('carries every finding beside the report with its severity, never silently', () => {
    const report: QrtReport = built({ entityId: 'Client.TEST' });
    const pkg = buildXbrlCsvPackage(report);
    expect(pkg.allFindings.length).toBeGreaterThan(0);
    expect(file(pkg, 'Controles.csv')).toBe(findingsCsv(pkg.allFindings));
    // A report without findings (the derivative's use, C0110, set aside) ships no Controles.csv.
    expect(
      file(buildXbrlCsvPackage({ ...built(), findings: [] }), 'Controles.csv'),
    ).toBeUndefined();
    expect(
      findingsCsv([
        {
          check: 'ISIN_CHECK_DIGIT',
          table: 'S.06.02.01.01',
          rowIndex: 0,
          column: 'C0040',
          value: 'ISIN/FR0000120272',
          message: 'Chiffre faux ; à corriger',
        },
        {
          check: 'TAXONOMY_VERSION',
          table: '',
          rowIndex: null,
          column: null,
          value: null,
          message: 'Taxonomie',
          severity: 'warning',
        },
      ]),
    ).toBe(
      '\ufeffGravité;Contrôle;Tableau;Ligne;Colonne;Valeur;Message\r\n' +
        'Bloquant;Chiffre de contrôle des ISIN;S.06.02.01.01;1;C0040;ISIN/FR0000120272;"Chiffre faux ; à corriger"\r\n' +
        'Avertissement;Taxonomie applicable à la date de référence;;;;;Taxonomie\r\n',
    );
  });
});
