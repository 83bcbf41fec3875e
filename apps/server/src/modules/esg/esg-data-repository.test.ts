import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { climateData, climateTargets, esgScores, issuers } from '../../db/schema';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/databases';
import { loadIssuerClimate, loadIssuerTargets, loadIssuerThemeScores } from './esg-data-repository';

const LEI = '969500UP76J52A9OXU27';

describe.each(testDatabaseKinds())('the ESG data of a look-through’s issuers on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database.handle;
    await db.insert(issuers).values([
      { code: 'EMET-A', name: 'A', lei: LEI },
      { code: 'EMET-B', name: 'B' },
    ]);
    const score = (issuerCode: string, themeId: string, asOf: string, value: number) => ({
      issuerCode,
      themeId,
      pillar: 'E',
      score: value,
      asOf,
    });
    await db.insert(esgScores).values([
      score('EMET-A', 'CLIMATE_CHANGE', '2024-06-30', 4),
      score('EMET-A', 'CLIMATE_CHANGE', '2024-12-31', 5),
      score('EMET-A', 'NATURAL_CAPITAL', '2024-12-31', 6),
      score('EMET-A', 'CLIMATE_CHANGE', '2025-06-30', 9), // after the valuation date
      score('EMET-B', 'CLIMATE_CHANGE', '2024-06-30', 3),
    ]);
    await db.insert(climateData).values([
      { issuerCode: 'EMET-A', asOf: '2024-06-30', evic: 40_000 },
      { issuerCode: 'EMET-A', asOf: '2024-12-31', evic: 50_000, scope12Emissions: 20_000_000 },
      { issuerCode: 'EMET-B', asOf: '2025-06-30', evic: 1 },
    ]);
    const target = (asOf: string, targetRef: string) => ({
      issuerCode: 'EMET-A',
      asOf,
      targetRef,
      targetType: 'absolute',
      scope: 'S1S2',
      reductionAmbition: 0.42,
      baseYear: 2019,
      endYear: 2030,
    });
    await db
      .insert(climateTargets)
      .values([
        target('2023-12-31', 'OLD'),
        target('2024-12-31', 'T1'),
        target('2024-12-31', 'T2'),
      ]);
  });
  afterAll(() => database?.dispose());

  it('answers each issuer’s latest theme scores up to the date, under its LEI or its code', async () => {
    const rows = await loadIssuerThemeScores(
      database.handle.db,
      [LEI, 'EMET-B', 'EMET-Z'],
      '2024-12-31',
    );
    expect(rows).toEqual([
      { issuerKey: LEI, asOf: '2024-12-31', scores: { CLIMATE_CHANGE: 5, NATURAL_CAPITAL: 6 } },
      { issuerKey: 'EMET-B', asOf: '2024-06-30', scores: { CLIMATE_CHANGE: 3 } },
    ]);
    expect(await loadIssuerThemeScores(database.handle.db, ['EMET-A'], '2024-12-31')).toHaveLength(
      1,
    );
  });

  it('answers the latest climate figures and target set up to the date', async () => {
    const climate = await loadIssuerClimate(database.handle.db, [LEI, 'EMET-B'], '2024-12-31');
    expect(climate).toHaveLength(1);
    expect(climate[0]).toMatchObject({
      issuerKey: LEI,
      asOf: '2024-12-31',
      evic: 50_000,
      scope12Emissions: 20_000_000,
      revenue: null,
    });
    const targets = await loadIssuerTargets(database.handle.db, ['EMET-A'], '2024-12-31');
    expect(targets.map((t) => t.targetRef)).toEqual(['T1', 'T2']);
    expect(targets[0]).toMatchObject({
      targetType: 'absolute',
      scope: 'S1S2',
      reductionAmbition: 0.42,
      sbtiValidated: false,
    });
  });
});
