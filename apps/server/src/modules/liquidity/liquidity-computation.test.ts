import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  liquidityData,
  liquidityScenarios,
  parameterAudit,
  userRights,
  users,
} from '../../db/schema';
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
import { TEST_SCENARIO } from './test-scenario';

/**
 * The look-through fixture: TotalEnergies 1,000 (10 shares) and the bond 500 held
 * directly; through the fund, Apple 1,200 (units not reported), the bond 600 and the
 * fund's unreported 200. TotalEnergies trades 2 shares a day: 20 % of the holding.
 * By hand under scenario TEST: TotalEnergies (EQ_SMALL, 50 % of the volume) sells 10 % a
 * day, 100 a day, 10 days; the bond (unrated: HY_CORP) 25 % a day, 275 a day, 4 days;
 * the fund's rest (debt fund: FUND_DAILY) all in a day; Apple is not assessed (no units).
 * Long value 3,500; day 1: 100 + 275 + 200 = 575; days 2-7: 600 + 825 = 1,425; days
 * 8-30: 300; « non évalué » 1,200. Cost: 1,000 × 1 % / 2 + 1,100 × 2 % / 2 = 16.
 */

describe.each(testDatabaseKinds())('liquidity risk on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.3 });
    await t.db.insert(liquidityData).values([
      { securityCode: TOTAL, asOf: '2024-06-30', averageDailyVolume: 50 },
      { securityCode: TOTAL, asOf: VALUATION_DATE, averageDailyVolume: 2 },
      { securityCode: APPLE, asOf: VALUATION_DATE, averageDailyVolume: 1_000_000 },
    ]);
  });
  afterAll(() => t.close());

  const scenarios = () => t.db.select().from(liquidityScenarios);
  const compute = async (login = 'analyste') =>
    t.call(login, 'POST', '/api/inventory/computation', {
      ...perimeter,
      computeRiskLiquidity: true,
    });

  it('lets administrators alone create a scenario, checked and audited', async () => {
    expect(
      (await t.call('analyste', 'POST', '/api/risk_liquidity/scenarios', TEST_SCENARIO)).statusCode,
    ).toBe(403);
    const created = await t.call('admin', 'POST', '/api/risk_liquidity/scenarios', TEST_SCENARIO);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual([TEST_SCENARIO]);
    const listed = await t.call('analyste', 'GET', '/api/risk_liquidity/scenarios');
    expect(listed.json()).toEqual([TEST_SCENARIO]);
    expect((await t.call('lecteur', 'GET', '/api/risk_liquidity/scenarios')).statusCode).toBe(403);
    const audit = await t.db
      .select()
      .from(parameterAudit)
      .where(eq(parameterAudit.groupName, 'liquidityScenarios'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      roleCode: '*',
      oldValues: { scenario: null },
      newValues: { scenario: TEST_SCENARIO },
    });
    expect(
      (await t.call('admin', 'POST', '/api/risk_liquidity/scenarios', TEST_SCENARIO)).statusCode,
    ).toBe(409);
    // The right is checked before the body: a caller without it learns nothing of its shape.
    for (const login of ['lecteur', 'analyste'])
      expect(
        (await t.call(login, 'POST', '/api/risk_liquidity/scenarios', { code: 1 })).statusCode,
      ).toBe(403);
  });

  it('refuses bad edits in French and changes nothing', async () => {
    const duplicated = {
      ...TEST_SCENARIO,
      details: [...TEST_SCENARIO.details, TEST_SCENARIO.details[0]!],
    };
    const refused = await t.call('admin', 'PUT', '/api/risk_liquidity/scenarios/TEST', duplicated);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/La classe EQ_SMALL figure deux fois/);
    const outOfRange = structuredClone(TEST_SCENARIO);
    outOfRange.details[1]!.bondRatio = 1.5;
    const range = await t.call('admin', 'PUT', '/api/risk_liquidity/scenarios/TEST', outOfRange);
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toMatch(
      /taux de cession journalier doit être compris entre 0 et 1/,
    );
    const zeroVolume = structuredClone(TEST_SCENARIO);
    zeroVolume.details[0]!.equityDailyTreshold = 0;
    expect(
      (await t.call('admin', 'PUT', '/api/risk_liquidity/scenarios/TEST', zeroVolume)).statusCode,
    ).toBe(400);
    const unknownClass = {
      ...TEST_SCENARIO,
      details: [{ ...TEST_SCENARIO.details[0]!, liquidityClass: 'XX' }],
    };
    expect(
      (await t.call('admin', 'PUT', '/api/risk_liquidity/scenarios/TEST', unknownClass)).statusCode,
    ).toBe(400);
    const renamed = await t.call('admin', 'PUT', '/api/risk_liquidity/scenarios/TEST', {
      ...TEST_SCENARIO,
      code: 'OTHER',
    });
    expect(renamed.statusCode).toBe(400);
    expect(
      (
        await t.call('admin', 'PUT', '/api/risk_liquidity/scenarios/NONE', {
          ...TEST_SCENARIO,
          code: 'NONE',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call('analyste', 'DELETE', '/api/risk_liquidity/scenarios/TEST')).statusCode,
    ).toBe(403);
    expect((await t.call('analyste', 'GET', '/api/risk_liquidity/scenarios')).json()).toEqual([
      TEST_SCENARIO,
    ]);
  });

  it('computes the profile, cost and classes of the look-through', async () => {
    const computed = await compute();
    expect(computed.statusCode, computed.body).toBe(200);
    const id = computed.json().perimeter.perimeterID;
    const response = await t.call(
      'analyste',
      'GET',
      `/api/risk_liquidity/results?perimeterID=${id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.longValue).toBeCloseTo(3500, 6);
    const [test] = result.scenarios;
    expect(test.scenario).toEqual(TEST_SCENARIO);
    const amounts = test.buckets.map((b: { amount: number }) => b.amount);
    [575, 1425, 300, 0, 0, 0, 0].forEach((expected, k) =>
      expect(amounts[k]).toBeCloseTo(expected, 6),
    );
    expect(test.notAssessed.value).toBeCloseTo(1200, 6);
    expect(test.cost.value).toBeCloseTo(16, 9);
    expect(result.statuses).toContainEqual({
      status: 'no_quantity',
      value: 1200,
      securities: 1,
      lines: 1,
    });
    expect(test.leastLiquid[0]).toMatchObject({
      code: TOTAL,
      liquidityClass: 'EQ_SMALL',
      days: 10,
    });
    expect(test.byPortfolio).toEqual([expect.objectContaining({ key: 'P-VIE', value: 3500 })]);
  });

  it('answers an outflow under each scenario: slice, waterfall and coverage', async () => {
    const id = (await compute()).json().perimeter.perimeterID;
    // 10 % = 350: the slice takes 10 % of every long holding; TotalEnergies's 100 sell in
    // one day, the bond's 110 in one, the fund's 20 in one; Apple's 120 is not assessed.
    const response = await t.call(
      'analyste',
      'GET',
      `/api/risk_liquidity/redemption?perimeterID=${id}&outflow=10`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [test] = response.json().scenarios;
    expect(test.slicing.days).toBe(1);
    expect(test.slicing.notAssessed).toBeCloseTo(120, 9);
    expect(test.slicing.raised[0]).toBeCloseTo(230, 9);
    // The waterfall raises 350 in one day (575 sellable): cheapest first, the fund's 200
    // (0), then TotalEnergies's 100 (1 %), then 50 of the bond (2 %): cost 0.5 + 0.5.
    expect(test.waterfall.days).toBe(1);
    expect(test.waterfall.cost).toBeCloseTo(1, 9);
    expect(test.coverage[0].ratio).toBeCloseTo(575 / 350, 12);
    const tooMuch = await t.call(
      'analyste',
      'GET',
      `/api/risk_liquidity/redemption?perimeterID=${id}&outflow=5000&unit=amount`,
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/ne peut pas dépasser/);
    const bad = await t.call(
      'analyste',
      'GET',
      `/api/risk_liquidity/redemption?perimeterID=${id}&outflow=abc`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('drills down to the lines: each line its security’s class and status', async () => {
    const id = (await compute()).json().perimeter.perimeterID;
    const lines = (
      await t.call(
        'analyste',
        'GET',
        `/api/inventory/${id}/odata/hierarchical_positions?$select=IsinCode,LiquidityClass,LiquidityStatus,LiquidityReason&$filter=LiquidityClass eq 'HY_CORP'`,
      )
    ).json();
    expect(lines).toHaveLength(2);
    for (const line of lines)
      expect(line).toMatchObject({
        IsinCode: BOND,
        LiquidityStatus: 'assessed',
        LiquidityReason: 'unrated',
      });
  });

  it('exports the liquidity workbook: the figures of the page, each line its class', async () => {
    const id = (await compute()).json().perimeter.perimeterID;
    const response = await t.call(
      'analyste',
      'GET',
      `/api/reporting/liquidity-excel?perimeterID=${id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('Risque_liquidite_Client.DEMO1_');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    let longValue: unknown;
    workbook.getWorksheet('Synthèse')!.eachRow((row) => {
      if (String(row.getCell(1).value).startsWith('Valeur longue'))
        longValue = row.getCell(2).value;
    });
    expect(longValue).toBeCloseTo(3500, 9);
    expect(workbook.getWorksheet('Scénario TEST')).toBeDefined();
    const lines = workbook.getWorksheet('Lignes')!;
    const header = lines.getRow(1).values as unknown[];
    const classes: unknown[] = [];
    lines.eachRow((row, n) => {
      if (n > 1 && row.getCell(header.indexOf('Code')).value === BOND)
        classes.push(row.getCell(header.indexOf('Classe de liquidité')).value);
    });
    expect(classes).toEqual(Array(2).fill('Obligations à haut rendement ou non notées'));
    expect(
      (await t.call('lecteur', 'GET', `/api/reporting/liquidity-excel?perimeterID=${id}`))
        .statusCode,
    ).toBe(403);
  });

  it('keeps results from other clients and users without the risk right', async () => {
    const id = (await compute()).json().perimeter.perimeterID;
    expect(
      (await t.call('lecteur', 'GET', `/api/risk_liquidity/results?perimeterID=${id}`)).statusCode,
    ).toBe(403);
    expect((await compute('lecteur')).statusCode).toBe(403);
    await t.db
      .update(userRights)
      .set({ risk: true })
      .where(
        eq(
          userRights.userId,
          sql`(select ${users.id} from ${users} where ${users.accountId} = ${await t.accountIdOf('lecteur')})`,
        ),
      );
    const foreign = await t.call('lecteur', 'GET', `/api/risk_liquidity/results?perimeterID=${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.call('lecteur', 'GET', `/api/risk_liquidity/redemption?perimeterID=${id}&outflow=5`))
        .statusCode,
    ).toBe(404);
  });

  it('retires the results with their perimeter; deletes a scenario with its rules', async () => {
    const first = (await compute()).json().perimeter.perimeterID;
    await compute();
    expect(
      (await t.call('analyste', 'GET', `/api/risk_liquidity/results?perimeterID=${first}`))
        .statusCode,
    ).toBe(404);
    const deleted = await t.call('admin', 'DELETE', '/api/risk_liquidity/scenarios/TEST');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual([]);
    expect(await scenarios()).toEqual([]);
  });
});
