import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESG_THEMES } from '@prisme/domain';
import { esgNoteExceptions, esgResults, esgScores, positions } from '../../db/schema';
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
 * The look-through fixture: TotalEnergies 1,000 and the bond 500 held directly; through
 * the fund, Apple 1,200, the bond 600 and an unreported 200. By hand, TotalEnergies' issuer
 * scored 6 on every theme, Apple's 8, the bond forced to 2 by the client:
 * eligible 3,500, covered 3,300; score (1,000 × 6 + 1,200 × 8 + 1,100 × 2) / 3,300 =
 * 17,800 / 3,300 = 5.393939 → BBB; forced share 1,100 / 3,300.
 */
describe.each(testDatabaseKinds())('ESG computation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.3 });
    await linkFixtureIssuers(t.db);
    const scored = (issuerCode: string, score: number) =>
      ESG_THEMES.map((theme) => ({
        issuerCode,
        themeId: theme.id,
        pillar: theme.pillar,
        score,
        asOf: VALUATION_DATE,
      }));
    await t.db.insert(esgScores).values([...scored('I-TOTAL', 6), ...scored('I-APPLE', 8)]);
    await t.db.insert(esgNoteExceptions).values({
      roleCode: 'Client.DEMO1',
      code: BOND,
      position: 0,
      denomination: 'Obligation XS 2029',
      codeCic: 'XL22',
      note: 2,
    });
  });
  afterAll(() => t.close());

  const computedPerimeterId = async (): Promise<string> =>
    (
      await t.call('analyste', 'POST', '/api/inventory/computation', {
        ...perimeter,
        computeESG: true,
      })
    ).json().perimeter.perimeterID;

  it('computes the ESG analysis of the look-through and answers it by perimeter', async () => {
    const computed = await t.call('analyste', 'POST', '/api/inventory/computation', {
      ...perimeter,
      computeESG: true,
    });
    expect(computed.statusCode, computed.body).toBe(200);
    const id = computed.json().perimeter.perimeterID;
    const response = await t.call('analyste', 'GET', `/api/esg/results?perimeterID=${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.portfolio.eligibleValue).toBeCloseTo(3500, 6);
    expect(result.portfolio.coveredValue).toBeCloseTo(3300, 6);
    expect(result.portfolio.coverage).toBeCloseTo(3300 / 3500, 12);
    expect(result.portfolio.score).toBeCloseTo(17800 / 3300, 12);
    expect(result.portfolio.letter).toBe('BBB');
    expect(result.forcedShare).toBeCloseTo(1100 / 3300, 12);
    // Pillars leave the forced bond out: (1,000 × 6 + 1,200 × 8) / 2,200.
    expect(result.pillars.E).toBeCloseTo(15600 / 2200, 12);
    expect(result.worstContributors[0]).toMatchObject({ code: BOND, score: 2 });
    expect(result.temperature.mid.S1S2.WATS.score).toBeCloseTo(3.2, 12); // no targets: default
    expect(result.temperature.mid.S1S2.WATS.defaultInfluence).toBeCloseTo(1, 12);
  });

  it('drills down to the lines: each line its status, its score where scored', async () => {
    const id = await computedPerimeterId();
    const response = await t.call(
      'analyste',
      'GET',
      `/api/inventory/${id}/odata/hierarchical_positions?$select=IsinCode,MarketValueRc,EsgStatus,EsgScore,EsgLetter&$filter=EsgStatus eq 'forced'`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const forced = response.json();
    // The bond held directly (500) and through the fund (600).
    expect(forced).toHaveLength(2);
    for (const line of forced)
      expect(line).toMatchObject({ IsinCode: BOND, EsgScore: 2, EsgLetter: 'B' });
    const all = (
      await t.call(
        'analyste',
        'GET',
        `/api/inventory/${id}/odata/hierarchical_positions?$select=IsinCode,EsgStatus,EsgScore`,
      )
    ).json();
    const apple = all.find((l: { IsinCode: string }) => l.IsinCode === APPLE);
    expect(apple).toMatchObject({ EsgStatus: 'issuer', EsgScore: 8 });
    const unreported = all.filter((l: { EsgStatus: string }) => l.EsgStatus === 'uncovered');
    expect(unreported.every((l: { EsgScore: number | null }) => l.EsgScore === null)).toBe(true);
    const result = (await t.call('analyste', 'GET', `/api/esg/results?perimeterID=${id}`)).json();
    // The breakdown by portfolio: one portfolio, the whole analysis.
    expect(result.breakdowns.portfolio).toHaveLength(1);
    expect(result.breakdowns.portfolio[0].coveredValue).toBeCloseTo(3300, 6);
    expect(result.breakdowns.portfolio[0].score).toBeCloseTo(17800 / 3300, 12);
  });

  it('exports the ESG workbook: the score of the page, each line its source', async () => {
    const id = await computedPerimeterId();
    const response = await t.call('analyste', 'GET', `/api/reporting/esg-excel?perimeterID=${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('Analyse_ESG_Client.DEMO1_');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    let score: unknown;
    workbook.getWorksheet('Synthèse')!.eachRow((row) => {
      if (row.getCell(1).value === 'Score ESG (sur 10)') score = row.getCell(2).value;
    });
    expect(score).toBeCloseTo(17800 / 3300, 12);
    const lines = workbook.getWorksheet('Lignes')!;
    const header = lines.getRow(1).values as unknown[];
    const sources: unknown[] = [];
    lines.eachRow((row, n) => {
      if (n > 1 && row.getCell(header.indexOf('Code')).value === BOND)
        sources.push(row.getCell(header.indexOf('Statut ESG')).value);
    });
    expect(sources).toEqual(['Notation forcée', 'Notation forcée']);
    expect(
      (await t.call('lecteur', 'GET', `/api/reporting/esg-excel?perimeterID=${id}`)).statusCode,
    ).toBe(403);
  });

  it('keeps the analysis from another client and from users without the ESG right', async () => {
    const id = await computedPerimeterId();
    expect((await t.call('lecteur', 'GET', `/api/esg/results?perimeterID=${id}`)).statusCode).toBe(
      403,
    );
    const stored = await t.db.select().from(esgResults).where(eq(esgResults.perimeterId, id));
    expect(stored).toHaveLength(1);
    expect(
      (
        await t.call('lecteur', 'POST', '/api/inventory/computation', {
          ...perimeter,
          computeESG: true,
        })
      ).statusCode,
    ).toBe(403);
  });

  // Last: it adds a short position to the fixture.
  it('makes a negative line of a scored security « short », unscored, in the lines', async () => {
    await t.db.insert(positions).values({
      roleCode: 'Client.DEMO1',
      portfolioCode: 'P-VIE',
      compartmentCode: 'UC',
      valuationDate: VALUATION_DATE,
      securityCode: TOTAL,
      quantity: -3,
      quotationCurrency: 'EUR',
      marketValueQc: -300,
      marketValueRc: -300,
    });
    const id = await computedPerimeterId();
    const lines = (
      await t.call(
        'analyste',
        'GET',
        `/api/inventory/${id}/odata/hierarchical_positions?$select=IsinCode,MarketValueRc,EsgStatus,EsgScore,EsgLetter&$filter=IsinCode eq '${TOTAL}'&$orderby=MarketValueRc`,
      )
    ).json();
    expect(lines).toEqual([
      { IsinCode: TOTAL, MarketValueRc: -300, EsgStatus: 'short', EsgScore: null, EsgLetter: null },
      expect.objectContaining({ IsinCode: TOTAL, MarketValueRc: 1000, EsgStatus: 'issuer' }),
    ]);
    const shorts = (
      await t.call(
        'analyste',
        'GET',
        `/api/inventory/${id}/odata/hierarchical_positions?$select=IsinCode&$filter=EsgStatus eq 'short'`,
      )
    ).json();
    expect(lines[1].EsgScore).toBeCloseTo(6, 12);
    expect(shorts).toEqual([{ IsinCode: TOTAL }]);
    const result = (await t.call('analyste', 'GET', `/api/esg/results?perimeterID=${id}`)).json();
    expect(result.byStatus.short).toEqual({ value: -300, lines: 1 });
  });
});
