import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import {
  BOND,
  FIXTURE_PERIMETER as perimeter,
  FUND,
  insertLookThroughFixture,
  TOTAL,
} from '../../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setTestUndertaking } from '../qrt-xbrl/xbrl-package-test-kit';
import { QRT_FIRST_DATA_ROW } from './qrt-workbook';

/**
 * The QRT workbook of the look-through fixture: Client.DEMO1 holds on 31/12/2024
 * TotalEnergies 1,000 and the fund 2,000 in GEN, the bond 500 in UC; the fund (NAV
 * 10,000) is 60 % Apple (USD) and 40 % the bond. On 31/12/2023 the inventory held the
 * same lines, TotalEnergies then worth 900: over the default S.09.01 period (the year,
 * from 01/01/2024, opened by the inventory of its eve) the equity gained 100 unrealised.
 */
describe.each(testDatabaseKinds())('QRT workbook on %s', (kind) => {
  let t: TestApp;
  let perimeterValue: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
    await setTestUndertaking(t);
    const opening = (compartmentCode: string, securityCode: string, value: number) => ({
      roleCode: 'Client.DEMO1',
      portfolioCode: 'P-VIE',
      compartmentCode,
      valuationDate: '2023-12-31',
      securityCode,
      quantity: 10,
      quotationCurrency: 'EUR',
      marketValueQc: value,
      marketValueRc: value,
    });
    await t.db
      .insert(positions)
      .values([opening('GEN', TOTAL, 900), opening('GEN', FUND, 2000), opening('UC', BOND, 500)]);
    const computed = await t.call('analyste', 'POST', '/api/inventory/computation', perimeter);
    expect(computed.statusCode, computed.body).toBe(200);
    const id = computed.json().perimeter.perimeterID;
    perimeterValue = (
      await t.call('analyste', 'GET', `/api/inventory/global-market-valuation/?perimeterID=${id}`)
    ).json();
  }, 180_000); // a database, a computation: slow when the machine is busy
  afterAll(() => t?.close());

  const download = async (query = '') => {
    const response = await t.call('analyste', 'GET', `/api/reporting/qrt${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return { response, workbook };
  };

  /** A table sheet's data rows as objects keyed by the column codes of its first row. */
  const rowsOf = (sheet: ExcelJS.Worksheet) => {
    const codes = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, n) => {
      if (n < QRT_FIRST_DATA_ROW) return;
      rows.push(Object.fromEntries(codes.map((code, i) => [code, row.getCell(i + 1).value])));
    });
    return rows;
  };

  it('downloads the workbook: S.06.02’s C0170 adds up to the perimeter’s market value', async () => {
    const { response, workbook } = await download();
    expect(response.headers['content-disposition']).toContain(
      'QRT_actifs_Client.DEMO1_ensemble_20241231.xlsx',
    );
    expect(perimeterValue).toBeCloseTo(3500, 6);
    // bceColumns defaults to true: the ECB variants' codes.
    const sheet = workbook.getWorksheet('SE.06.02.16.01')!;
    // 2.10.0: the line identification C0001 first, then the asset's code.
    expect(sheet.getRow(1).getCell(1).value).toBe('C0001');
    expect(sheet.getRow(2).getCell(2).value).toBe('Asset ID Code and Type of code');
    const rows = rowsOf(sheet);
    expect(rows.map((r) => r.C0040)).toEqual([`ISIN/${TOTAL}`, `ISIN/${FUND}`, `ISIN/${BOND}`]);
    const total = rows.reduce((sum, r) => sum + (r.C0170 as number), 0);
    expect(total).toBeCloseTo(perimeterValue, 2);
    expect(rows[2]!.C0090).toBe('Unit-linked or index-linked'); // the UC compartment
    const assets = workbook.getWorksheet('SE.06.02.16.02')!;
    expect((assets.getRow(1).values as unknown[]).slice(-4)).toEqual([
      'EC0231',
      'EC0271',
      'EC0291',
      'EC0381',
    ]);
    // C0292 from the look-through's statuses: the fund's composition was read.
    const fund = rowsOf(assets).find((r) => r.C0040 === `ISIN/${FUND}`)!;
    expect(fund.C0292).toBe('Full look-through');
    expect(fund.C0310).toBe('Not a participation');
  });

  it('looks the fund through in S.06.03, adding up to its 2,000', async () => {
    const { workbook } = await download();
    const rows = rowsOf(workbook.getWorksheet('S.06.03.01.01')!);
    expect(rows.every((r) => r.C0010 === `ISIN/${FUND}`)).toBe(true);
    const apple = rows.find((r) => r.C0030 === 'Listed equity')!;
    expect(apple.C0050).toBe('Foreign');
    expect(apple.C0060).toBeCloseTo(1200, 6);
    expect(rows.reduce((sum, r) => sum + (r.C0060 as number), 0)).toBeCloseTo(2000, 6);
  });

  it('measures S.09.01 from the opening inventory; lists every finding in « Contrôles »', async () => {
    const { workbook } = await download();
    const income = rowsOf(workbook.getWorksheet('S.09.01.01.01')!);
    // The workbook shows the 2.10.0 member's label (members.ts).
    const equity = income.find((r) => r.C0040 === 'Equity instruments')!;
    expect(equity.C0110).toBeCloseTo(100, 6); // 1,000 − 900
    const checks = workbook.getWorksheet('Contrôles')!;
    expect(checks.getRow(1).getCell(1).value).toBe('Contrôle');
    // The fixture's referential has no issuer data: each missing cell is reported, in French.
    const found: string[] = [];
    checks.eachRow((row, n) => {
      if (n > 1)
        found.push(`${row.getCell(1).value} ${row.getCell(2).value} ${row.getCell(10).value}`);
    });
    expect(found.some((f) => f.startsWith('MANDATORY_CELL Bloquant') && f.includes('C0200'))).toBe(
      true,
    );
    expect(found.some((f) => f.startsWith('TOTAL_ASSETS'))).toBe(false);
    expect(found.some((f) => f.startsWith('FUND_LOOK_THROUGH'))).toBe(false);
    const readme = workbook.getWorksheet('Lisez-moi')!;
    const text: string[] = [];
    readme.eachRow((row) => text.push(String(row.getCell(2).value ?? '')));
    expect(text.some((line) => line.includes('01/01/2024 au 31/12/2024'))).toBe(true);
    // Blocking findings (the fixture's missing issuers): « Non déposable » at the top.
    expect(text.some((line) => line.startsWith('Non déposable : le superviseur rejetterait'))).toBe(
      true,
    );
    expect(text.some((line) => line.includes('31/12/2023'))).toBe(true);
  });

  it('leaves the ECB columns out with bceColumns=false', async () => {
    const { workbook } = await download('?bceColumns=false');
    expect(workbook.getWorksheet('SE.06.02.16.02')).toBeUndefined();
    const assets = workbook.getWorksheet('S.06.02.01.02')!;
    expect((assets.getRow(1).values as unknown[]).some((v) => String(v).startsWith('EC'))).toBe(
      false,
    );
  });

  it('refuses a bad date or option in French (400)', async () => {
    const bad = await t.call('analyste', 'GET', '/api/reporting/qrt?beginDateQrts0901=2024-13-45');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('beginDateQrts0901');
    const late = await t.call('analyste', 'GET', '/api/reporting/qrt?beginDateQrts0901=2025-01-15');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain('doit précéder la date de valorisation');
    const option = await t.call('analyste', 'GET', '/api/reporting/qrt?bceColumns=peut-etre');
    expect(option.statusCode).toBe(400);
  });

  it('answers the checks as JSON for the export panel: counts, severities, rules (issue 36)', async () => {
    const response = await t.call('analyste', 'GET', '/api/reporting/qrt-checks');
    expect(response.statusCode, response.body).toBe(200);
    const checks = response.json();
    // The fixture's referential has no issuer data: blocking mandatory cells, not filable.
    expect(checks.blocking).toBeGreaterThan(0);
    expect(checks.findings.length).toBe(checks.blocking + checks.warnings);
    expect(checks.findings[0].severity).toBe('blocking');
    expect(checks.findings).toContainEqual(
      expect.objectContaining({
        check: 'MANDATORY_CELL',
        severity: 'blocking',
        table: 'SE.06.02.16.02',
        column: 'C0200',
        rule: null,
      }),
    );
    const bad = await t.call('analyste', 'GET', '/api/reporting/qrt-checks?bceColumns=non');
    expect(bad.statusCode).toBe(400);
  });

  it('needs the solvency right (403)', async () => {
    expect((await t.call('lecteur', 'GET', '/api/reporting/qrt')).statusCode).toBe(403);
    expect((await t.call('lecteur', 'GET', '/api/reporting/qrt-checks')).statusCode).toBe(403);
  });
});
