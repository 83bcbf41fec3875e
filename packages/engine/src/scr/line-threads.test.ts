import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_CLIENT_LISTS, REGULATORY_DEFAULT_PARAMETERS, ruleSetTables } from '@prisme/domain';
import { computeMarketScr } from './compute';
import type { ScrResult } from './compute';
import { EUR_CURVE_2024, flatCurve } from './fixtures';
import { BLOCK_LINES } from './line-blocks';
import { createLineThreads, type LineThreads } from './line-threads';
import { seededRandom, syntheticColumns } from './synthetic';
import type { ScrColumns, ScrInput } from './types';

/** Every number of a result, typed arrays read element by element, in a fixed order. */
function figures(result: ScrResult): unknown[] {
  const out: unknown[] = [];
  const walk = (v: unknown): void => {
    if (ArrayBuffer.isView(v)) for (const x of v as Float64Array) out.push(x);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const k of Object.keys(v).sort()) {
        out.push(k);
        walk((v as Record<string, unknown>)[k]);
      }
    else out.push(v);
  };
  walk(result);
  return out;
}

/** Bit for bit: Object.is on every figure (NaN equals NaN, 0 is not −0). */
function expectSameBits(a: ScrResult, b: ScrResult) {
  const fa = figures(a);
  const fb = figures(b);
  expect(fb.length).toBe(fa.length);
  const differing = fa.findIndex((v, i) => !Object.is(v, fb[i]));
  expect(
    differing,
    `figure ${differing}: ${String(fa[differing])} ≠ ${String(fb[differing])}`,
  ).toBe(-1);
}

const inputOf = (lines: ScrColumns, ruleSet: 'SII-2016' | 'SII-2027' = 'SII-2016'): ScrInput => ({
  lines,
  parameters: REGULATORY_DEFAULT_PARAMETERS,
  clientLists: EMPTY_CLIENT_LISTS,
  yieldCurves: { EUR: EUR_CURVE_2024, USD: flatCurve(0.04), GBP: flatCurve(0.035) },
  eiopa: { symmetricAdjustment: 0.015 },
  tables: ruleSetTables(ruleSet),
});

/** `n` lines over the rows of `rows` synthetic lines, each line a value of its own. */
function sharedRows(rows: number, n: number): ScrColumns {
  const table = syntheticColumns(rows, 7);
  const rnd = seededRandom(11);
  const row = new Int32Array(n);
  const marketValue = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    row[i] = Math.floor(rnd() * rows);
    marketValue[i] = table.marketValue[row[i]!]! * (0.2 + rnd());
  }
  return {
    ...table,
    length: n,
    row,
    rows,
    id: Float64Array.from({ length: n }, (_, i) => i + 1),
    marketValue,
    notional: new Float64Array(n).fill(NaN),
  };
}

/** The same lines with every row's attributes copied to each line (one row per line). */
function expanded(cols: ScrColumns): ScrColumns {
  const row = cols.row!;
  const out = { ...cols } as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(cols)) {
    if (!ArrayBuffer.isView(value) || ['id', 'marketValue', 'notional', 'row'].includes(key))
      continue;
    const byRow = value as Float64Array;
    const lines = new (byRow.constructor as Float64ArrayConstructor)(cols.length);
    for (let i = 0; i < cols.length; i++) lines[i] = byRow[row[i]!]!;
    out[key] = lines;
  }
  delete out['row'];
  delete out['rows'];
  return out as unknown as ScrColumns;
}

describe('the SCR over line blocks, on one thread or two (issue 41 §2)', () => {
  let threads: LineThreads;
  beforeAll(async () => {
    threads = await createLineThreads();
  });
  afterAll(() => threads.close());

  const n = 2 * BLOCK_LINES + 20_000; // three blocks: two on this thread, one on the other

  it('gives the same figures to the last bit, split over two threads', () => {
    for (const ruleSet of ['SII-2016', 'SII-2027'] as const) {
      const input = inputOf(syntheticColumns(n, 3), ruleSet);
      const single = computeMarketScr(input);
      const split = threads.run(() => computeMarketScr(input));
      expect(split.globalSCRMarketResult).toBeGreaterThan(0);
      expectSameBits(single, split);
    }
  }, 60_000);

  it('lines that share rows compute what the same lines one row each compute, split or not', () => {
    const cols = sharedRows(5_000, n);
    const single = computeMarketScr(inputOf(cols));
    expectSameBits(single, computeMarketScr(inputOf(expanded(cols))));
    expectSameBits(
      single,
      threads.run(() => computeMarketScr(inputOf(cols))),
    );
    expect(single.byPortfolio.reduce((s, g) => s + g.lineCount, 0)).toBe(n);
  }, 60_000);
});
