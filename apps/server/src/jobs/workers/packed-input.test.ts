import { describe, expect, it } from 'vitest';
import type { LookThroughInput } from '@prisme/engine';
import { packLookThroughInput, unpackLookThroughInput } from './packed-input';

const input: LookThroughInput = {
  instruments: [],
  positions: [],
  valuationDate: '2024-12-31',
  level: 3,
  referenceCurrency: 'EUR',
  fxUnitsPerEur: { USD: 1.04 },
  compositions: [
    {
      fundCode: 'F1',
      valuationDate: '2024-12-31',
      basis: 'reported',
      netAssetValue: 1000,
      currency: 'EUR',
      lines: [
        {
          instrumentIndex: 2,
          weight: 0.5,
          marketValuePc: 500,
          quantity: -3,
          nominal: 0,
          investeeFundCode: null,
        },
        {
          instrumentIndex: 7,
          weight: null,
          marketValuePc: null,
          quantity: null,
          nominal: null,
          investeeFundCode: 'F2',
        },
      ],
    },
    {
      fundCode: 'F0',
      valuationDate: '2024-09-30',
      basis: 'target_allocation',
      netAssetValue: null,
      currency: 'USD',
      lines: [],
    },
    {
      fundCode: 'F2',
      valuationDate: '2024-12-31',
      basis: 'reported',
      netAssetValue: 10,
      currency: 'EUR',
      lines: [
        {
          instrumentIndex: 0,
          weight: 1,
          marketValuePc: 10,
          quantity: 1,
          nominal: null,
          investeeFundCode: 'F2',
        },
      ],
    },
  ],
};

describe('the look-through input packed for the worker thread', () => {
  it('comes back as it was: nulls, zeros, signs, empty compositions, field 95', () => {
    const { packed } = packLookThroughInput(input);
    expect(unpackLookThroughInput(structuredClone(packed))).toEqual(input);
  });

  it('moves its line columns instead of copying them', () => {
    const { packed, transferList } = packLookThroughInput(input);
    expect(transferList).toHaveLength(7);
    structuredClone(packed, { transfer: transferList });
    expect(packed.instrumentIndex.length).toBe(0); // detached: it was moved
  });
});
