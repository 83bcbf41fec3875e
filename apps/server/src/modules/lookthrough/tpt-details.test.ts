import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundCompositionLines,
  fundCompositionStatements,
  fundCompositions,
  securities,
} from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import {
  APPLE,
  BOND,
  FIXTURE_PERIMETER as perimeter,
  FUND,
  insertLookThroughFixture,
  VALUATION_DATE,
} from '../../test/fixtures/look-through';
import { insertScrMarketData } from '../../test/fixtures/scr-market';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadLookThroughInput } from './engine-input';
import { listedEeaOecdOfStatement, scrFieldsOf, tptDetailsOf } from './tpt-details';
import type { CompositionStatementRow } from './composition-holdings';

const statement = (over: Partial<CompositionStatementRow>) =>
  ({
    cic: 'XL31',
    economicZone: null,
    groupingCode: null,
    tptFields: null,
    ...over,
  }) as CompositionStatementRow;

describe('what a TPT statement says beyond the engine', () => {
  it('lists an equity by TPT 13 first, else by its CIC (XL and XT not listed)', () => {
    expect(listedEeaOecdOfStatement(statement({ economicZone: 1 }))).toBe(true);
    expect(listedEeaOecdOfStatement(statement({ economicZone: 2 }))).toBe(true);
    expect(listedEeaOecdOfStatement(statement({ economicZone: 3, cic: 'FR31' }))).toBe(false);
    expect(listedEeaOecdOfStatement(statement({ economicZone: 0, cic: 'FR31' }))).toBe(false);
    expect(listedEeaOecdOfStatement(statement({ cic: 'FR31' }))).toBe(true);
    expect(listedEeaOecdOfStatement(statement({ cic: 'US31' }))).toBe(true);
    expect(listedEeaOecdOfStatement(statement({ cic: 'XL31' }))).toBe(false);
    expect(listedEeaOecdOfStatement(statement({ cic: 'XV31' }))).toBeUndefined();
  });

  it('reads the kept fields out of their JSON', () => {
    const details = tptDetailsOf(
      statement({ tptFields: JSON.stringify({ '32': 'Fixed', '93': '0,45', '131': '3L' }) }),
    );
    expect(details).toMatchObject({
      interestRateType: 'Fixed',
      delta: 0.45,
      underlyingAssetCategory: '3L',
      externalRating: null,
    });
  });
});

describe('what the SCR reads of a TPT line’s kept fields (issue 35 §B.7-§B.9)', () => {
  it('reads the durations to call (91) and to the expected maturity (144, 145)', () => {
    expect(scrFieldsOf({ '91': '3,1', '144': '4.5', '145': '4.7' })).toMatchObject({
      modifiedDurationToCall: 3.1,
      modifiedDurationExpected: 4.5,
      creditSensitivityExpected: 4.7,
    });
    expect(scrFieldsOf({})).toMatchObject({ modifiedDurationToCall: null, delta: null });
  });

  it('types a convertible’s underlying by field 74, else by its CIC (67), unknown not type 1', () => {
    expect(scrFieldsOf({ '93': '0.4', '74': '2' })).toMatchObject({
      delta: 0.4,
      underlyingListedEeaOecd: true,
    });
    expect(scrFieldsOf({ '74': '3', '67': 'FR31' }).underlyingListedEeaOecd).toBe(false);
    expect(scrFieldsOf({ '67': 'DE31' }).underlyingListedEeaOecd).toBe(true);
    expect(scrFieldsOf({ '67': 'XL31' }).underlyingListedEeaOecd).toBe(false);
    expect(scrFieldsOf({}).underlyingListedEeaOecd).toBeNull();
  });

  it('takes a line the manager categorises « L » (131) as a liability', () => {
    expect(scrFieldsOf({ '131': 'L' }).statedLiability).toBe(true);
    expect(scrFieldsOf({ '131': '7' }).statedLiability).toBe(false);
  });
});

describe.each(testDatabaseKinds())('TPT details on the look-through lines on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.3 });
    await insertScrMarketData(t.db, VALUATION_DATE, 0.015, () => 0.025);
    // Apple is known to the fund's file only: its listing must come from the file.
    await t.db
      .update(securities)
      .set({ equityType: null, listedEeaOecd: false })
      .where(eq(securities.code, APPLE));
    const [composition] = await t.db
      .select()
      .from(fundCompositions)
      .where(eq(fundCompositions.fundCode, FUND));
    // What a line states is its statement's: each of the two lines has its own.
    const statementOf = async (code: string) => {
      const [line] = await t.db
        .select({ id: fundCompositionStatements.id })
        .from(fundCompositionLines)
        .innerJoin(
          fundCompositionStatements,
          eq(fundCompositionStatements.id, fundCompositionLines.statementId),
        )
        .where(
          and(
            eq(fundCompositionLines.compositionId, composition!.id),
            eq(fundCompositionStatements.instrumentCode, code),
          ),
        );
      return eq(fundCompositionStatements.id, line!.id);
    };
    // The file states Apple is quoted in the OECD (13 = 2) though its CIC says not listed.
    await t.db
      .update(fundCompositionStatements)
      .set({ cic: 'XL31', economicZone: 2 })
      .where(await statementOf(APPLE));
    await t.db
      .update(fundCompositionStatements)
      .set({
        groupingCode: 'G-1',
        tptFields: JSON.stringify({
          '32': 'Fixed',
          '58': 'N',
          '112': 'A+',
          '113': 'S&P',
          '131': '2',
          '91': '2.5',
          '93': '0.3',
          '74': '1',
          '144': '4',
          '145': '4.2',
        }),
      })
      .where(await statementOf(BOND));
  });
  afterAll(() => t.close());

  it('keeps TPT 13, 16, 32, 58, 112, 113 and 131 on the lines, and classes the OECD-quoted equity type 1', async () => {
    const computed = await t.call('analyste', 'POST', '/api/inventory/computation', {
      ...perimeter,
      computeSCR: true,
    });
    expect(computed.statusCode, computed.body).toBe(200);
    const id = computed.json().perimeter.perimeterID;
    const select =
      '$select=IsinCode,EconomicZone,ListedEeaOecd,ScrEquity,GroupingCode,InterestRateType,SubordinatedDebt,ExternalRating,RatingAgency,UnderlyingAssetCategory,TptFields';
    const lines = (
      await t.call(
        'analyste',
        'GET',
        `/api/inventory/${id}/odata/hierarchical_positions?${select}&$filter=Depth eq 1`,
      )
    ).json();
    const apple = lines.find((l: { IsinCode: string }) => l.IsinCode === APPLE);
    expect(apple).toMatchObject({ EconomicZone: 2, ListedEeaOecd: true, ScrEquity: 'type1' });
    const bond = lines.find((l: { IsinCode: string }) => l.IsinCode === BOND);
    expect(bond).toMatchObject({
      GroupingCode: 'G-1',
      InterestRateType: 'Fixed',
      SubordinatedDebt: 'N',
      ExternalRating: 'A+',
      RatingAgency: 'S&P',
      UnderlyingAssetCategory: '2',
    });
    expect(JSON.parse(bond.TptFields)).toMatchObject({ '32': 'Fixed', '131': '2' });
  });

  it('gives the engine the fund line’s durations to call and expected, its delta and underlying (§B.7, §B.8)', async () => {
    const { input } = await loadLookThroughInput(
      t.db,
      {
        roleCode: perimeter.rolename,
        valuationDate: perimeter.valuationDate,
        portfolios: perimeter.portfolios,
        compartments: perimeter.compartments,
      },
      'FULL',
      'EUR',
    );
    const stated = input.instruments.filter((i) => i.code === BOND && i.delta !== undefined);
    expect(stated).toEqual([
      expect.objectContaining({
        modifiedDurationToCall: 2.5,
        modifiedDurationExpected: 4,
        creditSensitivityExpected: 4.2,
        delta: 0.3,
        underlyingListedEeaOecd: true,
        statedLiability: false,
      }),
    ]);
  });
});
