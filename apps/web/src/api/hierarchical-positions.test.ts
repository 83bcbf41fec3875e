import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureTestApi } from '../test/api-session';
import { configureApi } from './client';
import { getHierarchicalPositions } from './hierarchical-positions';

const PATH = '/api/inventory/per-1/odata/hierarchical_positions';
const lines = ($top: number) => ({ $select: 'LineNo', $orderby: 'LineNo asc', $top, $skip: 0 });

describe('getHierarchicalPositions', () => {
  const asked: URL[] = [];
  beforeEach(() => {
    asked.length = 0;
    configureTestApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
  });

  /** A server that answers `pageSize` lines at most, with OData's next link past them. */
  function pagingServer(lineCount: number, pageSize: number) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        asked.push(url);
        const skip = Number(url.searchParams.get('$skip') ?? 0);
        const top = Number(url.searchParams.get('$top'));
        const end = Math.min(lineCount, skip + Math.min(top, pageSize));
        const rows = Array.from({ length: end - skip }, (_, i) => ({ LineNo: skip + i + 1 }));
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (url.searchParams.get('$count') === 'true') headers['OData-Count'] = String(lineCount);
        if (top > pageSize && end < lineCount) {
          const next = new URLSearchParams(url.searchParams);
          next.set('$skip', String(end));
          next.set('$top', String(top - (end - skip)));
          headers['OData-NextLink'] = `${PATH}?${next}`;
        }
        return new Response(JSON.stringify(rows), { status: 200, headers });
      }),
    );
  }

  it('follows the next links until every line asked is there (OData 4.01 §11.2.6.7)', async () => {
    pagingServer(12, 5);
    const page = await getHierarchicalPositions('per-1', { ...lines(11), $count: 'true' });
    expect(page.rows.map((row) => row.LineNo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(page.count).toBe(12);
    expect(
      asked.map((url) => [url.searchParams.get('$skip'), url.searchParams.get('$top')]),
    ).toEqual([
      ['0', '11'],
      ['5', '6'],
      ['10', '1'],
    ]);
    // The session's identity on every page, once.
    expect(asked.every((url) => url.searchParams.getAll('userID').join() === 'u1')).toBe(true);
  });

  it('asks once when the answer has no next link', async () => {
    pagingServer(3, 5);
    const page = await getHierarchicalPositions('per-1', lines(500));
    expect(page.rows).toHaveLength(3);
    expect(page.count).toBeNull();
    expect(asked).toHaveLength(1);
  });
});
