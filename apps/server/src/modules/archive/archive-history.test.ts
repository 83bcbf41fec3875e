import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchiveHistory, ScrResultPayload } from '@prisme/domain';
import { esgResults } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import {
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
  VALUATION_DATE,
} from '../../test/fixtures/look-through';
import { insertScrMarketData } from '../../test/fixtures/scr-market';
import { createTestApp, type TestApp } from '../../test/test-app';

const ROLE = 'Client.DEMO1';
const NONE = { simulation: false, scr: false, esg: false, riskLiquidity: false };

/** What the history reads of an ESG result: the rest of the payload is not needed here. */
const esgPayload = {
  pillars: { E: 6.5, S: 5.25, G: null },
  carbon: {
    financedScope12: { value: 120.5, coveredValue: 1, eligibleValue: 1, coverage: 1 },
    waci: { value: null, coveredValue: 0, eligibleValue: 1, coverage: 0 },
    totalValue: 1_000,
  },
  temperature: {
    mid: { S1S2: { WATS: { score: 2.4, top: [{ key: 'X' }] }, TETS: { score: null } } },
  },
};

/**
 * GET /api/archive/history (issue 18 §3, « Analyse Historique »): a category's archives in
 * time with their look-through, SCR and ESG figures, in one request; within the caller's
 * roles and rights.
 */
describe.each(testDatabaseKinds())('archive history on %s', (kind) => {
  let t: TestApp;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
    await insertScrMarketData(t.db, VALUATION_DATE, 0.015, () => 0.022);
    // Three computations, each archived before the next retires it: two as « Officiel »
    // (the second with an ESG result), one look-through only as « Test ».
    const steps: [Record<string, boolean>, Record<string, unknown>][] = [
      [{ computeSCR: true }, { name: 'Clôture T3', category: 'Officiel', scr: true }],
      [{ computeSCR: true }, { name: 'Clôture T4', category: 'Officiel', scr: true, esg: true }],
      [{}, { name: 'Essai', category: 'Test' }],
    ];
    for (const [flags, body] of steps) {
      const computed = await t.call('analyste', 'POST', '/api/inventory/computation', {
        ...perimeter,
        ...flags,
      });
      expect(computed.statusCode, computed.body).toBe(200);
      const id: string = computed.json().perimeter.perimeterID;
      ids.push(id);
      if (body.esg) {
        await t.db.insert(esgResults).values({
          roleCode: ROLE,
          perimeterId: id,
          computedAt: new Date(),
          score: 5.9,
          coverage: 0.8,
          result: esgPayload,
        });
      }
      const created = await t.call('analyste', 'POST', '/api/archive', {
        ...NONE,
        perimeterID: id,
        ...body,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  const history = async (query: string, login = 'analyste'): Promise<ArchiveHistory> => {
    const response = await t.call(login, 'GET', `/api/archive/history?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('lists the archives of a category in time with their look-through and SCR figures', async () => {
    const answer = await history(`rolename=${ROLE}&category=Officiel`);
    expect(answer.rolename).toBe(ROLE);
    expect(answer.category).toBe('Officiel');
    expect(answer.points.map((p) => p.name)).toEqual(['Clôture T3', 'Clôture T4']);
    const scr: ScrResultPayload = (
      await t.call('analyste', 'GET', `/api/solvency/results?perimeterID=${ids[0]}`)
    ).json();
    const [first, second] = answer.points;
    expect(first).toMatchObject({
      perimeterID: ids[0],
      simulation: false,
      valuationDate: VALUATION_DATE,
      marketValue: scr.globalMarketValuation,
      lineCount: expect.any(Number),
      lookedThroughShare: expect.any(Number),
      esg: null,
    });
    expect(first!.scr).toEqual({
      total: scr.globalSCRMarketResult,
      // Issue 37: the rule set, and no impact (the computation did not ask for it).
      ruleSetId: 'SII-2016',
      impact: null,
      marketValue: scr.globalMarketValuation,
      undiversified: scr.undiversified,
      diversification: scr.diversification,
      // Issue 42: no bank account nor derivative here, so no counterparty charge.
      counterparty: 0,
      assets: scr.counterparty!.assets.combined,
      submodules: scr.submodules,
    });
    expect(scr.counterparty!.assets.combined).toBeCloseTo(scr.globalSCRMarketResult, 9);
    expect(first!.scr!.total).toBeGreaterThan(0);
    expect(Date.parse(first!.simulationDate)).toBeLessThanOrEqual(
      Date.parse(second!.simulationDate),
    );
    // The ESG figures, without the temperature's contributors.
    expect(second!.esg).toEqual({
      score: 5.9,
      coverage: 0.8,
      pillars: { E: 6.5, S: 5.25, G: null },
      carbon: { financedScope12: 120.5, waci: null },
      temperature: { mid: { S1S2: { WATS: 2.4, TETS: null } } },
    });
  });

  it('keeps to the archives of a family when one is asked', async () => {
    expect((await history(`rolename=${ROLE}&category=Officiel&family=esg`)).points).toHaveLength(1);
    expect((await history(`rolename=${ROLE}&category=Test&family=scr`)).points).toEqual([]);
    const test = await history(`rolename=${ROLE}&category=Test`);
    expect(test.points).toHaveLength(1);
    expect(test.points[0]).toMatchObject({ name: 'Essai', scr: null, esg: null });
    expect(await history(`rolename=${ROLE}&category=Inconnue`)).toMatchObject({ points: [] });
  });

  it('stays within the caller’s roles and rights, and checks its query in French', async () => {
    const foreign = await t.call(
      'lecteur',
      'GET',
      `/api/archive/history?rolename=${ROLE}&category=Officiel`,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('Clôture');
    // lecteur has the transparency right only: no SCR history.
    const noRight = await t.call(
      'lecteur',
      'GET',
      '/api/archive/history?rolename=Client.DEMO2&category=Officiel&family=scr',
    );
    expect(noRight.statusCode).toBe(403);
    expect((await history('rolename=Client.DEMO2&category=Officiel', 'lecteur')).points).toEqual(
      [],
    );
    const missing = await t.call('analyste', 'GET', `/api/archive/history?rolename=${ROLE}`);
    expect(missing.statusCode).toBe(400);
    const unknown = await t.call(
      'analyste',
      'GET',
      `/api/archive/history?rolename=${ROLE}&category=Officiel&family=qrt`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Famille de résultats inconnue/);
  });
});
