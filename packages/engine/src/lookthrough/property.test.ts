import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookThrough } from './lookthrough';
import { summariseLookThrough } from './summary';
import { instrument } from './test-fixtures';
import type {
  CompositionLineInput,
  FundCompositionInput,
  LookThroughInput,
  PositionInput,
} from './types';

// Generated perimeters: funds holding funds (cycles included), weights that are missing,
// negative, above 1 or not numbers, compositions out of date or unreadable, currencies
// without a rate, values missing. Weights and TPT 24 / NAV ratios are multiples of 0.01,
// so a weight sum is either 1 (to rounding) or clearly off: no case sits on the tolerance.

const FUNDS = 4;
const CURRENCIES = ['EUR', 'USD', 'GBP', 'JPY'] as const;
const WEIGHTS = [null, 0, 0.1, 0.25, 0.3, 0.5, 0.6, 1, 1.5, -0.5, Number.NaN, Infinity];

const fundCode = (k: number) => `F${k}`;
const currency = fc.constantFrom(...CURRENCIES);

function perimeter(securityCount: number): fc.Arbitrary<Omit<LookThroughInput, 'level'>> {
  const n = FUNDS + securityCount;
  const index = fc.integer({ min: 0, max: n - 1 });
  const funds = fc.tuple(
    ...Array.from({ length: FUNDS }, (_, k) =>
      fc
        .record({ cic: fc.constantFrom('XL41', 'XL42', 'XL49', null), isFund: fc.boolean() })
        .map(({ cic, isFund }) => instrument(fundCode(k), cic, { isFund: isFund || cic === null })),
    ),
  );
  const securities = fc.array(
    fc
      .record({
        cic: fc.constantFrom('FR21', 'FR31', 'XT71', 'XTD1', 'DEA2', 'ZZ99', null),
        currency: fc.constantFrom(...CURRENCIES, null),
      })
      .map(({ cic, currency }) => ({ cic, currency })),
    { minLength: securityCount, maxLength: securityCount },
  );
  const line: fc.Arbitrary<CompositionLineInput> = fc.record({
    instrumentIndex: index,
    weight: fc.constantFrom(...WEIGHTS),
    marketValuePc: fc.constantFrom(null, 100, 250, -30),
    quantity: fc.constantFrom(null, 10, -5),
    nominal: fc.constantFrom(null, 1000),
    investeeFundCode: fc.constantFrom(null, null, null, 'F0', 'F1', 'F3', 'UNKNOWN'),
  });
  const composition: fc.Arbitrary<FundCompositionInput> = fc.record({
    fundCode: fc.integer({ min: 0, max: FUNDS - 1 }).map(fundCode),
    valuationDate: fc.constantFrom('2024-12-31', '2024-10-15', '2024-06-30', '2025-02-01', 'x'),
    basis: fc.constantFrom('reported' as const, 'target_allocation' as const),
    netAssetValue: fc.constantFrom(null, 0, 1000, -50),
    currency,
    lines: fc.array(line, { maxLength: 5 }),
  });
  const value = fc.oneof(
    fc.record({
      marketValueRc: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      marketValueQc: fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true })),
    }),
    // Without a value in the reference currency nor in the quotation one: 0, flagged.
    fc.record({
      marketValueRc: fc.constantFrom(null, Number.NaN, Infinity),
      marketValueQc: fc.constant(null),
    }),
  );
  const position: fc.Arbitrary<PositionInput> = fc
    .tuple(index, value, currency, fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true })))
    .map(([instrumentIndex, v, quotationCurrency, notional]) => ({
      instrumentIndex,
      portfolioCode: `P${instrumentIndex % 2}`,
      compartmentCode: 'C',
      quantity: 1,
      quotationCurrency,
      notional,
      ...v,
    }));
  return fc
    .record({
      funds,
      securities,
      compositions: fc.array(composition, { maxLength: 8 }),
      positions: fc.array(position, { minLength: 1, maxLength: 6 }),
    })
    .map(({ funds, securities, compositions, positions }) => ({
      instruments: [
        ...funds,
        ...securities.map((s, k) => instrument(`S${k}`, s.cic, { currency: s.currency })),
      ],
      compositions,
      positions,
      valuationDate: '2024-12-31',
      referenceCurrency: 'EUR',
      fxUnitsPerEur: { USD: 1.25, GBP: 0.8 },
    }));
}

const scenario = fc.integer({ min: 1, max: 5 }).chain(perimeter);

/** Every number in a summary is finite. */
function assertFinite(value: unknown, where: string): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${where} n’est pas fini : ${value}`);
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) assertFinite(v, `${where}.${k}`);
}

describe('lookThrough: properties', () => {
  it('conserves the held value at every level and never yields NaN or Infinity', () => {
    fc.assert(
      fc.property(scenario, (base) => {
        let held = 0;
        let scale = 1;
        for (const p of base.positions) {
          const rc = p.marketValueRc;
          const v = typeof rc === 'number' && Number.isFinite(rc) ? rc : 0;
          held += v;
          scale += Math.abs(v);
        }
        for (let level = 0; level <= 10; level++) {
          const input = { ...base, level };
          const result = lookThrough(input);
          const { lines, count, paths } = result;
          let sum = 0;
          let badDepth = 0;
          let notFinite = 0;
          const numbers = [lines.exposureQc, lines.notionalRc, lines.quantity, lines.weight];
          for (let i = 0; i < count; i++) {
            sum += lines.exposureRc[i]!;
            const depth = lines.depth[i]!;
            if (depth > level || paths[lines.path[i]!]!.length !== depth) badDepth++;
            if (!Number.isFinite(lines.exposureRc[i]!)) notFinite++;
            for (const column of numbers) if (!Number.isFinite(column[i]!)) notFinite++;
          }
          expect({ level, badDepth, notFinite }).toEqual({ level, badDepth: 0, notFinite: 0 });
          // Relative to the gross value held (plus 1, for perimeters worth nothing).
          expect(Math.abs(sum - held)).toBeLessThanOrEqual(1e-6 * scale);
          expect(Math.abs(result.statistics.heldRc - held)).toBeLessThanOrEqual(1e-6 * scale);
          assertFinite(result.statistics, 'statistics');
          assertFinite(summariseLookThrough(result, input), 'summary');
        }
      }),
      { numRuns: 150 },
    );
  });

  it('is deterministic: the same input gives the same lines', () => {
    fc.assert(
      fc.property(scenario, (base) => {
        const input = { ...base, level: 'FULL' as const };
        const a = lookThrough(input);
        const b = lookThrough(input);
        expect(b.count).toBe(a.count);
        expect(b.lines).toEqual(a.lines);
        expect(b.paths).toEqual(a.paths);
      }),
      { numRuns: 50 },
    );
  });
});
