import { describe, expect, it } from 'vitest';
import { amountOf, HoldingLinesGatherer, type HoldingLines } from './holding-lines';

/** The lines back as objects, to compare. */
const asRows = (lines: HoldingLines) =>
  Array.from({ length: lines.count }, (_, k) => ({
    statementId: lines.statementId[k],
    weight: amountOf(lines, 'weight', k),
    marketValuePc: amountOf(lines, 'marketValuePc', k),
    quantity: amountOf(lines, 'quantity', k),
    nominal: amountOf(lines, 'nominal', k),
    investee: lines.originalPortfolio.get(k) ?? null,
  }));

const row = (
  compositionId: number,
  lineNo: number,
  statementId: number,
  amount: number | null,
) => ({
  compositionId,
  lineNo,
  statementId,
  weight: amount,
  marketValuePc: amount === null ? 5 : amount * 100,
  quantity: null,
  nominal: 0,
  originalPortfolio: lineNo === 2 ? `FONDS-${compositionId}` : null,
});

describe('HoldingLinesGatherer', () => {
  it('groups interleaved lines by composition, in line order, nulls and investees kept', () => {
    const gathered = new HoldingLinesGatherer();
    for (const r of [
      row(7, 3, 30, 0.25),
      row(8, 1, 11, 1),
      row(7, 1, 10, null),
      row(7, 2, 20, 0.5),
    ])
      gathered.add(r);
    const taken = gathered.take([7, 8, 9]);
    expect(asRows(taken.get(7)!)).toEqual([
      {
        statementId: 10,
        weight: null,
        marketValuePc: 5,
        quantity: null,
        nominal: 0,
        investee: null,
      },
      {
        statementId: 20,
        weight: 0.5,
        marketValuePc: 50,
        quantity: null,
        nominal: 0,
        investee: 'FONDS-7',
      },
      {
        statementId: 30,
        weight: 0.25,
        marketValuePc: 25,
        quantity: null,
        nominal: 0,
        investee: null,
      },
    ]);
    expect(asRows(taken.get(8)!)).toEqual([
      {
        statementId: 11,
        weight: 1,
        marketValuePc: 100,
        quantity: null,
        nominal: 0,
        investee: null,
      },
    ]);
    expect(taken.get(9)!.count).toBe(0);
  });

  it('keeps every line past its first arrays’ size, in order', () => {
    const gathered = new HoldingLinesGatherer();
    const n = 5_000;
    for (let lineNo = n; lineNo >= 1; lineNo--) gathered.add(row(1, lineNo, lineNo, lineNo / n));
    const [lines] = gathered.take([1]).values();
    expect(lines!.count).toBe(n);
    expect(Array.from(lines!.statementId)).toEqual(Array.from({ length: n }, (_, k) => k + 1));
    expect(amountOf(lines!, 'weight', n - 1)).toBe(1);
  });
});
