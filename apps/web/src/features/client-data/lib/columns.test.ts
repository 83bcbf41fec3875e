import type { ValueFormatterParams, ValueParserParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { listColumns } from './columns';
import type { ListRow } from './rows';

const choices = { portfolios: [], compartments: [], currencies: [], cics: undefined };

describe('the number columns of the client-data lists', () => {
  const [rate] = listColumns(['leverageRate'], [], choices, undefined, new Map());

  it('show a number in French and edit it as shown', () => {
    const format = rate!.valueFormatter as (p: Partial<ValueFormatterParams<ListRow>>) => string;
    expect(format({ value: 0.39 })).toBe('0,39');
    expect(format({ value: 1234.5 })).toBe('1\u202f234,5');
    expect(format({ value: null })).toBe('');
    expect(rate!.cellEditor).toBe('agTextCellEditor');
    expect(rate!.cellEditorParams).toEqual({ useFormatter: true });
  });

  it('read what is typed in French, and nothing from what is not a number', () => {
    const parse = rate!.valueParser as (p: Partial<ValueParserParams<ListRow>>) => unknown;
    expect(parse({ newValue: '0,39' })).toBe(0.39);
    expect(parse({ newValue: '1 234,5' })).toBe(1234.5);
    expect(parse({ newValue: 'beaucoup' })).toBeNull();
  });
});
