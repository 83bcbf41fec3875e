import ExcelJS from 'exceljs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImpactResult } from '@prisme/domain';
import { positions, scrResults, userRights, users, yieldCurvePoints } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import {
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
  TOTAL,
  VALUATION_DATE,
} from '../../test/fixtures/look-through';
import { insertScrMarketData } from '../../test/fixtures/scr-market';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * « Impact 2027 » through the API (issue 37 §3): computed with the SCR in the same job,
 * stored beside it, read and exported within the caller's clients, kept by an archive.
 * The fixture's look-through (computation/scr-computation.test.ts): TotalEnergies 1,000,
 * Apple 1,200 (USD) and two euro bond lines, on 31/12/2024.
 */
describe.each(testDatabaseKinds())('« Impact 2027 » on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
    await insertScrMarketData(t.db, VALUATION_DATE, 0.015, (m) => 0.022 + (m - 1) * 0.0003);
    // TotalEnergies held on the last date of the 2016 rules and after the 2027 ones apply.
    for (const date of ['2026-12-31', '2027-02-26', '2027-03-31']) {
      await t.db.insert(positions).values({
        roleCode: 'Client.DEMO1',
        portfolioCode: 'P-VIE',
        compartmentCode: 'GEN',
        valuationDate: date,
        securityCode: TOTAL,
        quantity: 10,
        quotationCurrency: 'EUR',
        marketValueQc: 1_000,
        marketValueRc: 1_000,
      });
      if (date !== '2027-02-26') await insertScrMarketData(t.db, date, 0.015, () => 0.025);
    }
    // The last curve of the former method, then the first of the 2027 method (Art. 77a,
    // note §2.9), without a new SA.
    for (const [curveDate, rate] of [
      ['2027-01-29', 0.026],
      ['2027-01-30', 0.027],
    ] as const)
      await t.db.insert(yieldCurvePoints).values(
        Array.from({ length: 30 }, (_, i) => ({
          curveId: 'EUR_RFR_NO_VA',
          currency: 'EUR',
          curveDate,
          maturity: i + 1,
          rate,
        })),
      );
  });
  afterAll(() => t.close());

  const compute = async (extra: object = {}, login = 'analyste') => {
    const response = await t.call(login, 'POST', '/api/inventory/computation', {
      ...perimeter,
      computeSCR: true,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().perimeter.perimeterID as string;
  };
  const get = (path: string, login = 'analyste') => t.call(login, 'GET', path);
  const scrOf = async (id: string) => (await get(`/api/solvency/results?perimeterID=${id}`)).json();
  const impactOf = async (id: string) =>
    (await get(`/api/solvency/impact?perimeterID=${id}`)).json() as ImpactResult;
  const solvencyRight = async (login: string, solvency: boolean) => {
    const account = await t.accountIdOf(login);
    const user = t.db.select({ id: users.id }).from(users).where(eq(users.accountId, account));
    await t.db.update(userRights).set({ solvency }).where(inArray(userRights.userId, user));
  };
  const sum = (rows: { from: number; to: number; difference: number }[]) =>
    rows.reduce((s, r) => s + r.difference, 0);

  it('takes the rule set of the valuation date: SII-2016 on 31/12/2026, SII-2027 on 31/03/2027', async () => {
    for (const [date, expected] of [
      ['2026-12-31', 'SII-2016'],
      ['2027-03-31', 'SII-2027'],
    ] as const) {
      const id = await compute({ valuationDate: date, compartments: ['GEN'] });
      const scr = await scrOf(id);
      expect(scr.ruleSetId).toBe(expected);
      expect(scr.valuationDate).toBe(date);
      // The 2027 curves (from 30/01/2027) carry the 2027 method: no warning then.
      expect(scr.warnings.some((w: string) => w.includes('Smith-Wilson'))).toBe(false);
    }
  });

  it('computes with the curves of the latest reference date, of the 2027 method from 30/01/2027', async () => {
    const scr = await scrOf(await compute({ valuationDate: '2027-02-26', compartments: ['GEN'] }));
    expect(scr.ruleSetId).toBe('SII-2027');
    expect(scr.yieldCurve).toEqual({ id: 'EUR_RFR_NO_VA', date: '2027-01-30', synthetic: false });
    expect(scr.symmetricAdjustment).toBe(0.015); // the reference of 31/12/2026
    expect(scr.warnings.some((w: string) => w.includes('Smith-Wilson'))).toBe(false);
  });

  it('computes under the rule set asked, and says when the curves are of the former method', async () => {
    const scr = await scrOf(await compute({ ruleSet: 'SII-2027' }));
    expect(scr.ruleSetId).toBe('SII-2027');
    expect(scr.ruleSet).toMatch(/2026\/269/);
    expect(scr.impact2027).toBeUndefined(); // computed without « Impact 2027 »
    expect(scr.warnings[0]).toMatch(/courbes EIOPA du 31\/12\/2024.*Smith-Wilson/);
  });

  it('reads a result stored before issue 37 as SII-2016', async () => {
    const id = await compute();
    await t.db
      .update(scrResults)
      .set({ result: sql`(${scrResults.result} - 'ruleSetId') - 'unverified'` })
      .where(eq(scrResults.perimeterId, id));
    const scr = await scrOf(id);
    expect(scr.ruleSetId).toBe('SII-2016');
    expect(scr.unverified).toEqual([]);
  });

  it('stores both rule sets side by side with the drivers of the difference', async () => {
    const id = await compute({ computeImpact2027: true });
    const scr = await scrOf(id);
    // The result says an impact exists, so pages ask for it only then (no 404 in a console).
    expect(scr.impact2027).toBe(true);
    const response = await get(`/api/solvency/impact?perimeterID=${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const impact = response.json() as ImpactResult;
    expect(impact).toMatchObject({
      perimeterID: id,
      rolename: 'Client.DEMO1',
      valuationDate: VALUATION_DATE,
      mainRuleSet: 'SII-2016',
    });
    // The main result is the SII-2016 one, on the same look-through.
    expect(impact.market.from).toBeCloseTo(scr.globalSCRMarketResult, 6);
    expect(impact.marketValuation).toBeCloseTo(3_500, 6);
    expect(impact.submodules.map((s) => s.key)).toEqual([
      'interestRate',
      'equity',
      'property',
      'spread',
      'concentration',
      'currency',
    ]);
    expect(impact.submodules[1]!.from).toBeCloseTo(891, 6); // 40.5 % × 2,200
    for (const rows of Object.values(impact.drivers).slice(0, 3))
      expect(sum(rows as ImpactResult['submodules'])).toBeCloseTo(impact.market.difference, 6);
    expect(impact.drivers.byCurrency.map((r) => r.key).sort()).toEqual(['EUR', 'USD']);
    expect(impact.drivers.topLines).toHaveLength(4);
    expect(impact.drivers.topLines.find((l) => l.code === TOTAL)).toMatchObject({
      label: 'TotalEnergies SE',
      portfolioCode: 'P-VIE',
      marketValue: 1_000,
    });
    expect(impact.curves.map((c) => c.currency)).toEqual(['EUR']);
    expect(impact.curves[0]!.maturities).toHaveLength(30);
    expect(impact.liabilities).toBeNull();
    expect(impact.warnings[0]).toMatch(/Smith-Wilson/);
    // The perimeter's SCR carries the same lines under the main set: its workbook is unchanged.
    expect(scr.ruleSetId).toBe('SII-2016');
  });

  it('puts the computation’s own rule set first and the other beside it', async () => {
    const id = await compute({ computeImpact2027: true, ruleSet: 'SII-2027' });
    const [scr, impact] = await Promise.all([scrOf(id), impactOf(id)]);
    expect(scr.ruleSetId).toBe('SII-2027');
    expect(impact.mainRuleSet).toBe('SII-2027');
    expect(impact.market.to).toBeCloseTo(scr.globalSCRMarketResult, 6);
  });

  it('exports the workbook, named by client and date', async () => {
    const id = await compute({ computeImpact2027: true });
    const impact = await impactOf(id);
    const response = await get(`/api/solvency/impact/workbook?perimeterID=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'Impact_2027_Client.DEMO1_20241231.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Synthèse',
      'Sous-modules',
      'Devises',
      'Échéances',
      'Portefeuilles',
      'Lignes',
      'Courbes',
      'Non vérifié',
    ]);
    let market: unknown[] = [];
    workbook.getWorksheet('Synthèse')!.eachRow((row) => {
      if (row.getCell(1).value === 'SCR marché') market = (row.values as unknown[]).slice(2, 5);
    });
    expect(market).toEqual([impact.market.from, impact.market.to, impact.market.difference]);
    expect(workbook.getWorksheet('Lignes')!.rowCount).toBe(1 + impact.drivers.topLines.length);
    expect(workbook.getWorksheet('Courbes')!.rowCount).toBe(1 + 30);
  });

  it('answers 404 without an impact, 403 without the solvency right, 404 for another client', async () => {
    const plain = await compute();
    const none = await get(`/api/solvency/impact?perimeterID=${plain}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(none.json().message).toMatch(/Impact 2027/);
    expect((await get(`/api/solvency/impact/workbook?perimeterID=${plain}`)).statusCode).toBe(404);
    expect((await get('/api/solvency/impact?perimeterID=nope')).statusCode).toBe(400);

    const id = await compute({ computeImpact2027: true });
    // lecteur works for Client.DEMO2 without the solvency right: refused.
    expect((await get(`/api/solvency/impact?perimeterID=${id}`, 'lecteur')).statusCode).toBe(403);
    await solvencyRight('lecteur', true);
    expect((await get(`/api/solvency/impact?perimeterID=${id}`, 'lecteur')).statusCode).toBe(404);
    expect(
      (await get(`/api/solvency/impact/workbook?perimeterID=${id}`, 'lecteur')).statusCode,
    ).toBe(404);
    // Nor may lecteur compute an impact of another client.
    const refused = await t.call('lecteur', 'POST', '/api/inventory/computation', {
      ...perimeter,
      computeImpact2027: true,
    });
    expect(refused.statusCode).toBe(403);
    await solvencyRight('lecteur', false);
  });

  it('keeps the impact with an archive, in its history, once the user computes again', async () => {
    const id = await compute({ computeImpact2027: true });
    const impact = await impactOf(id);
    const archived = await t.call('analyste', 'POST', '/api/archive', {
      perimeterID: id,
      name: 'Impact 2027 décembre',
      category: 'Officiel',
      simulation: false,
      scr: true,
      esg: false,
      riskLiquidity: false,
    });
    expect(archived.statusCode, archived.body).toBe(201);
    await compute();
    expect(await impactOf(id)).toEqual(impact);
    const history = (
      await get('/api/archive/history?rolename=Client.DEMO1&category=Officiel')
    ).json();
    const point = history.points.find((p: { perimeterID: string }) => p.perimeterID === id);
    expect(point.scr.ruleSetId).toBe('SII-2016');
    expect(point.scr.impact.from).toBeCloseTo(impact.market.from, 6);
    expect(point.scr.impact.to).toBeCloseTo(impact.market.to, 6);
  });
});
