import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compartments, portfolios, positions } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import {
  FIXTURE_PERIMETER,
  insertLookThroughFixture,
  TOTAL,
  VALUATION_DATE,
} from '../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 14: a compartment is identified by its portfolio and its code. P-VIE and P-RET
 * both have « GEN »: `P-RET|GEN` takes P-RET's alone; a bare « GEN » both (spec §7).
 */
describe.each(testDatabaseKinds())('compartments of one code in two portfolios, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.3 });
    await t.db
      .insert(portfolios)
      .values({ roleCode: 'Client.DEMO1', code: 'P-RET', label: 'Retraite', indice: null });
    await t.db
      .insert(compartments)
      .values({ roleCode: 'Client.DEMO1', portfolioCode: 'P-RET', code: 'GEN', label: 'Général' });
    await t.db.insert(positions).values({
      roleCode: 'Client.DEMO1',
      portfolioCode: 'P-RET',
      compartmentCode: 'GEN',
      valuationDate: VALUATION_DATE,
      securityCode: TOTAL,
      quantity: 1,
      quotationCurrency: 'EUR',
      marketValueQc: 7_000,
      marketValueRc: 7_000,
    });
  });
  afterAll(() => t.close());

  const directPositions = async (compartmentEntries: string[]) => {
    const response = await t.call('analyste', 'POST', '/api/inventory/positions', {
      ...FIXTURE_PERIMETER,
      portfolios: ['P-VIE', 'P-RET'],
      compartments: compartmentEntries,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { portfolioCode: string; compartmentCode: string }[])
      .map((p) => `${p.portfolioCode}/${p.compartmentCode}`)
      .sort();
  };

  it('reads one portfolio’s compartment when it is named with its portfolio', async () => {
    expect(await directPositions(['P-RET|GEN'])).toEqual(['P-RET/GEN']);
    expect(await directPositions(['P-VIE|GEN', 'UC'])).toEqual([
      'P-VIE/GEN',
      'P-VIE/GEN',
      'P-VIE/UC',
    ]);
    expect(await directPositions(['GEN'])).toEqual(['P-RET/GEN', 'P-VIE/GEN', 'P-VIE/GEN']);
  });

  it('transparises only the compartment ticked, and refuses one its portfolio lacks', async () => {
    const computed = await t.call('analyste', 'POST', '/api/inventory/computation', {
      ...FIXTURE_PERIMETER,
      portfolios: ['P-VIE', 'P-RET'],
      compartments: ['P-RET|GEN'],
    });
    expect(computed.statusCode, computed.body).toBe(200);
    expect(computed.json().globalMarketValuation).toBeCloseTo(7_000, 6);
    const refused = await t.call('analyste', 'POST', '/api/inventory/computation', {
      ...FIXTURE_PERIMETER,
      portfolios: ['P-VIE', 'P-RET'],
      compartments: ['P-RET|UC'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('P-RET|UC');
  });
});
