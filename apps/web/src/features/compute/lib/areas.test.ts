import { describe, expect, it } from 'vitest';
import { deriveRights } from '@prisme/domain';
import { areasFor, computeFlags, defaultSelection } from './areas';

const rights = (over: Partial<Record<'solvency' | 'esg' | 'risk', boolean>>) =>
  deriveRights(false, {
    transparency: true,
    simulation: false,
    solvency: false,
    esg: false,
    risk: false,
    ...over,
  });

describe('compute areas', () => {
  it('offers the areas the rights allow, in order', () => {
    expect(areasFor(rights({ solvency: true, risk: true })).map((a) => a.label)).toEqual([
      'SCR',
      'Risque',
    ]);
    expect(areasFor(rights({ esg: true })).map((a) => a.label)).toEqual(['ESG']);
  });

  it('ticks every area the rights allow and the server computes', () => {
    expect(defaultSelection(rights({ solvency: true, esg: true, risk: true }))).toEqual([
      'scr',
      'esg',
      'risk',
    ]);
    expect(defaultSelection(rights({ risk: true }))).toEqual(['risk']);
  });

  it('turns the chosen areas into the request flags', () => {
    expect(computeFlags(['scr'])).toEqual({ computeSCR: true });
    expect(computeFlags(['esg', 'risk'])).toEqual({ computeESG: true, computeRiskLiquidity: true });
    expect(computeFlags([])).toEqual({});
  });
});
