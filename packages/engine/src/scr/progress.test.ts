import { describe, expect, it } from 'vitest';
import { EMPTY_CLIENT_LISTS, REGULATORY_DEFAULT_PARAMETERS } from '@prisme/domain';
import { computeMarketScr, SCR_STEPS, type ScrStep } from './compute';
import { EUR_CURVE_2024 } from './fixtures';
import { syntheticColumns } from './synthetic';
import type { ScrInput } from './types';

const input = (): ScrInput => ({
  lines: syntheticColumns(500, 3),
  parameters: REGULATORY_DEFAULT_PARAMETERS,
  clientLists: EMPTY_CLIENT_LISTS,
  yieldCurves: { EUR: EUR_CURVE_2024 },
  eiopa: { symmetricAdjustment: 0.015 },
});

describe('computeMarketScr: progress', () => {
  it('tells each step of the pipeline once, in order, with its rank, and computes the same', () => {
    const told: [ScrStep, number][] = [];
    const result = computeMarketScr(input(), { onStep: (step, rank) => told.push([step, rank]) });
    expect(told).toEqual(SCR_STEPS.map((step, index) => [step, index + 1]));
    expect(told.map(([step]) => step)).toContain('concentration');
    expect(result.globalSCRMarketResult).toBe(computeMarketScr(input()).globalSCRMarketResult);
  });
});
