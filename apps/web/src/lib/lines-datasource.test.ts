import { describe, expect, it, vi } from 'vitest';
import type { IGetRowsParams } from 'ag-grid-community';
import { ApiError } from '../api/client';
import { createLinesDatasource, linesCountLabel, type LinesFetcher } from './lines-datasource';

const block = (startRow: number, endRow: number) => {
  const params = {
    startRow,
    endRow,
    sortModel: [{ colId: 'MarketValueRc', sort: 'desc' }],
    filterModel: { Cic: { filterType: 'text', type: 'equals', filter: 'FR31' } },
    successCallback: vi.fn(),
    failCallback: vi.fn(),
  };
  return params as typeof params & IGetRowsParams;
};
const events = () => ({ onCount: vi.fn(), onError: vi.fn() });

describe('look-through lines datasource', () => {
  it('asks one OData page per block and ends the grid at the OData count', async () => {
    const fetchPage = vi.fn<LinesFetcher>(async () => ({
      rows: [{ LineNo: 501 }],
      count: 100_000,
    }));
    const on = events();
    const params = block(500, 1000);
    createLinesDatasource('per-1', ['LineNo', 'Cic'], fetchPage, on).getRows(params);
    await vi.waitFor(() => expect(params.successCallback).toHaveBeenCalled());
    expect(fetchPage).toHaveBeenCalledWith('per-1', {
      $filter: "Cic eq 'FR31'",
      $select: 'LineNo,Cic',
      $orderby: 'MarketValueRc desc,LineNo asc',
      $top: 500,
      $skip: 500,
    });
    expect(params.successCallback).toHaveBeenCalledWith([{ LineNo: 501 }], 100_000);
    expect(on.onCount).toHaveBeenCalledWith({ exact: 100_000 });
    expect(on.onError).toHaveBeenCalledWith(null);
  });

  it('without a count, ends the grid at a short block, or leaves the end open', async () => {
    const short = block(1000, 1500);
    const on = events();
    createLinesDatasource('per-1', [], async () => ({ rows: [{}, {}], count: null }), on).getRows(
      short,
    );
    await vi.waitFor(() => expect(short.successCallback).toHaveBeenCalledWith([{}, {}], 1002));
    const full = block(0, 2);
    createLinesDatasource('per-1', [], async () => ({ rows: [{}, {}], count: null }), on).getRows(
      full,
    );
    await vi.waitFor(() => expect(full.successCallback).toHaveBeenCalledWith([{}, {}], undefined));
  });

  it('asks the count with the first block only', async () => {
    const fetchPage = vi.fn<LinesFetcher>(async () => ({ rows: [], count: 0 }));
    const source = createLinesDatasource('per-1', ['LineNo'], fetchPage, events());
    source.getRows(block(0, 500));
    source.getRows(block(500, 1000));
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    expect(fetchPage.mock.calls[0]![1].$count).toBe('true');
    expect(fetchPage.mock.calls[1]![1]).not.toHaveProperty('$count');
  });

  it('says « more than » when the server stopped counting, then the exact count asked apart', async () => {
    const on = { ...events(), onExactCount: vi.fn() };
    const countLines = vi.fn(async () => 250_000);
    const params = block(0, 500);
    const rows = Array.from({ length: 500 }, (_, i) => ({ LineNo: i + 1 }));
    createLinesDatasource(
      'per-1',
      ['LineNo'],
      async () => ({ rows, count: null, countExceeds: 100_000 }),
      on,
      undefined,
      countLines,
    ).getRows(params);
    await vi.waitFor(() => expect(on.onExactCount).toHaveBeenCalledWith(250_000));
    expect(params.successCallback).toHaveBeenCalledWith(rows, undefined);
    expect(countLines).toHaveBeenCalledWith('per-1', "Cic eq 'FR31'");
    expect(on.onCount.mock.calls).toEqual([[{ atLeast: 100_000 }], [{ exact: 250_000 }]]);
    expect(linesCountLabel({ atLeast: 100_000 })).toBe(
      'plus de 100\u202f000 lignes (décompte en cours)',
    );
    expect(linesCountLabel({ exact: 1 })).toBe('1 ligne');
  });

  it('fails the block and reports the error', async () => {
    const error = new ApiError(500, 'INTERNAL', 'x');
    const on = events();
    const params = block(0, 500);
    createLinesDatasource('per-1', [], async () => Promise.reject(error), on).getRows(params);
    await vi.waitFor(() => expect(params.failCallback).toHaveBeenCalled());
    expect(on.onError).toHaveBeenCalledWith(error);
    expect(params.successCallback).not.toHaveBeenCalled();
  });
});
