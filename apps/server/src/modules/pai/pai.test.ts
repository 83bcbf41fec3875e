import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  climateData,
  paiData,
  paiResults,
  paiStatementTexts,
  positions,
  userRights,
  users,
} from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import {
  APPLE,
  BOND,
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
  linkFixtureIssuers,
  TOTAL,
  VALUATION_DATE,
} from '../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The look-through fixture (3,500 € of all investments): TotalEnergies 1,000 and the bond
 * 500 held directly; through the fund Apple 1,200, the bond 600 and an unreported 200.
 * PAI data by hand: TotalEnergies active in fossil fuels (reported), 40 % women on its
 * board; Apple not (estimated), 30 %; the bond's issuer has none. Climate: TotalEnergies
 * EVIC 100,000 M€, scopes 1+2 40 Mt, scope 3 360 Mt.
 */
describe.each(testDatabaseKinds())('PAI statement on %s', (kind) => {
  let t: TestApp;
  const datum = (subjectCode: string, metric: string, value: number, estimated = false) => ({
    subjectCode,
    metric,
    asOf: VALUATION_DATE,
    value,
    estimated,
  });
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.3 });
    await linkFixtureIssuers(t.db);
    await t.db
      .insert(paiData)
      .values([
        datum('I-TOTAL', 'fossilFuelSector', 1),
        datum('I-TOTAL', 'boardFemaleShare', 0.4),
        datum('I-APPLE', 'fossilFuelSector', 0, true),
        datum('I-APPLE', 'boardFemaleShare', 0.3),
      ]);
    await t.db.insert(climateData).values({
      issuerCode: 'I-TOTAL',
      asOf: VALUATION_DATE,
      scope12Emissions: 40_000_000,
      scope3Emissions: 360_000_000,
      revenue: 200_000,
      evic: 100_000,
    });
  });
  afterAll(() => t.close());

  const compute = async (body: Record<string, unknown> = {}) => {
    const response = await t.call('analyste', 'POST', '/api/inventory/computation', {
      ...perimeter,
      computeESG: true,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().perimeter.perimeterID as string;
  };
  const statement = async (id: string, login = 'analyste') =>
    t.call(login, 'GET', `/api/esg/pai?perimeterID=${id}`);
  const figure = (body: { result: { figures: { key: string }[] } }, key: string) =>
    body.result.figures.find((f) => f.key === key) as unknown as Record<string, number | null>;

  it('computes the statement with the ESG analysis: each figure, coverage, estimated share', async () => {
    const id = await compute();
    const response = await statement(id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.result.method).toBe('single');
    expect(body.result.dates).toEqual([VALUATION_DATE]);
    expect(body.result.allInvestments).toBeCloseTo(3500, 6);
    // PAI 4: TotalEnergies' 1,000 of 3,500; covered TotalEnergies and Apple, Apple estimated.
    expect(figure(body, '4').value).toBeCloseTo(1000 / 3500, 12);
    expect(figure(body, '4').coverage).toBeCloseTo(2200 / 3500, 12);
    expect(figure(body, '4').estimatedShare).toBeCloseTo(1200 / 2200, 12);
    // PAI 13: (0.4 × 1,000 + 0.3 × 1,200) / 3,500.
    expect(figure(body, '13').value).toBeCloseTo(760 / 3500, 12);
    // PAI 1 total: 1,000 € = 0.001 M€ over 100,000 M€ of EVIC × 400 Mt = 4 t; PAI 2 per M€.
    expect(figure(body, '1.total').value).toBeCloseTo(4, 9);
    expect(figure(body, '2').value).toBeCloseTo(4 / 0.0035, 9);
    expect(figure(body, '15').value).toBeNull(); // no sovereign
    expect(body.result.figures).toHaveLength(33);
    expect(body.previous).toBeNull();
    expect(body.texts).toEqual([]);
  });

  it('drills a figure down to its securities, their lines summed', async () => {
    const id = await compute();
    const response = await t.call(
      'analyste',
      'GET',
      `/api/esg/pai/lines?perimeterID=${id}&figure=4`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { lines } = response.json();
    const byCode = Object.fromEntries(lines.map((l: { code: string }) => [l.code, l]));
    expect(byCode[TOTAL]).toMatchObject({ status: 'covered', factor: 1, estimated: false });
    expect(byCode[TOTAL].contribution).toBeCloseTo(1000 / 3500, 12);
    expect(byCode[APPLE]).toMatchObject({ status: 'covered', factor: 0, estimated: true });
    // The bond, held directly and through the fund: two lines, no datum.
    expect(byCode[BOND], JSON.stringify(byCode[BOND])).toMatchObject({
      status: 'noData',
      lines: 2,
      factor: null,
    });
    expect(byCode[BOND].value).toBeCloseTo(1100, 6);
    const unknown = await t.call(
      'analyste',
      'GET',
      `/api/esg/pai/lines?perimeterID=${id}&figure=99`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Indicateur PAI inconnu/);
  });

  it('saves the explanations and actions, refusing bad texts in French with nothing saved', async () => {
    const id = await compute();
    const put = (texts: unknown[]) =>
      t.call('analyste', 'PUT', '/api/esg/pai/texts', { perimeterID: id, texts });
    const saved = await put([
      {
        figureKey: '4',
        explanation: 'Exposition portée par TotalEnergies.',
        actions: 'Dialogue actionnarial.',
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().texts).toEqual([
      {
        figureKey: '4',
        explanation: 'Exposition portée par TotalEnergies.',
        actions: 'Dialogue actionnarial.',
      },
    ]);
    const tooLong = await put([{ figureKey: '13', explanation: 'x'.repeat(4001), actions: '' }]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/limitée à 4 000 caractères/);
    expect(
      await t.db.select().from(paiStatementTexts).where(eq(paiStatementTexts.figureKey, '13')),
    ).toEqual([]);
    // The workbook carries them in Annex I's layout.
    const file = await t.call('analyste', 'GET', `/api/esg/pai/workbook?perimeterID=${id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /Declaration_PAI_Client\.DEMO1_20241231\.xlsx/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Déclaration PAI')!;
    const header = sheet.getRow(4).values as unknown[];
    expect(header.slice(1)).toEqual([
      'Indicateur d’incidence négative sur la durabilité',
      'Élément de mesure',
      'Incidences 2024',
      'Incidences 2023',
      'Explication',
      'Mesures prises, mesures prévues et cibles fixées pour la période de référence suivante',
    ]);
    let row4: unknown[] | undefined;
    sheet.eachRow((row) => {
      const values = row.values as unknown[];
      if (String(values[1] ?? '').startsWith('4. ')) row4 = values;
    });
    expect(row4![3]).toBeCloseTo(1000 / 3500, 12);
    expect(row4!.slice(5, 7)).toEqual([
      'Exposition portée par TotalEnergies.',
      'Dialogue actionnarial.',
    ]);
  });

  it('keeps a statement from another client (404) and from users without the ESG right (403)', async () => {
    const id = await compute();
    expect((await statement(id, 'lecteur')).statusCode).toBe(403);
    await t.db
      .update(userRights)
      .set({ esg: true })
      .where(
        eq(
          userRights.userId,
          sql`(select ${users.id} from ${users} where ${users.accountId} = ${await t.accountIdOf('lecteur')})`,
        ),
      );
    expect((await statement(id, 'lecteur')).statusCode).toBe(404);
    for (const url of [
      `/api/esg/pai/lines?perimeterID=${id}&figure=4`,
      `/api/esg/pai/workbook?perimeterID=${id}`,
    ])
      expect((await t.call('lecteur', 'GET', url)).statusCode).toBe(404);
    const put = await t.call('lecteur', 'PUT', '/api/esg/pai/texts', {
      perimeterID: id,
      texts: [{ figureKey: '4', explanation: 'intrus', actions: '' }],
    });
    expect(put.statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(paiStatementTexts)
        .where(eq(paiStatementTexts.explanation, 'intrus')),
    ).toEqual([]);
  });

  const holding = (valuationDate: string, securityCode: string, value: number) => ({
    roleCode: 'Client.DEMO1',
    portfolioCode: 'P-VIE',
    compartmentCode: 'GEN',
    valuationDate,
    securityCode,
    quantity: 10,
    quotationCurrency: 'EUR',
    marketValueQc: value,
    marketValueRc: value,
  });

  it('shows the previous year from the ESG archive of that date, with its texts kept', async () => {
    const id2024 = await compute();
    const archived = await t.call('analyste', 'POST', '/api/archive', {
      perimeterID: id2024,
      name: 'Clôture 2024',
      category: 'Officiel',
      simulation: false,
      scr: false,
      esg: true,
      riskLiquidity: false,
    });
    expect(archived.statusCode, archived.body).toBe(201);
    await t.db.insert(positions).values(holding('2025-12-31', TOTAL, 1000));
    const id2025 = await compute({ valuationDate: '2025-12-31' });
    const body = (await statement(id2025)).json();
    expect(body.result.method).toBe('single');
    expect(figure(body, '4').value).toBeCloseTo(1, 12); // TotalEnergies alone
    expect(body.previous).toMatchObject({
      archiveName: 'Clôture 2024',
      valuationDate: VALUATION_DATE,
    });
    expect(body.previous.values['4']).toBeCloseTo(1000 / 3500, 12);
    // « Analyse Historique » carries the archive's PAI figures (issue 38 §10).
    const history = await t.call(
      'analyste',
      'GET',
      '/api/archive/history?rolename=Client.DEMO1&category=Officiel',
    );
    expect(history.statusCode, history.body).toBe(200);
    const [point] = history.json().points;
    expect(point.esg.pai['4']).toBeCloseTo(1000 / 3500, 12);
    expect(point.esg.pai['13']).toBeCloseTo(760 / 3500, 12);
    // The archived perimeter keeps its statement after the later computations.
    expect(
      await t.db.select().from(paiResults).where(eq(paiResults.perimeterId, id2024)),
    ).toHaveLength(1);
  });

  // Last: it adds inventories at the quarter-ends of 2025.
  it('averages the four quarter-end impacts when the four inventories are there (Art. 6(3))', async () => {
    await t.db
      .insert(positions)
      .values([
        holding('2025-03-31', TOTAL, 1000),
        holding('2025-03-31', BOND, 1000),
        holding('2025-06-30', TOTAL, 1000),
        holding('2025-09-30', TOTAL, 1000),
        holding('2025-09-30', BOND, 3000),
      ]);
    const id = await compute({ valuationDate: '2025-12-31' });
    const body = (await statement(id)).json();
    expect(body.result.method).toBe('quarterly');
    expect(body.result.dates).toEqual(['2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31']);
    // PAI 4 each quarter: 1,000 / 2,000, 1,000 / 1,000, 1,000 / 4,000, 1,000 / 1,000.
    expect(figure(body, '4').atDates).toEqual([0.5, 1, 0.25, 1]);
    expect(figure(body, '4').value).toBeCloseTo((0.5 + 1 + 0.25 + 1) / 4, 12);
  });
});
