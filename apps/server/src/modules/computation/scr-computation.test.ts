import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  lookthroughInstruments,
  lookthroughLines,
  lookthroughPaths,
  lookthroughRoots,
  scrParameterGroups,
  scrLineResults,
} from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import {
  APPLE,
  FIXTURE_PERIMETER as perimeter,
  TOTAL,
  insertLookThroughFixture,
  VALUATION_DATE,
} from '../../test/fixtures/look-through';
import { REGULATORY_DEFAULT_PARAMETERS } from '@prisme/domain';
import { insertScrMarketData } from '../../test/fixtures/scr-market';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The fixture's fund is 60 % Apple (a listed USD equity) and 40 % a euro bond. Looked
 * through, the perimeter holds type 1 equities TotalEnergies 1,000 and Apple 1,200.
 * By hand, with the symmetric adjustment of +1.5 %:
 * - equity (Art. 169(1)(c), 172): (39 % + 1.5 %) × 2,200 = 891;
 * - currency (Art. 188(3)-(4)): 25 % × 1,200 (the USD exposure) = 300.
 */
describe.each(testDatabaseKinds())('SCR computation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
    await insertScrMarketData(
      t.db,
      VALUATION_DATE,
      0.015,
      (maturity) => 0.022 + (maturity - 1) * 0.0003,
    );
  });
  afterAll(() => t.close());

  const call: TestApp['call'] = (...args) => t.call(...args);
  const computeScr = (login = 'analyste', extra: object = {}) =>
    call(login, 'POST', '/api/inventory/computation', {
      ...perimeter,
      computeSCR: true,
      ...extra,
    });

  it('computes the SCR of the look-through and answers it with the perimeter id', async () => {
    const response = await computeScr();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.globalMarketValuation).toBeCloseTo(3500, 6);
    expect(body.globalSCRMarketResult).toBeGreaterThan(0);

    const result = await call(
      'analyste',
      'GET',
      `/api/solvency/results?perimeterID=${body.perimeter.perimeterID}`,
    );
    expect(result.statusCode).toBe(200);
    const scr = result.json();
    expect(scr.globalSCRMarketResult).toBeCloseTo(body.globalSCRMarketResult, 6);
    expect(scr.submodules.equity).toBeCloseTo(891, 6);
    expect(scr.submodules.currency).toBeCloseTo(300, 6);
    expect(scr.symmetricAdjustment).toBe(0.015);
    expect(scr.yieldCurve).toEqual({ id: 'EUR_RFR_NO_VA', date: VALUATION_DATE, synthetic: false });
    // Diversification never adds capital (Art. 164): the total is at most the sum.
    expect(scr.globalSCRMarketResult).toBeLessThanOrEqual(scr.undiversified + 1e-9);
    expect(scr.diversification).toBeCloseTo(scr.undiversified - scr.globalSCRMarketResult, 6);
  });

  it('retires the results it replaces at once and purges their rows after the commit', async () => {
    const first = (await computeScr()).json().perimeter.perimeterID as string;
    const second = (await computeScr()).json().perimeter.perimeterID as string;
    const url = (id: string) => `/api/solvency/results?perimeterID=${id}`;
    expect((await call('analyste', 'GET', url(first))).statusCode).toBe(404);
    expect((await call('analyste', 'GET', url(second))).statusCode).toBe(200);
    const rowsOf = async (id: string) =>
      Promise.all(
        [
          lookthroughLines,
          lookthroughInstruments,
          lookthroughRoots,
          lookthroughPaths,
          scrLineResults,
        ].map(
          async (table) =>
            (await t.db.select().from(table).where(eq(table.perimeterId, id))).length,
        ),
      );
    await vi.waitFor(async () => expect(await rowsOf(first)).toEqual([0, 0, 0, 0, 0]));
    // Three positions, one of them the fund (two paths: held directly, through the fund);
    // its weights add up to 1, so four lines and instruments, each with its SCR line.
    expect(await rowsOf(second)).toEqual([4, 4, 3, 2, 4]);
  });

  it('explains each line and its Euler contributions add up to the SCR', async () => {
    const body = (await computeScr()).json();
    const id = body.perimeter.perimeterID;
    const lines = (
      await call(
        'analyste',
        'GET',
        `/api/inventory/${id}/odata/hierarchical_positions?$select=IsinCode,ScrEquity,ScrEquityLoss,ScrContribution`,
      )
    ).json();
    const apple = lines.find((l: { IsinCode: string }) => l.IsinCode === APPLE);
    expect(apple.ScrEquity).toBe('type1');
    expect(apple.ScrEquityLoss).toBeCloseTo(0.405 * 1200, 6); // Art. 169(1)(c) + SA
    const sum = lines.reduce(
      (s: number, l: { ScrContribution: number }) => s + l.ScrContribution,
      0,
    );
    expect(sum).toBeCloseTo(body.globalSCRMarketResult, 6);
  });

  it('exports the SCR workbook with the total of the page', async () => {
    const body = (await computeScr()).json();
    const response = await call('analyste', 'GET', '/api/reporting/scr-excel');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'SCR_marche_Client.DEMO1_20241231.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet('Synthèse')!;
    let scrCell: unknown;
    summary.eachRow((row) => {
      if (row.getCell(1).value === 'SCR marché') scrCell = row.getCell(2).value;
    });
    expect(scrCell).toBeCloseTo(body.globalSCRMarketResult, 6);
    const lines = workbook.getWorksheet('Lignes')!;
    expect(lines.rowCount).toBe(5); // header + 4 lines
    const header = lines.getRow(1).values as unknown[];
    const shocks: number[] = [];
    lines.eachRow((row, n) => {
      if (n > 1 && row.getCell(header.indexOf('Code')).value === APPLE)
        shocks.push(Number(row.getCell(header.indexOf('Choc actions')).value));
    });
    expect(shocks).toHaveLength(1);
    expect(shocks[0]).toBeCloseTo(0.405, 9);
  });

  it('needs the solvency right', async () => {
    expect((await computeScr('lecteur')).statusCode).toBe(403);
    const id = (await computeScr()).json().perimeter.perimeterID;
    expect(
      (await call('lecteur', 'GET', `/api/solvency/results?perimeterID=${id}`)).statusCode,
    ).toBe(403);
  });

  it('refuses in French a date without the EIOPA symmetric adjustment, and keeps the last results', async () => {
    const before = (await computeScr()).json().perimeter.perimeterID;
    const response = await computeScr('analyste', { valuationDate: '2023-06-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/ajustement symétrique EIOPA/);
    const still = await call('analyste', 'GET', `/api/solvency/results?perimeterID=${before}`);
    expect(still.statusCode).toBe(200);
  });

  // Issue 7: the computation takes the user's saved parameters and lists.
  it('uses the saved stresses: a type 1 stress of 49 % gives (49 % + 1.5 %) × 2,200 = 1,111', async () => {
    const {
      stressRange: _range,
      financialInstitutionInOwnFundTreshold: _threshold,
      ...visible
    } = REGULATORY_DEFAULT_PARAMETERS.equity;
    const saved = await call('analyste', 'PUT', '/api/parameters/scr-equity', {
      ...visible,
      type1Stress: 0.49,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = (await computeScr()).json().perimeter.perimeterID;
    const scr = (await call('analyste', 'GET', `/api/solvency/results?perimeterID=${id}`)).json();
    expect(scr.submodules.equity).toBeCloseTo(1111, 6);
    await call('analyste', 'PUT', '/api/parameters/scr-equity', visible);
  });

  it('computes with the interest-rate defaults once saved, and with a curve saved empty before the check', async () => {
    const saved = await call('analyste', 'PUT', '/api/parameters/scr-interest-rate', {
      ...REGULATORY_DEFAULT_PARAMETERS.interestRate,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await computeScr()).statusCode).toBe(200);
    // A group stored with an empty curve (before the server checked it) takes the EIOPA
    // reference curve of the date instead of failing.
    await t.db
      .update(scrParameterGroups)
      .set({ values: { ...REGULATORY_DEFAULT_PARAMETERS.interestRate, yieldCurveID: '' } })
      .where(eq(scrParameterGroups.groupName, 'interestRate'));
    const computed = await computeScr();
    expect(computed.statusCode, computed.body).toBe(200);
  });

  it('moves a strategic participation to its bucket: 22 % × 1,000 + 40.5 % × 1,200 = 706', async () => {
    const saved = await call('analyste', 'PUT', '/api/parameters/strategic-parameters', {
      rolename: 'Client.DEMO1',
      strategicParticipations: [
        {
          code: TOTAL,
          denomination: 'TotalEnergies',
          codeCIC: '31',
          qrtAdjEqMethVal: null,
          portfolioCode: '*',
          compartmentCode: '*',
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = (await computeScr()).json().perimeter.perimeterID;
    const scr = (await call('analyste', 'GET', `/api/solvency/results?perimeterID=${id}`)).json();
    // Art. 169(1)(a), 171: 22 % without the symmetric adjustment.
    expect(scr.submodules.equity).toBeCloseTo(706, 6);
    const [total] = (
      await call(
        'analyste',
        'GET',
        `/api/inventory/${id}/odata/hierarchical_positions?$filter=IsinCode eq '${TOTAL}'&$select=ScrEquity`,
      )
    ).json();
    expect(total.ScrEquity).toBe('strategic1');
    await call('analyste', 'PUT', '/api/parameters/strategic-parameters', {
      rolename: 'Client.DEMO1',
      strategicParticipations: [],
    });
  });
});
