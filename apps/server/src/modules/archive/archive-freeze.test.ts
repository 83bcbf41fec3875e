import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REGULATORY_DEFAULT_PARAMETERS } from '@prisme/domain';
import {
  computedPerimeters,
  lookthroughLines,
  positions,
  scrLineResults,
  securities,
} from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import {
  BOND,
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
  TOTAL,
  VALUATION_DATE,
} from '../../test/fixtures/look-through';
import { insertScrMarketData } from '../../test/fixtures/scr-market';
import { createTestApp, type TestApp } from '../../test/test-app';

const ROLE = 'Client.DEMO1';

/**
 * An archive reads the same forever (issue 18): its perimeter, lines and results stay as
 * they were computed after the SCR parameters and the client lists change, after the same
 * user computes again (which retires the user's earlier, unarchived perimeters), and after
 * new positions are loaded. Deleting it lets its perimeter go, unless it is the user's
 * current one.
 */
describe.each(testDatabaseKinds())('an archive’s figures on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
    await insertScrMarketData(t.db, VALUATION_DATE, 0.015, () => 0.022);
  });
  afterAll(() => t.close());

  const computeAll = async () => {
    const response = await t.call('analyste', 'POST', '/api/inventory/computation', {
      ...perimeter,
      computeSCR: true,
      computeESG: true,
      computeRiskLiquidity: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().perimeter.perimeterID as string;
  };
  const get = async (url: string) => {
    const response = await t.call('analyste', 'GET', url);
    return {
      status: response.statusCode,
      body: response.statusCode === 200 ? response.json() : null,
    };
  };
  /** Everything the reports read of a perimeter. */
  const figures = async (id: string) => ({
    summary: await get(`/api/inventory/${id}/summary`),
    lines: await get(
      `/api/inventory/${id}/odata/hierarchical_positions?$orderby=IsinCode,PortfolioCode,CompartmentCode&$top=100`,
    ),
    scr: await get(`/api/solvency/results?perimeterID=${id}`),
    esg: await get(`/api/esg/results?perimeterID=${id}`),
    liquidity: await get(`/api/risk_liquidity/results?perimeterID=${id}`),
    scrLines: await t.db
      .select()
      .from(scrLineResults)
      .where(and(eq(scrLineResults.roleCode, ROLE), eq(scrLineResults.perimeterId, id)))
      .orderBy(scrLineResults.lineNo),
  });
  const lineCount = async (id: string) =>
    (await t.db.select().from(lookthroughLines).where(eq(lookthroughLines.perimeterId, id))).length;
  const archive = (id: string, name: string) =>
    t.call('analyste', 'POST', '/api/archive', {
      perimeterID: id,
      name,
      category: 'Officiel',
      simulation: false,
      scr: true,
      esg: true,
      riskLiquidity: true,
    });

  let archived: string;
  let frozen: Awaited<ReturnType<typeof figures>>;

  it('records with each result what it was computed with', async () => {
    archived = await computeAll();
    expect((await archive(archived, 'Clôture')).statusCode).toBe(201);
    frozen = await figures(archived);
    for (const family of ['summary', 'lines', 'scr', 'esg', 'liquidity'] as const)
      expect(frozen[family].status, family).toBe(200);
    expect(frozen.lines.body).toHaveLength(4);
    expect(frozen.scrLines).toHaveLength(4);
    expect(frozen.scr.body.parameters).toEqual(REGULATORY_DEFAULT_PARAMETERS);
    expect(frozen.scr.body.clientLists).toEqual({
      strategicParticipations: [],
      longTermAssets: [],
      intraGroups: [],
      concentrationExclusions: [],
      propertyLeverages: [],
      defaultedLoans: [],
    });
    expect(frozen.esg.body.parameters).toMatchObject({
      pillarWeights: { E: 0.4, S: 0.3, G: 0.3 },
      forcedRatings: [],
    });
    expect(frozen.liquidity.body).toHaveProperty('scenarios');
  });

  it('reads the same after the SCR parameters and the client lists change', async () => {
    const userID = await t.accountIdOf('analyste');
    const equity = await t.call('analyste', 'PUT', '/api/parameters/scr-equity', {
      ...REGULATORY_DEFAULT_PARAMETERS.equity,
      type1Stress: 0.2,
      rolename: ROLE,
      userID,
    });
    expect(equity.statusCode, equity.body).toBe(200);
    const lists = await t.call('analyste', 'PUT', '/api/parameters/intra-groups', {
      rolename: ROLE,
      intraGroups: [{ code: BOND, denomination: 'Obligation XS 2029', cic: 'XL22' }],
    });
    expect(lists.statusCode, lists.body).toBe(200);
    expect(await figures(archived)).toEqual(frozen);
  });

  it('reads the same after the user computes again, twice', async () => {
    const second = await computeAll();
    const third = await computeAll();
    // The unarchived second perimeter was retired by the third computation, and purged.
    expect((await get(`/api/solvency/results?perimeterID=${second}`)).status).toBe(404);
    await vi.waitFor(async () => expect(await lineCount(second)).toBe(0));
    const now = await figures(third);
    expect(now.scr.body.globalSCRMarketResult).not.toBeCloseTo(
      frozen.scr.body.globalSCRMarketResult,
      6,
    );
    expect(now.scr.body.clientLists.intraGroups).toHaveLength(1);
    expect(await figures(archived)).toEqual(frozen);
    expect(await lineCount(archived)).toBe(4);
  });

  it('reads the same after new positions are loaded', async () => {
    await t.db
      .update(positions)
      .set({ marketValueQc: 5000, marketValueRc: 5000 })
      .where(eq(positions.securityCode, TOTAL));
    await t.db
      .update(securities)
      .set({ name: 'TotalEnergies renommée' })
      .where(eq(securities.code, TOTAL));
    const recomputed = await computeAll();
    const now = await figures(recomputed);
    expect(now.summary.body).not.toEqual(frozen.summary.body);
    expect(await figures(archived)).toEqual(frozen);
  });

  it('lets a deleted archive’s perimeter go, unless it is the user’s current one', async () => {
    const current = await computeAll();
    expect((await archive(current, 'Courant')).statusCode).toBe(201);
    // The current perimeter stays after its archive is deleted: the user works on it.
    expect(
      (await t.call('analyste', 'DELETE', `/api/archive?perimeterID=${current}`)).statusCode,
    ).toBe(204);
    expect((await get(`/api/solvency/results?perimeterID=${current}`)).status).toBe(200);
    expect(await lineCount(current)).toBe(4);
    // The older archived one goes at once, its rows after the commit.
    expect(
      (await t.call('analyste', 'DELETE', `/api/archive?perimeterID=${archived}`)).statusCode,
    ).toBe(204);
    for (const family of ['summary', 'scr', 'esg', 'liquidity'] as const)
      expect((await figures(archived))[family].status, family).toBe(404);
    await vi.waitFor(async () => expect(await lineCount(archived)).toBe(0));
    const rows = await t.db
      .select()
      .from(computedPerimeters)
      .where(eq(computedPerimeters.id, archived));
    expect(rows).toEqual([]);
    // The unarchived current one is retired by the next computation, as any other.
    await computeAll();
    expect((await get(`/api/solvency/results?perimeterID=${current}`)).status).toBe(404);
  });
});
