import { describe, expect, it } from 'vitest';
import { defaultThemeWeights, ESG_SUM_TOLERANCE } from '@prisme/domain';
import {
  differingSectors,
  differsFromDefault,
  pillarsOffSum,
  themesToSave,
  themesValid,
  themeTableOf,
  withoutSector,
  withRatio,
  withSector,
} from './theme-weights';

const defaults = themeTableOf(defaultThemeWeights());

describe('ESG theme weights (spec §4 "ESG parameters", §5)', () => {
  it('editing a sector copies the default themes when it has none', () => {
    const table = withSector(defaults, 'K');
    expect(table.K).toEqual(table['*']);
    expect(withSector(table, 'K')).toBe(table); // already there: unchanged
  });

  it('shows the reset only where a ratio differs from the default', () => {
    const copied = withSector(defaults, 'K');
    expect(differsFromDefault(copied, 'K')).toBe(false);
    const changed = withRatio(copied, 'K', 'CLIMATE_CHANGE', 0.5);
    expect(differsFromDefault(changed, 'K')).toBe(true);
    expect(differsFromDefault(changed, '*')).toBe(false);
  });

  it('resetting a sector reverts it to the default and drops it from the differing ones', () => {
    const changed = withRatio(defaults, 'K', 'CLIMATE_CHANGE', 0.5);
    expect(differingSectors(changed)).toEqual(['K']);
    const reset = withoutSector(changed, 'K');
    expect(reset.K).toBeUndefined();
    expect(differingSectors(reset)).toEqual([]);
    expect(withoutSector(reset, '*')).toBe(reset); // the default stays
  });

  it('checks each pillar’s sum to 1 within 0.0001', () => {
    const off = withRatio(defaults, 'K', 'CLIMATE_CHANGE', 0.5); // E: 0.5 + 0.2 × 3 = 1.1
    expect(pillarsOffSum(off, 'K')).toEqual(['E']);
    expect(themesValid(off)).toBe(false);
    const fixed = withRatio(off, 'K', 'NATURAL_CAPITAL', 0.1);
    expect(pillarsOffSum(fixed, 'K')).toEqual([]);
    const within = withRatio(defaults, '*', 'CLIMATE_CHANGE', 0.4 + ESG_SUM_TOLERANCE / 2);
    expect(themesValid(within)).toBe(true);
    const beyond = withRatio(defaults, '*', 'CLIMATE_CHANGE', 0.4 + ESG_SUM_TOLERANCE * 2);
    expect(themesValid(beyond)).toBe(false);
    expect(themesValid(withRatio(defaults, '*', 'CLIMATE_CHANGE', Number.NaN))).toBe(false);
  });

  it('on save, sends the default and only the sectors that differ from it', () => {
    const table = withRatio(
      withRatio(withSector(defaults, 'C'), 'K', 'CLIMATE_CHANGE', 0.3),
      'K',
      'NATURAL_CAPITAL',
      0.3,
    );
    const sent = themesToSave(table);
    expect(new Set(sent.map((t) => t.codificationID))).toEqual(new Set(['*', 'K']));
    expect(sent).toHaveLength(20);
    expect(sent).toContainEqual({
      pilierID: 'E',
      themeID: 'CLIMATE_CHANGE',
      codificationID: 'K',
      ratios: 0.3,
    });
  });

  it('reads a sector saved for some pillars with the default’s other pillars', () => {
    const table = themeTableOf([
      ...defaultThemeWeights(),
      { pilierID: 'G', themeID: 'CORPORATE_GOVERNANCE', codificationID: 'K', ratios: 0.5 },
      { pilierID: 'G', themeID: 'CORPORATE_BEHAVIOUR', codificationID: 'K', ratios: 0.5 },
    ]);
    expect(table.K!.CLIMATE_CHANGE).toBe(0.4);
    expect(table.K!.CORPORATE_GOVERNANCE).toBe(0.5);
  });
});
