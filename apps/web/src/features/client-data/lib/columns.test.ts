import type { ValueFormatterParams, ValueParserParams, ValueSetterParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { listColumns } from './columns';
import { emptyRow, type ListRow } from './rows';

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

  it('read what is typed in French, and keep what is not a number to flag it (issue 40)', () => {
    const parse = rate!.valueParser as (p: Partial<ValueParserParams<ListRow>>) => unknown;
    const set = rate!.valueSetter as (p: Partial<ValueSetterParams<ListRow>>) => boolean;
    const typed = (text: string) => {
      const data = emptyRow();
      expect(set({ data, newValue: parse({ newValue: text }) })).toBe(true);
      return data;
    };
    expect(typed('0,39').leverageRate).toBe(0.39);
    expect(typed('1 234,5').leverageRate).toBe(1234.5);
    const wrong = typed('beaucoup');
    expect(wrong.leverageRate).toBeNull();
    expect(wrong.unreadable).toEqual({ leverageRate: 'beaucoup' });
  });
});
