import { describe, expect, it } from 'vitest';
import type { ValueFormatterParams, ValueGetterParams } from 'ag-grid-community';
import type { FundReconciliationRow } from '@prisme/domain';
import {
  FLAGGED_CELL_STYLE,
  flaggedRowStyle,
  fundReconciliationColumns,
} from '../components/fund-reconciliation-columns';
import {
  FLAGGED_FUND,
  FUND_WITHOUT_SCR,
  fundReconciliation,
  HEDGED_CLASS_REASON,
  HEDGED_USD_CLASS,
  IN_LINE_FUND,
} from '../testing/fund-reconciliation';
import {
  fundStatusLabel,
  limitInputsOf,
  readLimitInputs,
  reconciliationCsv,
  visibleFunds,
} from './fund-reconciliation';

/** Testing Library and Intl write narrow no-break spaces: compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

type Leaf = {
  colId?: string;
  field?: string;
  valueGetter?: (params: ValueGetterParams<FundReconciliationRow>) => unknown;
  valueFormatter?: (params: ValueFormatterParams<FundReconciliationRow>) => string;
  cellStyle?: (params: { data: FundReconciliationRow }) => unknown;
};
const leaves = (fundReconciliationColumns('EUR') as { children: Leaf[] }[]).flatMap(
  (group) => group.children,
);
const column = (id: string) => leaves.find((leaf) => (leaf.colId ?? leaf.field) === id)!;
/** What a cell shows: the formatted value of the column for the fund. */
const shown = (id: string, fund: FundReconciliationRow) => {
  const leaf = column(id);
  const value = leaf.valueGetter
    ? leaf.valueGetter({ data: fund } as ValueGetterParams<FundReconciliationRow>)
    : fund[leaf.field as keyof FundReconciliationRow];
  return plain(
    leaf.valueFormatter!({ value, data: fund } as ValueFormatterParams<FundReconciliationRow>),
  );
};

describe('the reconciliation grid', () => {
  it('shows each stress as Prisme, manager, gap and gap in percent, in French', () => {
    expect(shown('equityType2.prisme', FLAGGED_FUND)).toBe('10 100,00');
    expect(shown('equityType2.manager', FLAGGED_FUND)).toBe('12 120,00');
    expect(shown('equityType2.difference', FLAGGED_FUND)).toBe('-2 020,00');
    expect(shown('equityType2.relative', FLAGGED_FUND)).toBe('-16,67 %');
    expect(shown('interestRateDown.relative', FLAGGED_FUND)).toBe('-25,00 %');
    expect(shown('heldValue', FLAGGED_FUND)).toBe('200 000,00');
    expect(shown('statementDate', FLAGGED_FUND)).toBe('31/12/2024');
    expect(shown('indicativeLines', FUND_WITHOUT_SCR)).toBe('0 / 1');
  });

  it('leaves the manager’s columns empty for a fund without indicative SCR', () => {
    expect(shown('equityType1.prisme', FUND_WITHOUT_SCR)).toBe('20 250,00');
    expect(shown('equityType1.manager', FUND_WITHOUT_SCR)).toBe('');
    expect(shown('equityType1.relative', FUND_WITHOUT_SCR)).toBe('');
    expect(column('status').valueGetter!({ data: FUND_WITHOUT_SCR } as never)).toBe(
      'Pas de SCR indicatif',
    );
  });

  it('highlights a flagged fund’s row and the gaps that flag it, nothing else', () => {
    expect(flaggedRowStyle(FLAGGED_FUND)).toBeDefined();
    expect(flaggedRowStyle(IN_LINE_FUND)).toBeUndefined();
    const style = (id: string, fund: FundReconciliationRow) =>
      column(id).cellStyle!({ data: fund });
    expect(style('equityType2.difference', FLAGGED_FUND)).toEqual(FLAGGED_CELL_STYLE);
    expect(style('equityType2.relative', FLAGGED_FUND)).toEqual(FLAGGED_CELL_STYLE);
    // 25 % but 480: under the floor.
    expect(style('interestRateDown.difference', FLAGGED_FUND)).toBeNull();
    expect(style('equityType1.difference', FLAGGED_FUND)).toBeNull();
  });
});

describe('the reconciliation page’s rules', () => {
  it('says « À examiner », « Conforme » or « Pas de SCR indicatif », and filters on it', () => {
    expect(fundStatusLabel(FLAGGED_FUND)).toBe('À examiner');
    expect(fundStatusLabel(IN_LINE_FUND)).toBe('Conforme');
    expect(fundStatusLabel(FUND_WITHOUT_SCR)).toBe('Pas de SCR indicatif');
    expect(visibleFunds(fundReconciliation.funds, true)).toEqual([FLAGGED_FUND]);
    expect(visibleFunds(fundReconciliation.funds, false)).toHaveLength(3);
  });

  it('reads the threshold in percent and the floor as typed in French', () => {
    expect(limitInputsOf({ threshold: 0.125, floor: 1000 })).toEqual({
      thresholdPercent: '12,5',
      floor: '1000',
    });
    expect(readLimitInputs({ thresholdPercent: '12,5', floor: '1 000' })).toEqual({
      ok: true,
      limits: { threshold: 0.125, floor: 1000 },
    });
    expect(readLimitInputs({ thresholdPercent: '20 %', floor: '0' })).toEqual({
      ok: true,
      limits: { threshold: 0.2, floor: 0 },
    });
    const bad = readLimitInputs({ thresholdPercent: 'dix', floor: '-5' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && Object.keys(bad.errors).sort()).toEqual(['floor', 'thresholdPercent']);
  });

  it('exports one CSV line per fund shown, numbers in French', () => {
    const csv = reconciliationCsv(fundReconciliation, [FLAGGED_FUND]);
    const [header, line, end] = csv.replace('\uFEFF', '').split('\r\n');
    const cells = line!.split(';');
    const at = (name: string) => cells[header!.split(';').indexOf(name)];
    expect(at('Code du fonds')).toBe(FLAGGED_FUND.fundCode);
    expect(at('Statut')).toBe('À examiner');
    expect(at('Date du TPT')).toBe('31/12/2024');
    expect(at('Actions type 2 Prisme')).toBe('10100');
    expect(at('Actions type 2 gérant')).toBe('12120');
    expect(at('Actions type 2 écart')).toBe('-2020');
    expect(at('Actions type 2 écart (%)')).toMatch(/^-16,666/);
    expect(at('Actions type 2 à examiner')).toBe('oui');
    expect(at('Taux baisse à examiner')).toBe('non');
    expect(end).toBe('');
  });

  it('says the currency figures of a hedged share class « Non comparable », with the reason', () => {
    expect(shown('currencyUp.difference', HEDGED_USD_CLASS)).toBe('Non comparable');
    expect(shown('currencyUp.prisme', HEDGED_USD_CLASS)).toBe('-5 000,00');
    expect(shown('equityType1.difference', HEDGED_USD_CLASS)).toBe('0,00');
    expect(column('currencyBasis').valueGetter!({ data: HEDGED_USD_CLASS } as never)).toBe(
      'Non comparable',
    );
    expect(column('currencyBasis').valueGetter!({ data: FLAGGED_FUND } as never)).toBe('EUR');
    const csv = reconciliationCsv(fundReconciliation, [HEDGED_USD_CLASS]);
    const [header, line] = csv.replace('\uFEFF', '').split('\r\n');
    const names = header!.split(';');
    // The reason holds a « ; »: its cell is quoted.
    const cells = [...line!.matchAll(/("(?:[^"]|"")*"|[^;]*)(?:;|$)/g)].map((m) => m[1]);
    const at = (name: string) => cells[names.indexOf(name)];
    expect(at('Change mesuré contre')).toBe('Non comparable');
    expect(at('Motif')).toBe(`"${HEDGED_CLASS_REASON}"`);
    expect(at('Change hausse écart')).toBe('Non comparable');
  });
});
