import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases';
import { FIXTURE_PERIMETER, insertLookThroughFixture } from '../../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MAX_PAGE_SIZE, MAX_TOP } from './compiler';

/** Copies of each of the fixture's five lines: 5 × 60,000 = 300,000 lines to sort. */
const COPIES = 60_000;

/**
 * Issue 14: a request, whatever its OData options, holds no one else. The heaviest grid
 * request there is (a filter on a joined column, a sort over every line, a deep page and
 * a count) runs while /api/health is asked every 20 ms: each answer comes within 200 ms.
 */
describe.each(testDatabaseKinds())('a costly OData request on %s', (kind) => {
  let t: TestApp;
  let perimeterId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.3 });
    const computed = await t.call('analyste', 'POST', '/api/inventory/computation', {
      ...FIXTURE_PERIMETER,
    });
    perimeterId = computed.json().perimeter.perimeterID;
    await t.db.execute(sql`
      insert into lookthrough_lines (role_code, perimeter_id, line_no, instrument_no, root_no,
             path_no, depth, quotation_currency, quantity, notional_rc, market_value_qc,
             market_value_rc, weight, status, missing_data)
      select role_code, perimeter_id, line_no + k * 10, instrument_no, root_no, path_no, depth,
             quotation_currency, quantity, notional_rc, market_value_qc, market_value_rc + k,
             weight, status, missing_data
        from lookthrough_lines, generate_series(1, ${COPIES}) as k
       where perimeter_id = ${perimeterId}`);
    await t.db.execute(
      sql`update computed_perimeters set line_count = ${5 * (COPIES + 1)} where id = ${perimeterId}`,
    );
  }, 120_000);
  afterAll(() => t.close());

  /**
   * Health's longest wait is a tail figure: on the 2-core CI machine, with the other test
   * worker and PostgreSQL beside it, a collection or a descheduling put one wait at 238 ms
   * (04/12/2026) while the request itself held nothing. A request that holds the event loop
   * does so every time it runs: asked twice, it still fails.
   */
  const ONE_RETRY = { retry: 1 };

  /** Asks `url` while /api/health is asked every 20 ms; the answer and health's waits. */
  async function withHealthPolled(url: string) {
    let finished = false;
    const costly = t.call('analyste', 'GET', url).finally(() => (finished = true));
    const latencies: number[] = [];
    while (!finished) {
      const asked = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      latencies.push(performance.now() - asked);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { answer: await costly, latencies };
  }

  it('leaves /api/health answering within 200 ms while it runs', ONE_RETRY, async () => {
    const query = new URLSearchParams({
      $filter: "contains(SecurityName,'a') or Weight gt -1",
      $orderby: 'SecurityName desc,MarketValueRc desc',
      $skip: '250000',
      $top: '100',
      $count: 'true',
    });
    const url = `/api/inventory/${perimeterId}/odata/hierarchical_positions?${query}`;
    const { answer, latencies } = await withHealthPolled(url);
    // Within its budget it answers its page; past it, a French 503 — never a frozen server.
    expect([200, 503]).toContain(answer.statusCode);
    if (answer.statusCode === 200) {
      expect(answer.json()).toHaveLength(100);
      expect(answer.headers['prisme-count-exceeds']).toBe('100000');
    } else {
      expect(answer.json()).toMatchObject({ code: 'QUERY_TIMEOUT' });
    }
    expect(latencies.length).toBeGreaterThan(2);
    expect(Math.max(...latencies)).toBeLessThan(200);
  });

  it(
    'answers the largest $top a page at a time, with a next link, health within 200 ms (issue 41 §4)',
    ONE_RETRY,
    async () => {
      const path = `/api/inventory/${perimeterId}/odata/hierarchical_positions`;
      const asked = `${path}?$top=${MAX_TOP}&$skip=10&$orderby=MarketValueRc desc&$count=true`;
      const { answer, latencies } = await withHealthPolled(encodeURI(asked));
      expect(answer.statusCode, answer.body).toBe(200);
      const lines = answer.json() as { LineNo: number }[];
      expect(lines).toHaveLength(MAX_PAGE_SIZE);
      expect(answer.headers['odata-count']).toBe(String(5 * (COPIES + 1)));
      const next = answer.headers['odata-nextlink'] as string;
      expect(next).toBe(
        `${path}?$orderby=MarketValueRc+desc&$count=true&$skip=${10 + MAX_PAGE_SIZE}&$top=${MAX_TOP - MAX_PAGE_SIZE}`,
      );
      expect(answer.headers['link']).toBe(`<${next}>; rel="next"`);
      expect(latencies.length).toBeGreaterThan(2);
      expect(Math.max(...latencies)).toBeLessThan(200);
      // The next page follows on where this one stopped, without a line twice.
      const following = await t.call('analyste', 'GET', next);
      expect(following.statusCode, following.body).toBe(200);
      const more = following.json() as { LineNo: number }[];
      expect(more).toHaveLength(MAX_PAGE_SIZE);
      const seen = new Set(lines.map((line) => line.LineNo));
      expect(more.some((line) => seen.has(line.LineNo))).toBe(false);
      // The last page of what was asked carries no next link.
      const last = await t.call('analyste', 'GET', encodeURI(`${path}?$top=${MAX_PAGE_SIZE}`));
      expect(last.json()).toHaveLength(MAX_PAGE_SIZE);
      expect(last.headers['odata-nextlink']).toBeUndefined();
    },
  );

  it('counts exactly at …/$count, in plain text', async () => {
    const filter = encodeURIComponent('Weight gt -1');
    const response = await t.call(
      'analyste',
      'GET',
      `/api/inventory/${perimeterId}/odata/hierarchical_positions/$count?$filter=${filter}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe(String(5 * (COPIES + 1)));
    const other = await t.call(
      'lecteur',
      'GET',
      `/api/inventory/${perimeterId}/odata/hierarchical_positions/$count`,
    );
    expect(other.statusCode).toBe(404);
  });
});
