import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiquidityScenario } from '@prisme/domain';
import { liquidityData } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import {
  FUND,
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
  TOTAL,
  VALUATION_DATE,
} from '../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../test/test-app';
import { csvFile, uploadAccepted } from '../integration/importers/reference-import-test-kit';
import { TEST_SCENARIO } from './test-scenario';

/**
 * Issue 39 end to end: a fund's dealing terms and a share's price imported, the profile
 * moves. The fixture (liquidity-computation.test.ts): TotalEnergies 1,000 (10 shares),
 * the bond 1,100 (HY, 25 % a day), the fund's unreported rest 200 (FUND_DAILY, rate 1),
 * Apple 1,200 not assessed. TotalEnergies at 150 € with 2 shares a day, half the volume:
 * 150 a day, 7 days. The fund weekly at T+3: nothing before day 5 + 3 = 8.
 * By hand: day 1 150 + 275 = 425; days 2-7 850 + 825 = 1,675; days 8-30 the fund's 200.
 */
const SCENARIO: LiquidityScenario = {
  ...TEST_SCENARIO,
  code: 'TERMES',
  name: 'Conditions de rachat',
  comment: null,
  marginMultiplier: 1.5,
};

describe.each(testDatabaseKinds())('liquidity with dealing terms and prices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.3 });
    await t.db
      .insert(liquidityData)
      .values([{ securityCode: TOTAL, asOf: '2024-06-30', averageDailyVolume: 2 }]);
  });
  afterAll(() => t.close());

  const compute = async () => {
    const computed = await t.call('analyste', 'POST', '/api/inventory/computation', {
      ...perimeter,
      computeRiskLiquidity: true,
    });
    expect(computed.statusCode, computed.body).toBe(200);
    return computed.json().perimeter.perimeterID as string;
  };
  const amounts = (scenario: { buckets: { amount: number }[] }) =>
    scenario.buckets.map((b) => b.amount);

  it('keeps a scenario’s margin multiplier', async () => {
    const created = await t.call('admin', 'POST', '/api/risk_liquidity/scenarios', SCENARIO);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual([SCENARIO]);
  });

  it('sells the fund from its day 8 and the share at its price once the terms are imported', async () => {
    const before = (
      await t.call('analyste', 'GET', `/api/risk_liquidity/results?perimeterID=${await compute()}`)
    ).json();
    // Without terms the fund's rest sells on day 1, « conditions de rachat supposées ».
    expect(amounts(before.scenarios[0])[0]).toBeCloseTo(100 + 275 + 200, 6);
    expect(before.dealingTerms).toEqual([{ terms: 'assumed', securities: 1, value: 200 }]);

    // The terms at an earlier date than the volume: each is the latest given.
    await uploadAccepted(
      t,
      'liquidity',
      'conditions.csv',
      csvFile('codeTitre;date;cours;frequenceRachat;delaiReglement', [
        `${TOTAL};${VALUATION_DATE};150;;`,
        `${FUND};30/06/2024;;hebdomadaire;3`,
      ]),
    );
    const id = await compute();
    const result = (
      await t.call('analyste', 'GET', `/api/risk_liquidity/results?perimeterID=${id}`)
    ).json();
    const [scenario] = result.scenarios;
    [425, 1675, 200, 0, 0, 0, 0].forEach((expected, k) =>
      expect(amounts(scenario)[k]).toBeCloseTo(expected, 6),
    );
    expect(result.dealingTerms).toEqual([{ terms: 'given', securities: 1, value: 200 }]);
    expect(scenario.leastLiquid[0]).toMatchObject({ code: FUND, days: 8, terms: 'given' });
    expect(scenario.reverseStress.map((r: { horizon: number }) => r.horizon)).toEqual([
      1, 7, 30, 90, 180, 365,
    ]);
    expect(scenario.reverseStress[1].amount).toBe(0);
    expect(scenario.derivatives).toMatchObject({ count: 0, multiplier: 1.5 });
    expect(scenario.shortBook).toMatchObject({ count: 0, value: 0 });
    expect(result.hqla.whole.longValue).toBeCloseTo(3500, 6);

    // The outflow's slice waits for the fund: the stored holdings keep its terms.
    const redemption = await t.call(
      'analyste',
      'GET',
      `/api/risk_liquidity/redemption?perimeterID=${id}&outflow=10`,
    );
    expect(redemption.statusCode, redemption.body).toBe(200);
    const [answer] = redemption.json().scenarios;
    expect(answer.slicing.days).toBe(8);
    expect(answer.waterfall).toMatchObject({ days: 1, shortfall: 0 });

    // The lines show where the share's price came from and the fund's terms.
    const lines = await t.call(
      'analyste',
      'GET',
      `/api/inventory/${id}/odata/hierarchical_positions?$select=IsinCode,LiquidityTerms,LiquidityPriceSource,LiquidityFirstDay`,
    );
    expect(lines.statusCode, lines.body).toBe(200);
    const bySecurity = new Map(lines.json().map((l: { IsinCode: string }) => [l.IsinCode, l]));
    expect(bySecurity.get(FUND)).toMatchObject({ LiquidityTerms: 'given', LiquidityFirstDay: 8 });
    expect(bySecurity.get(TOTAL)).toMatchObject({ LiquidityPriceSource: 'price' });

    // The workbook: a HQLA sheet, the blocks on the scenario's sheet, each line its rule.
    const excel = await t.call(
      'analyste',
      'GET',
      `/api/reporting/liquidity-excel?perimeterID=${id}`,
    );
    expect(excel.statusCode, excel.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('HQLA')).toBeDefined();
    const texts: string[] = [];
    workbook
      .getWorksheet('Scénario TERMES')!
      .eachRow((row) => texts.push(String(row.getCell(1).value)));
    expect(texts).toContain('Multiplicateur de marge du scénario');
    expect(texts).toContain('Sortie maximale servie par tranche verticale en 365 jour(s)');
    const sheet = workbook.getWorksheet('Lignes')!;
    const header = sheet.getRow(1).values as unknown[];
    const rules = new Map<unknown, unknown>();
    sheet.eachRow((row, n) => {
      if (n > 1)
        rules.set(
          row.getCell(header.indexOf('Code')).value,
          row.getCell(header.indexOf('Règle : Conditions de rachat')).value,
        );
    });
    expect(rules.get(TOTAL)).toBe(
      'Actions cotées peu liquides / Actions : 50 % du volume par jour',
    );
    expect(rules.get(FUND)).toBe(
      'Fonds ouverts à valeur liquidative quotidienne / Tous périmètres : 100 % par jour',
    );
  });
});
