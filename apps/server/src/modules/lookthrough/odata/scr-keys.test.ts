import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrReferences, yieldCurvePoints } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import {
  FIXTURE_PERIMETER,
  insertLookThroughFixture,
  VALUATION_DATE,
} from '../../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findComputedPerimeter } from '../perimeter-repository';
import { compileODataQuery, type ODataQueryOptions } from './compiler';
import { queryHierarchicalPositions } from './repository';
import { readsScrColumnsOnly, SCR_KEYED_COLUMNS } from './scr-keys';

describe('which pages read their keys from the SCR line results', () => {
  it.each([
    [{ $orderby: 'ScrContribution desc' }, true],
    [{ $orderby: 'ScrEquity desc,LineNo', $filter: 'ScrContribution gt 0' }, true],
    [{ $orderby: 'ScrContribution desc', $filter: "Cic eq 'x'" }, false],
    [{ $orderby: 'MarketValueRc desc' }, false],
    [{}, false],
  ] as [ODataQueryOptions, boolean][])('%j → %s', (query, expected) => {
    expect(readsScrColumnsOnly(compileODataQuery(query))).toBe(expected);
  });
});

/** The SCR-keyed page is the joined page: same lines, same order, same paging. */
describe.each(testDatabaseKinds())('SCR-keyed pages on %s', (kind) => {
  let t: TestApp;
  let perimeterId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
    await t.db.insert(scrReferences).values({
      referenceDate: VALUATION_DATE,
      symmetricAdjustment: 0.015,
      type1Stress: 0.405,
      type2Stress: 0.505,
      yieldCurveId: 'EUR_RFR_NO_VA',
    });
    await t.db.insert(yieldCurvePoints).values(
      Array.from({ length: 30 }, (_, i) => ({
        curveId: 'EUR_RFR_NO_VA',
        currency: 'EUR',
        curveDate: VALUATION_DATE,
        maturity: i + 1,
        rate: 0.022 + i * 0.0003,
      })),
    );
    const computed = await t.call('analyste', 'POST', '/api/inventory/computation', {
      ...FIXTURE_PERIMETER,
      computeSCR: true,
    });
    expect(computed.statusCode, computed.body).toBe(200);
    perimeterId = computed.json().perimeter.perimeterID;
  });
  afterAll(() => t.close());

  it.each([
    { $orderby: 'ScrContribution desc', $select: 'LineNo,ScrContribution,IsinCode' },
    { $orderby: 'ScrEquity desc,ScrContribution', $skip: 1, $top: 3 },
    { $orderby: 'ScrContribution', $filter: 'ScrContribution gt 0 or LineNo eq 1', $count: 'true' },
  ] as ODataQueryOptions[])('answers %j as the joined query does', async (query) => {
    const perimeter = (await findComputedPerimeter(t.db, perimeterId, undefined))!;
    const compiled = compileODataQuery(query);
    const joined = await queryHierarchicalPositions(t.db, perimeter, compiled);
    const keyed = await queryHierarchicalPositions(t.db, perimeter, compiled, {
      scrKeyed: compileODataQuery(query, { columns: SCR_KEYED_COLUMNS }),
    });
    expect(joined.rows.length).toBeGreaterThan(0);
    expect(keyed).toEqual(joined);
    // And through the API, which chooses the SCR-keyed page for these queries.
    const params = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const answer = await t.call(
      'analyste',
      'GET',
      `/api/inventory/${perimeterId}/odata/hierarchical_positions?${params}`,
    );
    expect(answer.json()).toEqual(joined.rows);
  });
});
