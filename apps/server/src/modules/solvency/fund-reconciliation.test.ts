import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundReconciliation, FundReconciliationRow } from '@prisme/domain';
import { userRights, users } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tptCsv, uploadTpt } from '../integration/importers/tpt/tpt-test-files';
import {
  FUND_F,
  FUND_G,
  FUND_H,
  insertReconciliationFixture,
  RECONCILIATION_PERIMETER,
  RECONCILIATION_TPT_LINES,
} from './fund-reconciliation-fixtures';

/**
 * FUND_F is held for 200,000 of its NAV of 1,000,000: the manager's fraction of NAV × 200,000
 * is its figure for the position (data-standards §2.2). Prisme, by hand, on the fund's
 * look-through lines (the line = 200,000 × its weight), SA = +1.5 %, curve flat at 2 %:
 * - interest up (Art. 166, D = 4): Δr = max(2 % × 59 %, 1 pt) = 1.18 %, 60,000 × 4 × 1.18 % = 2,832;
 *   manager 0.01416 × 200,000 = 2,832;
 * - interest down (Art. 167): Δr = −2 % × 50 % = −1 %, 60,000 × 4 × −1 % = −2,400 (a gain);
 *   manager −0.0096 → −1,920: gap −480, 25 %, under the 1,000 floor;
 * - equity type 1 (Art. 169(1)(c)): 40.5 % × (80,000 + 20,000) = 40,500;
 *   manager (0.162 + 0.05) → 42,400: gap −1,900, −4.48 %;
 * - equity type 2 (Art. 169(2)(c)): 50.5 % × 20,000 = 10,100; manager 0.0606 → 12,120:
 *   gap −2,020, −16.67 %: flagged at 10 %;
 * - property (Art. 174): 25 % × 20,000 = 5,000; manager 0.025 → 5,000;
 * - spread (Art. 176(3), CQS 2, duration 4): 1.4 % × 4 × 60,000 = 3,360;
 *   manager (0.0168 + 0.001) → 3,560: gap −200;
 * - credit derivatives: Prisme does not shock them (0); manager max(0.004, −0.001) → 800;
 * - currency (Art. 188): USD 20,000 rising 25 % gains 5,000 (−5,000), falling loses 5,000;
 *   manager −0.025 / 0.025 → −5,000 / 5,000.
 */
const F_EXPECTED = {
  interestRateUp: [2832, 2832],
  interestRateDown: [-2400, -1920],
  equityType1: [40_500, 42_400],
  equityType2: [10_100, 12_120],
  property: [5000, 5000],
  spreadBonds: [3360, 3560],
  spreadCreditDerivatives: [0, 800],
  currencyUp: [-5000, -5000],
  currencyDown: [5000, 5000],
} as const;

describe.each(testDatabaseKinds())('fund SCR reconciliation on %s', (kind) => {
  let t: TestApp;
  let perimeterId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertReconciliationFixture(t.db);
    const imported = await uploadTpt(t, 'tpt-rapprochement.csv', tptCsv(RECONCILIATION_TPT_LINES));
    expect(imported.json().errors, imported.body).toEqual([]);
    const computed = await t.call('analyste', 'POST', '/api/inventory/computation', {
      ...RECONCILIATION_PERIMETER,
      computeSCR: true,
    });
    expect(computed.statusCode, computed.body).toBe(200);
    perimeterId = computed.json().perimeter.perimeterID;
  });
  afterAll(() => t.close());

  const reconcile = async (login = 'analyste', extra = '') => {
    const response = await t.call(
      login,
      'GET',
      `/api/solvency/fund-reconciliation?perimeterID=${perimeterId}${extra}`,
    );
    return response;
  };
  const fundsOf = async (extra = '') => {
    const response = await reconcile('analyste', extra);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as FundReconciliation;
    return new Map(body.funds.map((f) => [f.fundCode, f]));
  };

  it('sets Prisme’s loss on each fund beside its manager’s figure, stress by stress', async () => {
    const response = await reconcile();
    const body = response.json() as FundReconciliation;
    expect(body).toMatchObject({
      rolename: 'Client.DEMO1',
      valuationDate: '2024-12-31',
      referenceCurrency: 'EUR',
      threshold: 0.1,
      floor: 1000,
    });
    const f = body.funds.find((fund) => fund.fundCode === FUND_F)!;
    expect(f).toMatchObject({ fundName: 'Fonds Rapprochement', status: 'compared', lineCount: 6 });
    expect(f.heldValue).toBeCloseTo(200_000, 6);
    expect(f.statement).toEqual({
      valuationDate: '2024-12-31',
      basis: 'reported',
      tptVersion: 'V7',
      currency: 'EUR',
      completeScrDelivery: true,
      lineCount: 6,
      linesWithIndicativeScr: 6,
    });
    for (const [key, [prisme, manager]] of Object.entries(F_EXPECTED)) {
      const stress = f.stresses[key as keyof typeof F_EXPECTED];
      expect(stress.prisme, key).toBeCloseTo(prisme, 6);
      expect(stress.manager, key).toBeCloseTo(manager, 6);
      expect(stress.difference, key).toBeCloseTo(prisme - manager, 6);
    }
    expect(f.stresses.equityType2.relativeDifference).toBeCloseTo(-2020 / 12_120, 9);
    expect(f.stresses.interestRateDown.relativeDifference).toBeCloseTo(-0.25, 9);
    expect(f.stresses.property.relativeDifference).toBeCloseTo(0, 9);
  });

  it('flags a gap above both the threshold and the floor', async () => {
    const flags = (fund: FundReconciliationRow) =>
      Object.entries(fund.stresses)
        .filter(([, stress]) => stress.flagged)
        .map(([key]) => key)
        .sort();
    const byDefault = (await fundsOf()).get(FUND_F)!;
    expect(flags(byDefault)).toEqual(['equityType2']);
    expect(byDefault.flagged).toBe(true);
    // 16.7 % is under a 20 % threshold.
    const wider = (await fundsOf('&threshold=0.2')).get(FUND_F)!;
    expect(flags(wider)).toEqual([]);
    expect(wider.flagged).toBe(false);
    // Without a floor the 480 (25 %) and 800 (100 %) gaps count too.
    expect(flags((await fundsOf('&floor=0')).get(FUND_F)!)).toEqual([
      'equityType2',
      'interestRateDown',
      'spreadCreditDerivatives',
    ]);
    // A floor above 2,020 quiets the type 2 gap.
    expect(flags((await fundsOf('&floor=2500')).get(FUND_F)!)).toEqual([]);
  });

  it('lists the funds without indicative SCR as such, with Prisme’s figures', async () => {
    const funds = await fundsOf();
    expect([...funds.keys()].sort()).toEqual([FUND_F, FUND_G, FUND_H].sort());
    const g = funds.get(FUND_G)!;
    expect(g).toMatchObject({ status: 'no_indicative_scr', flagged: false });
    expect(g.statement).toMatchObject({
      basis: 'reported',
      completeScrDelivery: false,
      lineCount: 1,
      linesWithIndicativeScr: 0,
    });
    // All TotalEnergies, 50,000 held: 40.5 % × 50,000 = 20,250.
    expect(g.stresses.equityType1.prisme).toBeCloseTo(20_250, 6);
    expect(g.stresses.equityType1).toMatchObject({
      manager: null,
      difference: null,
      relativeDifference: null,
      flagged: false,
    });
    const h = funds.get(FUND_H)!;
    expect(h).toMatchObject({ status: 'no_indicative_scr', statement: null, lineCount: 1 });
    expect(h.heldValue).toBeCloseTo(30_000, 6);
  });

  it('answers within the caller’s clients only, with the solvency right', async () => {
    // lecteur works for Client.DEMO2, without the solvency right: refused.
    expect((await reconcile('lecteur')).statusCode).toBe(403);
    await t.db
      .update(userRights)
      .set({ solvency: true })
      .where(
        eq(
          userRights.userId,
          sql`(select ${users.id} from ${users} where ${users.accountId} = ${await t.accountIdOf('lecteur')})`,
        ),
      );
    // With it, another client's perimeter is not found, as for the SCR results.
    const foreign = await reconcile('lecteur');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toMatch(/Aucun résultat SCR/);
    expect((await reconcile('admin')).statusCode).toBe(200);
  });

  it('refuses a negative threshold in French, and a perimeter without SCR', async () => {
    const bad = await reconcile('analyste', '&threshold=-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/threshold : Trop petit/);
    const lookThroughOnly = await t.call('analyste', 'POST', '/api/inventory/computation', {
      ...RECONCILIATION_PERIMETER,
    });
    const id = lookThroughOnly.json().perimeter.perimeterID;
    const none = await t.call(
      'analyste',
      'GET',
      `/api/solvency/fund-reconciliation?perimeterID=${id}`,
    );
    expect(none.statusCode).toBe(404);
  });
});
