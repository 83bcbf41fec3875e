import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import {
  APPLE,
  BOND,
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
  TOTAL,
  VALUATION_DATE,
} from '../../test/fixtures/look-through';
import { insertScrMarketData } from '../../test/fixtures/scr-market';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A trade tested on the SCR (issue 17 §4): the fixture's fund is 60 % Apple (type 1,
 * 1,200) beside TotalEnergies (type 1, 1,000 for 10 shares). With the symmetric adjustment
 * of +1.5 %, the equity charge (Art. 169(1)(c)) is 40.5 % of the type 1 equities held:
 * 40.5 % × 2,200 = 891 before, 40.5 % × 1,700 = 688.5 once half of TotalEnergies is sold.
 */
describe.each(testDatabaseKinds())('simulation beside its base, SCR, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
    await insertScrMarketData(t.db, VALUATION_DATE, 0.015, () => 0.022);
  });
  afterAll(() => t.close());

  const positionOf = async (id: string, code: string) =>
    (await t.call('analyste', 'GET', `/api/simulation/${id}/positions`))
      .json()
      .find((p: { securityCode: string }) => p.securityCode === code);
  const equityOf = async (perimeterId: string) =>
    (await t.call('analyste', 'GET', `/api/solvency/results?perimeterID=${perimeterId}`)).json()
      .submodules.equity as number;

  it('computes the simulation’s SCR and lists the securities that changed', async () => {
    const base = await t.call('analyste', 'POST', '/api/inventory/computation', {
      ...perimeter,
      computeSCR: true,
    });
    expect(base.statusCode, base.body).toBe(200);
    const basePerimeterId = base.json().perimeter.perimeterID;

    const id = (await t.call('analyste', 'POST', '/api/simulation/positions', perimeter)).json()
      .simulationID;
    const total = await positionOf(id, TOTAL);
    await t.call('analyste', 'PATCH', `/api/simulation/${id}/positions/${total.positionNo}`, {
      quantity: 5,
    });
    const bond = await positionOf(id, BOND);
    await t.call('analyste', 'DELETE', `/api/simulation/${id}/positions/${bond.positionNo}`);
    const simulated = await t.call('analyste', 'POST', '/api/simulation/computation', {
      simulationID: id,
      computeSCR: true,
    });
    expect(simulated.statusCode, simulated.body).toBe(200);
    const perimeterId = simulated.json().perimeter.perimeterID;

    expect(await equityOf(basePerimeterId)).toBeCloseTo(891, 6);
    expect(await equityOf(perimeterId)).toBeCloseTo(688.5, 6);

    const compared = await t.call(
      'analyste',
      'GET',
      `/api/solvency/comparison?basePerimeterID=${basePerimeterId}&perimeterID=${perimeterId}`,
    );
    expect(compared.statusCode, compared.body).toBe(200);
    const { changedCount, lines } = compared.json();
    const byCode = new Map(
      lines.map((line: { securityCode: string }) => [line.securityCode, line]),
    );
    expect(byCode.get(TOTAL)).toMatchObject({ baseMarketValue: 1000, marketValue: 500 });
    expect(
      (byCode.get(TOTAL) as { contributionDifference: number }).contributionDifference,
    ).toBeLessThan(0);
    // The bond sold directly (500) is still held through the fund (40 % × 2,000).
    expect(byCode.get(BOND)).toMatchObject({ baseMarketValue: 1300, marketValue: 800 });
    // Apple keeps its value: not listed, though its share of the diversified SCR moves.
    expect(byCode.has(APPLE)).toBe(false);
    expect(changedCount).toBe(2);
    expect(lines).toHaveLength(2);
  });

  // Issue 37: a trade tested under the 2027 rules too.
  it('computes a simulation’s « Impact 2027 » under the rule set asked', async () => {
    const id = (await t.call('analyste', 'POST', '/api/simulation/positions', perimeter)).json()
      .simulationID;
    const simulated = await t.call('analyste', 'POST', '/api/simulation/computation', {
      simulationID: id,
      ruleSet: 'SII-2027',
      computeImpact2027: true,
    });
    expect(simulated.statusCode, simulated.body).toBe(200);
    const perimeterId = simulated.json().perimeter.perimeterID;
    const scr = (
      await t.call('analyste', 'GET', `/api/solvency/results?perimeterID=${perimeterId}`)
    ).json();
    expect(scr.ruleSetId).toBe('SII-2027');
    const impact = (
      await t.call('analyste', 'GET', `/api/solvency/impact?perimeterID=${perimeterId}`)
    ).json();
    expect(impact.mainRuleSet).toBe('SII-2027');
    expect(impact.market.to).toBeCloseTo(scr.globalSCRMarketResult, 6);
    expect(impact.submodules[1].from).toBeCloseTo(891, 6); // 40.5 % × 2,200 under SII-2016
  });

  it('answers 404 for a perimeter without SCR and 403 without the solvency right', async () => {
    const transparised = await t.call('analyste', 'POST', '/api/inventory/computation', perimeter);
    const other = transparised.json().perimeter.perimeterID;
    const url = `/api/solvency/comparison?basePerimeterID=${other}&perimeterID=${other}`;
    expect((await t.call('analyste', 'GET', url)).statusCode).toBe(404);
    expect((await t.call('lecteur', 'GET', url)).statusCode).toBe(403);
    const bad = await t.call('analyste', 'GET', '/api/solvency/comparison?basePerimeterID=x');
    expect(bad.statusCode).toBe(400);
  });
});
