import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESG_THEMES } from '@prisme/domain';
import { esgScores, issuers, securities, sovereignData } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import {
  APPLE,
  BOND,
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
  TOTAL,
  VALUATION_DATE,
} from '../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 38 on the look-through fixture: TotalEnergies 1,000 and the bond 500 held
 * directly; through the fund, Apple 1,200, the bond 600 and an unreported 200.
 * - Apple's issuer scored 8 on every theme, Apple's ISIN 9: the ISIN's first (§1.4.3 item 2).
 * - TotalEnergies forced twice: once expired, once active with the letter BB alone
 *   (midpoint 5 × 10 / 14 = 25/7, §1.3) and a pillar E note of 3 (§1.4.1).
 * - The bond a French government bond: out of the corporate score, in the sovereigns'
 *   (§1.5.4 option (a)): France scored 7.5, emitting 400 Mt on a GDP of 2.8 M M€ and a
 *   PPP-adjusted GDP of 3.2 M M€ (PAI 15, PCAF §5.7).
 * By hand: corporate eligible 2,400, covered 2,200, score (1,000 × 25/7 + 1,200 × 9) / 2,200;
 * pillar E (1,000 × 3 + 1,200 × 9) / 2,200; sovereign 1,100 covered, 7.5, AA.
 */
describe.each(testDatabaseKinds())('ESG issue 38 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.3 });
    await t.db.insert(issuers).values([
      { code: 'I-TOTAL', name: 'TotalEnergies' },
      { code: 'I-APPLE', name: 'Apple' },
    ]);
    await t.db.update(securities).set({ issuerCode: 'I-TOTAL' }).where(eq(securities.code, TOTAL));
    await t.db.update(securities).set({ issuerCode: 'I-APPLE' }).where(eq(securities.code, APPLE));
    await t.db
      .update(securities)
      .set({ isGovernment: true, country: 'FR' })
      .where(eq(securities.code, BOND));
    const scored = (issuerCode: string, score: number, isin = '') =>
      ESG_THEMES.map((theme) => ({
        issuerCode,
        isin,
        themeId: theme.id,
        pillar: theme.pillar,
        score,
        asOf: VALUATION_DATE,
      }));
    await t.db.insert(esgScores).values([...scored('I-APPLE', 8), ...scored('I-APPLE', 9, APPLE)]);
    await t.db.insert(sovereignData).values({
      country: 'FR',
      asOf: VALUATION_DATE,
      esgScore: 7.5,
      ghgEmissions: 400_000_000,
      gdp: 2_800_000,
      gdpPpp: 3_200_000,
    });
  });
  afterAll(() => t.close());

  const entry = { code: TOTAL, denomination: 'TotalEnergies', codeCIC: '*' };
  const save = (noteExceptions: object[]) =>
    t.call('analyste', 'PUT', '/api/esg/note-exceptions', {
      rolename: 'Client.DEMO1',
      noteExceptions,
    });

  it('refuses overlapping ratings of one ISIN and a note off the scale, in French, writing nothing', async () => {
    const overlapping = await save([
      { ...entry, note: 1, validTo: '2024-12-31' },
      { ...entry, letter: 'BB', validFrom: '2024-06-30' },
    ]);
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.body).toContain('une seule notation forcée active par titre');
    const offScale = await save([{ ...entry, note: 55 }]);
    expect(offScale.statusCode).toBe(400);
    expect(offScale.body).toContain('la note doit être comprise entre 0 et 10');
    const badLetter = await save([{ ...entry, letter: 'ZZ' }]);
    expect(badLetter.statusCode).toBe(400);
    const listed = await t.call(
      'analyste',
      'GET',
      '/api/esg/note-exceptions?rolename=Client.DEMO1',
    );
    expect(listed.json()).toEqual([]);
  });

  it('saves and answers a letter alone, pillar notes and validity dates', async () => {
    const saved = await save([
      { ...entry, note: 1, validTo: '2000-12-31' },
      { ...entry, letter: 'BB', noteE: 3, validFrom: '2001-01-01' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()[1]).toMatchObject({
      code: TOTAL,
      note: null,
      letter: 'BB',
      noteE: 3,
      noteS: null,
      validFrom: '2001-01-01',
      validTo: null,
    });
  });

  it('computes with ISIN scores, the active forced rating, sovereigns apart, PAI 15 and the ITR perimeter', async () => {
    const computed = await t.call('analyste', 'POST', '/api/inventory/computation', {
      ...perimeter,
      computeESG: true,
    });
    expect(computed.statusCode, computed.body).toBe(200);
    const id = computed.json().perimeter.perimeterID;
    const result = (await t.call('analyste', 'GET', `/api/esg/results?perimeterID=${id}`)).json();
    const bb = 25 / 7;
    expect(result.portfolio.eligibleValue).toBeCloseTo(2400, 6);
    expect(result.portfolio.coveredValue).toBeCloseTo(2200, 6);
    expect(result.portfolio.score).toBeCloseTo((1000 * bb + 1200 * 9) / 2200, 12);
    expect(result.pillars.E).toBeCloseTo((1000 * 3 + 1200 * 9) / 2200, 12);
    expect(result.pillars.S).toBeCloseTo(9, 12);
    expect(result.forcedShare).toBeCloseTo(1000 / 2200, 12);
    expect(result.byStatus.isin.value).toBeCloseTo(1200, 6);
    expect(result.sovereign).toEqual({
      score: 7.5,
      letter: 'AA',
      coverage: 1,
      eligibleValue: 1100,
      coveredValue: 1100,
    });
    const total = result.carbon.totalValue;
    expect(total).toBeGreaterThan(3300);
    expect(result.carbon.pai15.value).toBeCloseTo((1100 / total) * (400_000_000 / 2_800_000), 9);
    // The PAI statement's indicator 15 rests on the same factor (countryGhgIntensity):
    // the same figure and the same covered value, without any PAI file for the country.
    const statement = await t.call('analyste', 'GET', `/api/esg/pai?perimeterID=${id}`);
    expect(statement.statusCode, statement.body).toBe(200);
    const pai15 = statement.json().result.figures.find((f: { key: string }) => f.key === '15');
    expect(pai15.value).toBeCloseTo(result.carbon.pai15.value, 9);
    expect(pai15.coveredValue).toBeCloseTo(result.carbon.pai15.coveredValue, 6);
    expect(result.carbon.financedSovereign.value).toBeCloseTo(
      (1100 / 1e6 / 3_200_000) * 400_000_000,
      12,
    );
    // No company climate data: PAI 1-3 and the WACI are not covered, null, not 0.
    expect(result.carbon.financedScope12.value).toBeNull();
    expect(result.carbon.carbonFootprint.value).toBeNull();
    expect(result.carbon.waci.value).toBeNull();
    expect(result.carbon.pai3.value).toBeNull();
    expect(result.temperaturePerimeter).toEqual({
      value: 2200,
      share: 2200 / total,
      companiesAtDefault: 2,
    });
    expect(result.parameters.forcedRatings).toEqual([
      { code: TOTAL, note: null, letter: 'BB', noteE: 3, noteS: null, noteG: null },
    ]);
  });
});
