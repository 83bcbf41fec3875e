import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { computedPerimeters, lookthroughInstruments, lookthroughLines } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import {
  FIXTURE_PERIMETER as perimeter,
  FUND,
  insertLookThroughFixture,
  VALUATION_DATE as DATE,
} from '../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The fixture's fund reports Apple at 60 % and the bond at 30 %: 10 % of its value is not
 * accounted for. By hand: Apple 2,000 × 0.6 = 1,200 (USD 1,248 at 1.04), bond
 * 2,000 × 0.3 = 600, residual 200; total 3,500; seen through 1,000 + 1,200 + 600 + 500
 * = 3,300.
 */
describe.each(testDatabaseKinds())('transparisation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.3 });
  });
  afterAll(() => t.close());

  const call: TestApp['call'] = (...args) => t.call(...args);
  const transparise = (login = 'analyste', extra: object = {}) =>
    call(login, 'POST', '/api/inventory/computation', { ...perimeter, ...extra });

  it('looks the perimeter through, stores its lines and answers its id and total', async () => {
    const token = crypto.randomUUID();
    const response = await transparise('analyste', { progressToken: token });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.globalMarketValuation).toBeCloseTo(3500, 6);
    expect(body.lineCount).toBe(5);
    expect(body.globalSCRMarketResult).toBeNull();
    const id = body.perimeter.perimeterID;

    const total = await call(
      'analyste',
      'GET',
      `/api/inventory/global-market-valuation/?perimeterID=${id}`,
    );
    expect(total.json()).toBeCloseTo(3500, 6);

    const progress = await call('analyste', 'GET', `/api/jobs/${token}`);
    expect(progress.json()).toMatchObject({ stage: 'done', percent: 100, label: 'Terminé' });
    expect((await call('lecteur', 'GET', `/api/jobs/${token}`)).statusCode).toBe(404);

    // Spec §4 Transparisation 1: the perimeter was saved first.
    const saved = await call('analyste', 'GET', '/api/prisme/perimeter');
    expect(saved.json()).toMatchObject({ compartments: ['GEN', 'UC'], valuationDate: DATE });
  });

  it('leaves the saved perimeter as it was when it refuses the computation (issue 41 §7)', async () => {
    expect((await transparise()).statusCode).toBe(200);
    const before = (await call('analyste', 'GET', '/api/prisme/perimeter')).json();
    expect(before).toMatchObject({ valuationDate: DATE });
    for (const refused of [
      { valuationDate: null },
      { compartments: [] },
      { lookThroughLevel: null },
    ]) {
      const response = await transparise('analyste', refused);
      expect(response.statusCode, JSON.stringify(refused)).toBe(400);
      expect(response.json().message).toContain('Le périmètre est incomplet');
      expect((await call('analyste', 'GET', '/api/prisme/perimeter')).json()).toEqual(before);
    }
  });

  it('gives the indicators of the stored look-through', async () => {
    const id = (await transparise()).json().perimeter.perimeterID;
    const summary = (await call('analyste', 'GET', `/api/inventory/${id}/summary`)).json();
    expect(summary).toMatchObject({ perimeterID: id, rolename: 'Client.DEMO1', lineCount: 5 });
    expect(summary.totalMarketValuation).toBeCloseTo(3500, 6);
    expect(summary.lookedThroughShare).toBeCloseTo(3300 / 3500, 9);
    const residual = summary.breakdowns.status.find((s: { key: string }) => s.key === 'residual');
    expect(residual.marketValue).toBeCloseTo(200, 6);
    // « Par portefeuille » names each portfolio by its label (issue 40 §6).
    const portfolio = summary.byPortfolio.find((p: { code: string }) => p.code === 'P-VIE');
    expect(portfolio.name).toBe('Actif général vie');
  });

  it('answers the lines through OData, filtered, with their fund path', async () => {
    const id = (await transparise()).json().perimeter.perimeterID;
    const response = await call(
      'analyste',
      'GET',
      `/api/inventory/${id}/odata/hierarchical_positions?$filter=IsinCode eq 'US0378331005'&$count=true`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['odata-count']).toBe('1');
    const [apple] = response.json();
    expect(apple).toMatchObject({
      PortfolioCode: 'P-VIE',
      CompartmentCode: 'GEN',
      RootCode: FUND,
      FundPath: FUND,
      ParentFundCode: FUND,
      Depth: 1,
      QuotationCurrency: 'USD',
      LookThroughStatus: 'looked_through',
    });
    expect(apple.MarketValueRc).toBeCloseTo(1200, 6);
    expect(apple.MarketValueQc).toBeCloseTo(1248, 6);
    expect(apple.Weight).toBeCloseTo(1200 / 3500, 9);

    const bad = await call(
      'analyste',
      'GET',
      `/api/inventory/${id}/odata/hierarchical_positions?$filter=Password eq 'x'`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Password/);
  });

  it("keeps another client's perimeter out of reach, whatever the query", async () => {
    const id = (await transparise()).json().perimeter.perimeterID;
    for (const url of [
      `/api/inventory/${id}/summary`,
      `/api/inventory/global-market-valuation/?perimeterID=${id}`,
      `/api/inventory/${id}/odata/hierarchical_positions?$filter=PortfolioCode eq 'P-VIE'`,
      `/api/reporting/lookthrough?perimeterID=${id}`,
    ]) {
      const response = await call('lecteur', 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('P-VIE');
    }
    expect((await transparise('lecteur')).statusCode).toBe(403);
  });

  it('replaces the user’s earlier look-through', async () => {
    const first = (await transparise()).json().perimeter.perimeterID;
    const second = (await transparise()).json().perimeter.perimeterID;
    expect((await call('analyste', 'GET', `/api/inventory/${first}/summary`)).statusCode).toBe(404);
    // Its lines and instruments are purged after the commit, in the background; the new
    // look-through keeps its own.
    const rowsOf = async (perimeterId: string) => ({
      lines: (
        await t.db
          .select()
          .from(lookthroughLines)
          .where(eq(lookthroughLines.perimeterId, perimeterId))
      ).length,
      instruments: (
        await t.db
          .select()
          .from(lookthroughInstruments)
          .where(eq(lookthroughInstruments.perimeterId, perimeterId))
      ).length,
    });
    await vi.waitFor(async () => expect(await rowsOf(first)).toEqual({ lines: 0, instruments: 0 }));
    expect(await rowsOf(second)).toEqual({ lines: 5, instruments: 5 });
    expect((await call('analyste', 'GET', `/api/inventory/${second}/summary`)).statusCode).toBe(
      200,
    );
  });

  it('refuses an incomplete perimeter in French and stores nothing', async () => {
    const before = await t.db.select().from(computedPerimeters);
    const response = await transparise('analyste', { compartments: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Le périmètre est incomplet : choisissez au moins un compartiment.',
    );
    expect(await t.db.select().from(computedPerimeters)).toEqual(before);
  });

  it('lists the direct positions of the perimeter', async () => {
    const response = await call('analyste', 'POST', '/api/inventory/positions', perimeter);
    const rows = response.json();
    expect(rows).toHaveLength(3);
    expect(rows.find((r: { securityCode: string }) => r.securityCode === FUND)).toMatchObject({
      isFund: true,
      securityName: 'Fonds Actions Monde',
      marketValueRc: 2000,
    });
  });

  it('exports the lines as a workbook whose total is the perimeter’s', async () => {
    await transparise();
    const response = await call('analyste', 'GET', '/api/reporting/lookthrough');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'Transparisation_Client.DEMO1_20241231.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Lignes')!;
    const header = sheet.getRow(1).values as unknown[];
    const valueColumn = header.indexOf('Valeur de marché (devise de référence)');
    let total = 0;
    sheet.eachRow((row, n) => {
      if (n > 1) total += Number(row.getCell(valueColumn).value);
    });
    expect(sheet.rowCount).toBe(6);
    expect(total).toBeCloseTo(3500, 6);
    // Every line keeps its column's French format (amounts, shares).
    const weightColumn = header.indexOf('Poids');
    for (let n = 2; n <= 6; n++) {
      expect(sheet.getRow(n).getCell(valueColumn).numFmt).toBe('#,##0.00');
      if (weightColumn > 0) expect(sheet.getRow(n).getCell(weightColumn).numFmt).toBe('0.00%');
    }
    expect(workbook.getWorksheet('Synthèse')!.getCell('B10').value).toBeCloseTo(3500, 6);
  });
});
