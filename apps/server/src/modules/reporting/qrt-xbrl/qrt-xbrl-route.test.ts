import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases';
import {
  FIXTURE_PERIMETER as perimeter,
  FUND,
  insertLookThroughFixture,
} from '../../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CHECKS_SHEET } from '../qrt/qrt-workbook';
import { QRT_FINDINGS_HEADER } from './routes';
import {
  expectPackageMatchesWorkbook,
  readQrtWorkbookTables,
  readXbrlCsvPackage,
  setTestUndertaking,
  TEST_LEI,
} from './xbrl-package-test-kit';

/**
 * GET /api/reporting/qrt-xbrl-csv on the look-through fixture (TotalEnergies and the fund
 * in GEN, the bond in UC, on 31/12/2024): the package of the caller's latest perimeter
 * holds the facts of the QRT workbook GET /api/reporting/qrt answers for the same query.
 */
describe.each(testDatabaseKinds())('QRT xBRL-CSV package on %s', (kind) => {
  let t: TestApp;
  let perimeterId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
    await setTestUndertaking(t);
    const computed = await t.call('analyste', 'POST', '/api/inventory/computation', perimeter);
    expect(computed.statusCode, computed.body).toBe(200);
    perimeterId = computed.json().perimeter.perimeterID;
  });
  afterAll(() => t.close());

  /** GET /api/reporting/qrt with the same query: its tables and its failed checks' count. */
  async function workbookOf(query: string) {
    const response = await t.call('analyste', 'GET', `/api/reporting/qrt?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    let findings = 0;
    workbook.getWorksheet(CHECKS_SHEET)!.eachRow((row, n) => {
      if (n > 1 && row.getCell(1).value !== 'Aucune anomalie') findings++;
    });
    return { findings, tables: readQrtWorkbookTables(workbook) };
  }

  it.each([
    ['true', 'quarterly', 'QES'],
    ['false', 'quarterly', 'QRS'],
    ['true', 'annual', 'AES'],
    ['false', 'annual', 'ARS'],
  ] as const)(
    'downloads the package of the latest perimeter, the facts of its QRT workbook (bceColumns=%s, %s)',
    async (bceColumns, frequency, module) => {
      const query = `bceColumns=${bceColumns}&module=${frequency}`;
      const response = await t.call('analyste', 'GET', `/api/reporting/qrt-xbrl-csv?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      // Named by client, scope (the fixture's perimeter is the whole client) and date.
      expect(response.headers['content-disposition']).toContain(
        `Client.DEMO1_ensemble_${module}_20241231`,
      );
      const read = readXbrlCsvPackage(new Uint8Array(response.rawPayload));
      expect(read.name.startsWith(`Client.DEMO1_ensemble_${module}_20241231`)).toBe(true);
      expect(read.tables.has('S.09.01.01.01')).toBe(frequency === 'annual');
      expect(read.filingIndicators['S.09.01']).toBe(frequency === 'annual' ? true : undefined);
      expect(read.parameters).toMatchObject({
        entityID: `lei:${TEST_LEI}`,
        refPeriod: '2024-12-31',
        baseCurrency: 'iso4217:EUR',
      });
      const { findings, tables } = await workbookOf(query);
      expect(response.headers[QRT_FINDINGS_HEADER.toLowerCase()]).toBe(String(findings));
      expect(read.findings !== undefined).toBe(findings > 0);
      expectPackageMatchesWorkbook(read, tables);
      // The fund held directly is an S.06.02 asset and is looked through in S.06.03.
      const s0602 = bceColumns === 'true' ? 'SE.06.02.16.02' : 'S.06.02.01.02';
      expect(read.tables.get(s0602)!.map((row) => row.C0040)).toContain(`ISIN/${FUND}`);
      expect(read.tables.get('S.06.03.01.01')!.length).toBeGreaterThan(0);
    },
  );

  it('answers the perimeter asked for, and refuses without the solvency right or with bad options', async () => {
    const asked = await t.call(
      'analyste',
      'GET',
      `/api/reporting/qrt-xbrl-csv?perimeterID=${perimeterId}&beginDateQrts0901=2024-12-30`,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await t.call('lecteur', 'GET', '/api/reporting/qrt-xbrl-csv')).statusCode).toBe(403);
    const bad = await t.call('analyste', 'GET', '/api/reporting/qrt-xbrl-csv?bceColumns=oui');
    expect(bad.statusCode).toBe(400);
    const late = await t.call(
      'analyste',
      'GET',
      '/api/reporting/qrt-xbrl-csv?beginDateQrts0901=2025-01-01',
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain('doit précéder');
  });
});
