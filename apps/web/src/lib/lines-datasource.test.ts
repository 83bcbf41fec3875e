import { describe, expect, it, vi } from 'vitest';
import type { IGetRowsParams } from 'ag-grid-community';
import { ApiError } from '../api/client';
import { createLinesDatasource, type LinesFetcher } from './lines-datasource';

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
      $count: 'true',
    });
    expect(params.successCallback).toHaveBeenCalledWith([{ LineNo: 501 }], 100_000);
    expect(on.onCount).toHaveBeenCalledWith(100_000);
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
