import { describe, expect, it } from 'vitest';
import { buildFilter, buildLinesQuery, buildOrderBy, odataString } from './odata-query';

const text = (type: string, filter: string) => ({ filterType: 'text', type, filter });
const number = (type: string, filter: number) => ({ filterType: 'number', type, filter });

describe('grid filter model → $filter', () => {
  it('maps text filters to contains, eq and startswith, quoting the text', () => {
    expect(buildFilter({ IsinCode: text('contains', 'FR00') })).toBe("contains(IsinCode,'FR00')");
    expect(buildFilter({ Cic: text('equals', 'FR31') })).toBe("Cic eq 'FR31'");
    expect(buildFilter({ SecurityName: text('startsWith', "L'Oréal") })).toBe(
      "startswith(SecurityName,'L''Oréal')",
    );
    expect(odataString("a'b''c")).toBe("'a''b''''c'");
  });

  it('maps number filters to eq, gt and lt', () => {
    expect(buildFilter({ Depth: number('equals', 2) })).toBe('Depth eq 2');
    expect(buildFilter({ MarketValueRc: number('greaterThan', 1000.5) })).toBe(
      'MarketValueRc gt 1000.5',
    );
    expect(buildFilter({ Weight: number('lessThan', -0.01) })).toBe('Weight lt -0.01');
  });

  it('joins the columns with and, and a column’s two conditions with its operator', () => {
    expect(
      buildFilter({
        PortfolioCode: text('equals', 'P-VIE'),
        Depth: {
          filterType: 'number',
          operator: 'OR',
          conditions: [number('equals', 0), number('greaterThan', 2)],
        },
      }),
    ).toBe("PortfolioCode eq 'P-VIE' and (Depth eq 0 or Depth gt 2)");
    expect(
      buildFilter({
        Cic: { operator: 'AND', conditions: [text('startsWith', 'FR'), text('contains', '')] },
      }),
    ).toBe("startswith(Cic,'FR')");
  });

  it('never names a column outside the allowlist nor sends an unsupported option', () => {
    expect(buildFilter({ 'Cic) or (1 eq 1': text('equals', 'x') })).toBeUndefined();
    expect(buildFilter({ IsinCode: text('notContains', 'x') })).toBeUndefined();
    expect(buildFilter({ Depth: number('inRange', 1) })).toBeUndefined();
    expect(buildFilter({ IsinCode: text('contains', '   ') })).toBeUndefined();
    expect(
      buildFilter({ Depth: { filterType: 'number', type: 'equals', filter: null } }),
    ).toBeUndefined();
    expect(buildFilter({})).toBeUndefined();
  });

  it('turns the French status and missing-data labels typed by the user into their codes', () => {
    expect(buildFilter({ LookThroughStatus: text('contains', 'non transp') })).toBe(
      "LookThroughStatus eq 'not_looked_through'",
    );
    expect(buildFilter({ LookThroughStatus: text('startsWith', 'trans') })).toBe(
      "LookThroughStatus eq 'looked_through'",
    );
    expect(buildFilter({ MissingData: text('contains', 'notation') })).toBe(
      "contains(MissingData,'rating')",
    );
    expect(buildFilter({ MissingData: text('equals', 'LEI') })).toBe("contains(MissingData,'lei')");
    // Several labels match: any of them.
    expect(buildFilter({ LookThroughStatus: text('contains', 'allocation') })).toBe(
      "(LookThroughStatus eq 'target_allocation' or LookThroughStatus eq 'last_reported')",
    );
    // No label matches: the text is looked for as it is.
    expect(buildFilter({ LookThroughStatus: text('equals', 'zzz') })).toBe(
      "LookThroughStatus eq 'zzz'",
    );
  });
});

describe('grid sort model → $orderby', () => {
  it('keeps the user’s order and ends with the line number, so blocks never overlap', () => {
    expect(buildOrderBy([{ colId: 'MarketValueRc', sort: 'desc' }])).toBe(
      'MarketValueRc desc,LineNo asc',
    );
    expect(buildOrderBy([{ colId: 'LineNo', sort: 'desc' }])).toBe('LineNo desc');
  });

  it('falls back to the look-through order, the line number', () => {
    expect(buildOrderBy([])).toBe('LineNo asc');
    expect(buildOrderBy([{ colId: 'unknown', sort: 'asc' }])).toBe('LineNo asc');
    expect(buildOrderBy([], [{ colId: 'ScrContribution', sort: 'desc' }])).toBe(
      'ScrContribution desc,LineNo asc',
    );
  });

  it('takes another default order when the grid asks for one', () => {
    const byContribution = [{ colId: 'ScrContribution', sort: 'desc' }] as const;
    expect(buildOrderBy([], byContribution)).toBe('ScrContribution desc,LineNo asc');
    expect(buildOrderBy([{ colId: 'Cic', sort: 'asc' }], byContribution)).toBe(
      'Cic asc,LineNo asc',
    );
  });
});

describe('a block of the infinite row model → the OData options', () => {
  it('asks for the block’s rows, the count, the shown columns and the filter', () => {
    expect(
      buildLinesQuery(
        {
          startRow: 1000,
          endRow: 1500,
          sortModel: [],
          filterModel: { Cic: text('equals', 'FR31') },
        },
        ['LineNo', 'Cic', 'notAColumn'],
      ),
    ).toEqual({
      $filter: "Cic eq 'FR31'",
      $select: 'LineNo,Cic',
      $orderby: 'LineNo asc',
      $top: 500,
      $skip: 1000,
    });
    const first = buildLinesQuery({ startRow: 0, endRow: 500, sortModel: [], filterModel: null }, [
      'LineNo',
    ]);
    expect(first).not.toHaveProperty('$filter');
    // The count comes with the first block only.
    expect(first.$count).toBe('true');
  });
});
